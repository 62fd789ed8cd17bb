// Lighthouse (mobile: slow 4G, 4x CPU) against the production build on the demo provider, served by
// `next start`, in Debian's Chromium, in both of Lighthouse's throttling methods in one run: `simulate`
// (an unthrottled load, its timings modelled for the slow line) and `devtools` (the line and CPU
// throttled while loading). Median scores, LCP, CLS, TBT and JS bytes per route, beside
//  - a bare reference: a static HTML page with the home hero image and no JavaScript, served by the
//    same server (each route's LCP is given as a ratio to its LCP), and
//  - the framework floor: an empty App Router page (scripts/empty-app) on the same Next and React.
//   node scripts/bench-lighthouse.mjs [runs=3] [route ...]
// Builds first unless BENCH_SKIP_BUILD=1. BENCH_THROTTLING=simulate or devtools runs one method only.
// BENCH_CPU_SLOWDOWN=N replaces the 4x CPU slowdown: Lighthouse's 4x assumes a machine of a given speed,
// and this shared one's CPU benchmark index moves between runs. Each run starts a fresh Chromium, as
// PageSpeed Insights and the Lighthouse CLI do: a browser kept between runs keeps its compiled scripts,
// and reads a lower TBT than a phone's first visit. BENCH_LIGHTHOUSE_CLI=1 also runs the Lighthouse CLI,
// as a person would, on every page and method, and prints its medians beside the bench's.
// Writes .bench/lighthouse.json too.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { NEXT_BIN, root, scriptsBeforeInteraction, startProductionSite, waitFor } from './bench-server.mjs';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';

const [runsArg, ...routeArgs] = process.argv.slice(2);
const runs = Number(runsArg) || 3;
const routes = routeArgs.length > 0 ? routeArgs : ['/landing', '/news', '/photo-gallery', '/subgallery?id=g000001', '/Prospectus', '/generalinfo', '/contact-us'];
const REFERENCE = '/bench-reference.html';
const EMPTY_APP = path.join(root, 'scripts', 'empty-app');
const EMPTY_PORT = 3202;
const METHODS = ['simulate', 'devtools'].filter((method) => !process.env.BENCH_THROTTLING || process.env.BENCH_THROTTLING === method);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN) || 4;

// A picture as large as the home page's hero (1200 x 800), as next/image serves it on /landing (same
// optimiser, widths and sizes), with nothing else.
const heroWidths = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const heroUrl = (width) => `/_next/image?url=${encodeURIComponent('/images/default-cover.jpg')}&amp;w=${width}&amp;q=75`;
const referenceHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bare reference</title><meta name="description" content="A static page with the home hero image and no JavaScript.">
<style>body{margin:0;font-family:system-ui,sans-serif}img{display:block;width:100%;height:auto}</style></head>
<body><main><h1>KVNS</h1>
<img alt="A picture as large as the hero" width="1200" height="800" fetchpriority="high" sizes="100vw"
 srcset="${heroWidths.map((width) => `${heroUrl(width)} ${width}w`).join(', ')}" src="${heroUrl(3840)}"></main></body></html>`;
// Public files are listed when the server starts, so the page is written first and removed at exit.
const referenceFile = path.join(root, 'public', REFERENCE.slice(1));
fs.writeFileSync(referenceFile, referenceHtml);
process.on('exit', () => fs.rmSync(referenceFile, { force: true }));

const { site: SITE, stop } = await startProductionSite({ sitePort: 3200, providerPort: 4210 });

const emptyBuild = spawnSync(process.execPath, [NEXT_BIN, 'build', EMPTY_APP], {
  cwd: root,
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  stdio: 'ignore',
});
if (emptyBuild.status !== 0) throw new Error('the empty App Router page did not build');
// Served like the site, by `next start`, so the floor compares like with like.
const emptyServer = spawn(process.execPath, [NEXT_BIN, 'start', EMPTY_APP, '-p', String(EMPTY_PORT), '-H', '127.0.0.1'], {
  cwd: root,
  stdio: 'ignore',
});
process.on('exit', () => emptyServer.kill());
const EMPTY = `http://127.0.0.1:${EMPTY_PORT}`;
await waitFor(EMPTY);

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const WITH_CLI = process.env.BENCH_LIGHTHOUSE_CLI === '1';
const LIGHTHOUSE_CLI = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Compressed script bodies, as the browser received them: each script response's bytes on the wire
// less its headers. Lighthouse's transfer size counts the headers too (about 1 kB a request here).
function scriptBodyBytes(devtoolsLog) {
  const headerBytes = new Map();
  let total = 0;
  for (const { method, params } of devtoolsLog) {
    if (method === 'Network.responseReceived' && params.type === 'Script') headerBytes.set(params.requestId, params.response.encodedDataLength ?? 0);
    if (method === 'Network.loadingFinished' && headerBytes.has(params.requestId)) total += params.encodedDataLength - headerBytes.get(params.requestId);
  }
  return total;
}

// Lighthouse's CPU benchmark of this machine, per run: its 4x slowdown assumes a desktop-class score.
const benchmarkIndexes = [];

/** One Lighthouse run in a Chromium started for it alone. */
async function runInFreshChromium(url, throttlingMethod) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS });
  try {
    return await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod, throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } });
  } finally {
    await chrome.kill();
  }
}

/** The same run by the Lighthouse CLI, which starts its own Chromium: its performance figures. */
function runCli(url, throttlingMethod) {
  const result = spawnSync(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      `--throttling-method=${throttlingMethod}`,
      `--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { cwd: root, env: { ...process.env, ...(chromiumPath ? { CHROME_PATH: chromiumPath } : {}) }, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`lighthouse CLI failed on ${url}: ${result.stderr}`);
  const lhr = JSON.parse(result.stdout);
  return {
    perf: lhr.categories.performance.score * 100,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
  };
}

async function measure(url, throttlingMethod) {
  // One unmeasured visit fills the image optimiser's cache, as a real site's would be.
  await fetch(url);
  const samples = [];
  const cliSamples = [];
  for (let run = 0; run < runs; run += 1) {
    const { lhr, artifacts } = await runInFreshChromium(url, throttlingMethod);
    if (WITH_CLI) cliSamples.push(runCli(url, throttlingMethod));
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    samples.push({
      perf: lhr.categories.performance.score * 100,
      a11y: lhr.categories.accessibility.score * 100,
      bp: lhr.categories['best-practices'].score * 100,
      seo: lhr.categories.seo.score * 100,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      jsKb: scriptBodyBytes(artifacts.DevtoolsLog) / 1024,
    });
  }
  const pick = (key) => median(samples.map((sample) => sample[key]));
  const cli = WITH_CLI ? { perf: median(cliSamples.map((sample) => sample.perf)), lcp: median(cliSamples.map((sample) => sample.lcp)), tbt: median(cliSamples.map((sample) => sample.tbt)) } : null;
  return { perf: pick('perf'), a11y: pick('a11y'), bp: pick('bp'), seo: pick('seo'), lcp: pick('lcp'), cls: pick('cls'), tbt: pick('tbt'), jsKb: pick('jsKb'), cli };
}

const cliRow = (label, result) => ({
  route: label,
  'perf bench': result.perf,
  'perf CLI': result.cli.perf,
  'LCP ms bench': Math.round(result.lcp),
  'LCP ms CLI': Math.round(result.cli.lcp),
  'TBT ms bench': Math.round(result.tbt),
  'TBT ms CLI': Math.round(result.cli.tbt),
});

const row = (label, result, reference, floor) => ({
  route: label,
  perf: result.perf,
  a11y: result.a11y,
  bp: result.bp,
  seo: result.seo,
  'LCP ms': Math.round(result.lcp),
  'LCP / bare': (result.lcp / reference.lcp).toFixed(2),
  CLS: result.cls.toFixed(3),
  'TBT ms': Math.round(result.tbt),
  'TBT over floor ms': Math.round(result.tbt - floor.tbt),
  'JS kB': result.jsKb.toFixed(1),
  'JS over floor kB': (result.jsKb - floor.jsKb).toFixed(1),
});

const report = { date: new Date().toISOString(), runs, cpuSlowdown: CPU_SLOWDOWN, benchmarkIndexes, tables: {} };
for (const method of METHODS) {
  const reference = await measure(`${SITE}${REFERENCE}`, method);
  const floor = await measure(`${EMPTY}/`, method);
  const results = [];
  for (const route of routes) results.push({ route, ...(await measure(`${SITE}${route}`, method)) });
  const table = [
    row('bare reference (no JS)', reference, reference, floor),
    row('empty App Router page', floor, reference, floor),
    ...results.map((result) => row(result.route, result, reference, floor)),
  ];
  report.tables[method] = table;
  console.log(`\nLighthouse mobile, ${method} throttling, ${CPU_SLOWDOWN}x CPU, median of ${runs} runs`);
  console.table(table);
  if (WITH_CLI) {
    const cliTable = [cliRow('bare reference (no JS)', reference), cliRow('empty App Router page', floor), ...results.map((result) => cliRow(result.route, result))];
    report.tables[`${method} beside the CLI`] = cliTable;
    console.log(`\nThe same pages by the Lighthouse CLI (${method}), run after each of the bench's runs, median of ${runs}`);
    console.table(cliTable);
  }
}
// Exact and free of the machine's noise: the figure to compare between builds for what a page makes a
// visitor load before a first tap (Lighthouse's JS kB also counts what loads once the page is idle).
const scriptTable = [];
for (const [name, origin, route] of [['empty App Router page', EMPTY, '/'], ...routes.map((route) => [route, SITE, route])]) {
  const { count, gzipBytes } = await scriptsBeforeInteraction(origin, route);
  scriptTable.push({ page: name, 'scripts the HTML names': count, 'gzip -9 B': gzipBytes });
}
report.tables['scripts before interaction'] = scriptTable;
console.log('\nScripts before interaction: those the HTML names, less nomodule polyfills; bodies at gzip -9');
console.table(scriptTable);
console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Lighthouse CPU benchmark index ${Math.round(median(benchmarkIndexes))} (median; ${Math.round(Math.min(...benchmarkIndexes))} to ${Math.round(Math.max(...benchmarkIndexes))}). JS kB: compressed script bodies received.`,
);
fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
fs.writeFileSync(path.join(root, '.bench', 'lighthouse.json'), JSON.stringify(report, null, 2));
emptyServer.kill();
stop();
process.exit(0);

// Lighthouse (mobile defaults: simulated slow 4G, 4x CPU) against the production build on the demo
// provider, in Debian's Chromium: median scores, LCP, CLS, TBT and JS bytes per route.
//   node scripts/bench-lighthouse.mjs [runs=3] [route ...]
// Builds first unless BENCH_SKIP_BUILD=1. Ports 3200 (site) and 4210 (provider).
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProductionSite } from './bench-server.mjs';

const [runsArg, ...routeArgs] = process.argv.slice(2);
const runs = Number(runsArg) || 3;
const routes = routeArgs.length > 0 ? routeArgs : ['/landing', '/news', '/photo-gallery', '/subgallery?id=g000001', '/Prospectus', '/generalinfo', '/contact-us'];

const { site: SITE, stop } = await startProductionSite({ sitePort: 3200, providerPort: 4210 });

const chromePath = process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const rows = [];
for (const route of routes) {
  // One unmeasured visit fills the image optimiser's cache, as a real site's would be.
  await fetch(`${SITE}${route}`);
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const { lhr } = await lighthouse(`${SITE}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const scripts = (lhr.audits['network-requests'].details?.items ?? []).filter((item) => item.resourceType === 'Script');
    samples.push({
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      bestPractices: lhr.categories['best-practices'].score * 100,
      seo: lhr.categories.seo.score * 100,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      jsKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    });
  }
  const pick = (key) => median(samples.map((sample) => sample[key]));
  rows.push({ route, perf: pick('performance'), a11y: pick('accessibility'), bp: pick('bestPractices'), seo: pick('seo'), 'LCP ms': Math.round(pick('lcp')), CLS: pick('cls').toFixed(3), 'TBT ms': Math.round(pick('tbt')), 'JS kB': pick('jsKb').toFixed(1) });
}
await chrome.kill();
console.log(`\nLighthouse mobile, median of ${runs} runs, ${new Date().toISOString().slice(0, 10)}`);
console.table(rows);
stop();
process.exit(0);

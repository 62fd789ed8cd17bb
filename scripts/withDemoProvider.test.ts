/** `npm run demo` on another port: the commands it runs are told the site's address on that port. */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(__dirname, '..');
const printSiteUrl = 'node -e process.stdout.write(String(process.env.SITE_URL))';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function siteUrlSeen(env: Record<string, string>): Promise<string> {
  // A demo provider of its own, on a free port: the test reaches no other server.
  const provider = `http://127.0.0.1:${await freePort()}`;
  const { SITE_URL: _ignored, PORT: _alsoIgnored, ...inherited } = process.env;
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/with-demo-provider.mjs', printSiteUrl], {
    cwd: root,
    env: { ...inherited, PROVIDER_API_URL: provider, ...env },
  });
  return stdout.split('\n').filter((line) => !line.startsWith('[demo]')).join('');
}

test('PORT alone gives the site its address on that port; a SITE_URL given is kept', async () => {
  expect(await siteUrlSeen({ PORT: '3001' })).toBe('http://localhost:3001');
  expect(await siteUrlSeen({ PORT: '3001', SITE_URL: 'https://www.example.org' })).toBe('https://www.example.org');
});

/**
 * The demo's showing of saves, with stand-ins for `next build` and the server that say what they were asked
 * (the folder built, the folder served, the requests the runner made) in a log, so the test needs no build:
 * the runner is the real one, watching an editor's folder of the test's own (CONTENT_EDITOR_ROOT).
 */
test("the school's details restart the site on its build, which draws its pages again (never on a file it cannot read); a new page is built into a folder of its own; a built page's save needs neither", async () => {
  const edited = fs.mkdtempSync(path.join(os.tmpdir(), 'kvns-demo-'));
  // The school's files as the repository holds them: the runner starts the site again only on files it can read.
  fs.cpSync(path.join(root, 'content'), path.join(edited, 'content'), { recursive: true });
  fs.mkdirSync(path.join(edited, 'public'));
  const school = path.join(edited, 'content', 'school.yaml');
  const schoolAsItWas = fs.readFileSync(school, 'utf8');
  const log = path.join(edited, 'log');
  fs.writeFileSync(path.join(edited, 'build.mjs'), "import fs from 'node:fs';\nfs.appendFileSync(process.env.STAND_IN_LOG, `built ${process.env.NEXT_DIST_DIR ?? '.next'}\\n`);\n");
  fs.writeFileSync(
    path.join(edited, 'serve.mjs'),
    [
      "import fs from 'node:fs';",
      "import http from 'node:http';",
      "const say = (line) => fs.appendFileSync(process.env.STAND_IN_LOG, `${line}\\n`);",
      "const server = http.createServer((request, response) => {",
      "  let body = '';",
      "  request.on('data', (chunk) => (body += chunk));",
      "  request.on('end', () => {",
      "    if (request.url !== '/api/health') say(`asked ${request.method} ${request.url} ${body} ${request.headers.authorization === `Bearer ${process.env.REVALIDATE_SECRET}` ? 'with' : 'without'} the secret`);",
      "    response.statusCode = request.url === '/api/health' ? 200 : 204;",
      "    response.end();",
      "  });",
      "});",
      "server.listen(Number(process.env.PORT), '127.0.0.1', () => say(`serving ${process.env.NEXT_DIST_DIR ?? '.next'} rebuilds=${process.env.DEMO_REBUILDS_ON_SAVE}`));",
      "process.on('SIGTERM', () => { server.closeAllConnections(); server.close(() => process.exit(0)); });",
    ].join('\n'),
  );
  const { SITE_URL: _ignored, NEXT_DIST_DIR: _alsoIgnored, REVALIDATE_SECRET: _notThis, ...inherited } = process.env;
  const runner = spawn(process.execPath, ['scripts/with-demo-provider.mjs', '--rebuild-on-save', `node ${path.join(edited, 'build.mjs')}`, `node ${path.join(edited, 'serve.mjs')}`], {
    cwd: root,
    env: { ...inherited, PROVIDER_API_URL: `http://127.0.0.1:${await freePort()}`, PORT: String(await freePort()), CONTENT_EDITOR_ROOT: edited, STAND_IN_LOG: log },
    stdio: 'ignore',
  });
  const lines = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : []);
  const until = async (count: number) => {
    for (let waited = 0; lines().length < count; waited += 100) {
      if (waited > 30_000) throw new Error(`the log holds ${JSON.stringify(lines())}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  try {
    await until(2);
    expect(lines()).toEqual(['built .next', 'serving .next rebuilds=1']);
    // A page the build has is read as it is drawn: nothing.
    const clubs = path.join(edited, 'content', 'pages', 'clubs.yaml');
    fs.writeFileSync(clubs, fs.readFileSync(clubs, 'utf8').replace(/^title: .*$/m, 'title: Clubs and societies'));
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(lines()).toHaveLength(2);
    // A school file broken by hand: the site is not started on it, and keeps what it showed.
    fs.writeFileSync(school, 'phone: {source: office}\n');
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(lines()).toHaveLength(2);
    // The school's details mended and supplied: the site starts again on the build it has, and is asked to draw its pages again.
    fs.writeFileSync(school, schoolAsItWas.replace(/^phone:\n {2}source: pending$/m, 'phone:\n  source: office\n  confirmed: "The test, not the school"\n  value: +91 22 2345 6789'));
    await until(4);
    expect(lines().slice(2)).toEqual(['serving .next rebuilds=1', 'asked POST /api/revalidate {"content":["office"]} with the secret']);
    // A new page: built beside the running site, which then serves the new build.
    fs.writeFileSync(path.join(edited, 'content', 'pages', 'open-day-2027.yaml'), 'title: Open Day 2027\n');
    await until(6);
    expect(lines().slice(4)).toEqual([`built ${path.join('.next', 'demo-a')}`, `serving ${path.join('.next', 'demo-a')} rebuilds=1`]);
    // The prospectus, whose pictures the build draws: the other folder, never the one being served.
    fs.appendFileSync(path.join(edited, 'content', 'prospectus.yaml'), '\n');
    await until(8);
    expect(lines().slice(6)).toEqual([`built ${path.join('.next', 'demo-b')}`, `serving ${path.join('.next', 'demo-b')} rebuilds=1`]);
  } finally {
    const ended = new Promise((resolve) => runner.once('exit', resolve));
    runner.kill('SIGTERM');
    expect(await ended).toBe(0);
    fs.rmSync(edited, { recursive: true, force: true });
  }
}, 90_000);

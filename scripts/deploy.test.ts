/**
 * `npm run deploy` against a repository of its own in the temp folder: a site whose build writes its
 * version and whose server listens as the real one does (SO_REUSEPORT under the deploy, a "listening"
 * line, a clean stop on SIGTERM). A visitor asking on new connections all along sees no failure.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { deploy } from './deploy.mjs';

jest.setTimeout(120_000);

type Deployed = Awaited<ReturnType<typeof deploy>>;

const SITE_FILES = {
  'package.json': JSON.stringify({ name: 'site', private: true, type: 'module', scripts: { build: 'node build.mjs' } }),
  'build.mjs': `import fs from 'node:fs';
const version = fs.readFileSync('VERSION', 'utf8').trim();
if (version === 'broken') throw new Error('this version does not build');
fs.writeFileSync('built.txt', version);`,
  'scripts/serve.mjs': `import http from 'node:http';
import fs from 'node:fs';
const port = Number(process.argv[process.argv.indexOf('-p') + 1]);
const version = fs.readFileSync('built.txt', 'utf8');
const server = http.createServer((request, response) => response.end(version));
server.listen({ port, host: '127.0.0.1', reusePort: process.env.SITE_REUSE_PORT === '1' }, () => console.log(JSON.stringify({ event: 'listening', outbox: process.env.FORM_OUTBOX_DIR, actionKey: process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, internalPort: process.env.NEXT_INTERNAL_PORT })));
process.on('SIGTERM', () => { server.close(() => process.exit(0)); server.closeIdleConnections(); });`,
};

let folder: string;
let port: number;
const started: number[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return free;
}

const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Office', '-c', 'user.email=office@example.org', ...args], { cwd: path.join(folder, 'repo'), stdio: 'ignore' });

function commitVersion(version: string) {
  fs.writeFileSync(path.join(folder, 'repo', 'VERSION'), version);
  git('add', '-A');
  git('commit', '-q', '-m', version);
}

/** One request on a connection of its own, as a new visitor's. */
const askOnce = () =>
  new Promise<string>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/', agent: false, headers: { connection: 'close' } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(body));
    });
    request.on('error', reject);
  });

// Without net.ipv4.tcp_migrate_req, a connection waiting at the old release's listener as it closes is
// reset before any answer; a browser asks again on a new connection, and so does this visitor, once.
const resets: unknown[] = [];
const ask = () =>
  askOnce().catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
    resets.push(error);
    return askOnce();
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function deployed(ifChanged = false): Promise<Deployed> {
  // The test run's own outbox folder is not the host's: the deploy chooses one beside the releases.
  const env = { ...process.env, FORM_OUTBOX_DIR: '' };
  const result = await deploy({ repo: path.join(folder, 'repo'), releases: path.join(folder, 'releases'), port, hostname: '127.0.0.1', ifChanged, env, say: () => undefined });
  if (result.pid) started.push(result.pid);
  return result;
}

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kvns-deploy-test-'));
  fs.mkdirSync(path.join(folder, 'repo'));
  for (const [name, text] of Object.entries(SITE_FILES)) {
    fs.mkdirSync(path.dirname(path.join(folder, 'repo', name)), { recursive: true });
    fs.writeFileSync(path.join(folder, 'repo', name), text);
  }
  git('init', '-q', '-b', 'main');
  commitVersion('one');
  port = await freePort();
});

afterAll(() => {
  for (const pid of started) if (alive(pid)) process.kill(pid, 'SIGKILL');
  fs.rmSync(folder, { recursive: true, force: true });
});

test('a new commit goes live with no request refused, the old release stops, and the outbox stays outside the releases', async () => {
  const first = await deployed();
  if (!first.dir) throw new Error('the first deploy did nothing');
  expect(await ask()).toBe('one');
  expect(fs.readFileSync(path.join(first.dir, 'site.log'), 'utf8')).toContain(`"outbox":"${path.join(folder, 'releases', 'outbox')}"`);

  commitVersion('two');
  const answers: string[] = [];
  const failures: unknown[] = [];
  let asking = true;
  const visitor = (async () => {
    while (asking) await ask().then((answer) => answers.push(answer), (error: unknown) => failures.push(error));
  })();
  const second = await deployed(true);
  // A while after the swap, so the visitor also asks once only the new release is listening.
  await new Promise((resolve) => setTimeout(resolve, 300));
  asking = false;
  await visitor;

  expect(second.deployed).toBe(true);
  expect(failures).toEqual([]);
  expect(answers).toContain('one');
  expect(answers.at(-1)).toBe('two');
  expect(alive(first.pid!)).toBe(false);
  // Both releases built and served with one Server Action key, each Next on an internal port of its own.
  const logged = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'site.log'), 'utf8').split('\n').find((line) => line.includes('"listening"'))!);
  const [one, two] = [logged(first.dir), logged(second.dir!)];
  expect(one.actionKey).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  expect(two.actionKey).toBe(one.actionKey);
  expect(two.internalPort).not.toBe(one.internalPort);
});

test('nothing is done when the commit serving is the newest; a commit that does not build leaves the last one serving', async () => {
  expect((await deployed(true)).deployed).toBe(false);
  commitVersion('broken');
  await expect(deployed(true)).rejects.toThrow(/failed/);
  expect(await ask()).toBe('two');
  const running = JSON.parse(fs.readFileSync(path.join(folder, 'releases', 'running.json'), 'utf8'));
  expect(alive(running.pid)).toBe(true);
});

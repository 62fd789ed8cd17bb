// `npm run deploy`: a Node host's way from a merged edit (the office's, or anyone's) to the live site with
// no moment down. The branch's newest commit is cloned into a release folder of its own, installed (the
// last release's packages hard-linked when the lockfile is the same), built, and started as `npm run serve`
// starts it (nginx before `next start`) on the live port beside the running release (nginx's `reuseport`:
// the kernel gives new connections to both), its Next on an internal port of its own. Once the new one
// listens, the old one is asked to stop (SIGTERM: its nginx takes no new connection and finishes what it
// has, then its Next finishes its deliveries). A release that fails to build or start leaves the running
// one serving. Every release is built with one Server Action key (kept in DEPLOY_DIR/action-key unless
// NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is given), so a form on a page of the release before names actions the
// new release has.
//
//   npm run deploy [-- --if-changed] [--port 3000] [--hostname 127.0.0.1]
//
// DEPLOY_REPO (a git address; default: this checkout's origin, else this checkout), DEPLOY_BRANCH (main),
// DEPLOY_DIR (the releases' folder; default ../kvns-releases beside this checkout). The site's own
// settings come from the environment, as for `npm start`; FORM_OUTBOX_DIR defaults to DEPLOY_DIR/outbox so
// that posts waiting in the outbox outlive the release that took them. `--if-changed` does nothing when
// the branch's commit is the one serving (for a timer).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** How long a new release may take from its start to listening (Next prepares, the outbox opens). */
const START_LIMIT_MS = 120_000;
/** How long the old release may take to finish its requests and deliveries after SIGTERM. */
const STOP_LIMIT_MS = 60_000;
const STALE_LOCK_MS = 60 * 60_000;

function run(command, args, cwd, env = process.env) {
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

function output(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The releases' one Server Action key (32 random bytes, base64), made by the first deploy and kept beside them. */
function actionKey(releases) {
  const file = path.join(releases, 'action-key');
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

/** Linux's setting that hands a closing listener's waiting connections to another of the port's listeners. */
const MIGRATE_SETTING = '/proc/sys/net/ipv4/tcp_migrate_req';

/** Whether connections waiting at the old release's listener when it closes go to the new one, not reset. */
function waitingConnectionsMove() {
  try {
    return fs.readFileSync(MIGRATE_SETTING, 'utf8').trim() === '1';
  } catch {
    return false;
  }
}

/** A local path as git clones it shallowly (`file://`); a remote address as it is. */
const cloneAddress = (repo) => (/^[a-z][a-z0-9+.-]*:\/\/|^[^/]+@[^/]+:/i.test(repo) ? repo : pathToFileURL(path.resolve(repo)).href);

const sameFile = (a, b) => fs.existsSync(a) && fs.existsSync(b) && fs.readFileSync(a).equals(fs.readFileSync(b));

/** Waits for the site's "listening" line in its log; throws with the log's end when it stops first. */
async function listening(child, logFile) {
  const started = Date.now();
  while (Date.now() - started < START_LIMIT_MS) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    if (fs.readFileSync(logFile, 'utf8').includes('"event":"listening"')) return;
    await sleep(200);
  }
  child.kill('SIGTERM');
  const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
  throw new Error(`the new release did not start listening; the end of its log:\n${tail}`);
}

export async function deploy({ repo, branch = 'main', releases, port, hostname, ifChanged = false, env = process.env, say = console.log }) {
  fs.mkdirSync(releases, { recursive: true });
  const lock = path.join(releases, 'deploy.lock');
  // A deploy that was itself killed leaves its lock: past any build's length, it is taken as gone.
  if (fs.existsSync(lock) && Date.now() - fs.statSync(lock).mtimeMs > STALE_LOCK_MS) fs.rmSync(lock, { recursive: true, force: true });
  try {
    fs.mkdirSync(lock);
  } catch {
    say(`a deploy is under way (${lock}); nothing done`);
    return { deployed: false };
  }
  const times = {};
  const timed = async (step, work) => {
    const started = Date.now();
    const result = await work();
    times[step] = (Date.now() - started) / 1000;
    return result;
  };
  try {
    const runningFile = path.join(releases, 'running.json');
    const running = fs.existsSync(runningFile) ? JSON.parse(fs.readFileSync(runningFile, 'utf8')) : null;
    const newest = output('git', ['ls-remote', cloneAddress(repo), `refs/heads/${branch}`], releases).split(/\s/)[0];
    if (!newest) throw new Error(`${repo} has no branch ${branch}`);
    if (ifChanged && running?.commit === newest && alive(running.pid)) {
      say(`${newest.slice(0, 12)} is serving already; nothing done`);
      return { deployed: false };
    }
    const dir = path.join(releases, `${newest.slice(0, 12)}-${Date.now()}`);
    await timed('clone', () => run('git', ['clone', '--quiet', '--depth', '1', '--branch', branch, cloneAddress(repo), dir], releases));
    const commit = output('git', ['rev-parse', 'HEAD'], dir);
    await timed('install', () => {
      if (!fs.existsSync(path.join(dir, 'package-lock.json'))) return;
      const previous = running?.dir;
      if (previous && sameFile(path.join(previous, 'package-lock.json'), path.join(dir, 'package-lock.json')) && fs.existsSync(path.join(previous, 'node_modules'))) {
        run('cp', ['-al', path.join(previous, 'node_modules'), path.join(dir, 'node_modules')], dir);
      } else run('npm', ['ci', '--no-audit', '--no-fund'], dir, env);
    });
    // Two releases serve at once for a moment: each Next on its own internal port.
    const internalPort = running?.internalPort === port + 20000 ? port + 20001 : port + 20000;
    const siteEnv = {
      ...env,
      SITE_REUSE_PORT: '1',
      NEXT_INTERNAL_PORT: String(internalPort),
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY || actionKey(releases),
      FORM_OUTBOX_DIR: env.FORM_OUTBOX_DIR || path.join(releases, 'outbox'),
      NEXT_TELEMETRY_DISABLED: '1',
    };
    await timed('build', () => run('npm', ['run', 'build'], dir, siteEnv));
    const logFile = path.join(dir, 'site.log');
    const log = fs.openSync(logFile, 'a');
    const child = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(port), ...(hostname ? ['-H', hostname] : [])], { cwd: dir, env: siteEnv, detached: true, stdio: ['ignore', log, log] });
    fs.closeSync(log);
    await timed('start', () => listening(child, logFile));
    child.unref();
    fs.writeFileSync(runningFile, `${JSON.stringify({ commit, dir, pid: child.pid, internalPort, startedAt: new Date().toISOString() }, null, 2)}\n`);
    await timed('stop the old release', async () => {
      if (!running || !alive(running.pid)) return;
      if (!waitingConnectionsMove())
        say('note: net.ipv4.tcp_migrate_req is not 1, so a connection the old release had not yet accepted when it closes is reset (a browser asks again); `sysctl -w net.ipv4.tcp_migrate_req=1` hands them to the new release');
      process.kill(running.pid, 'SIGTERM');
      const asked = Date.now();
      while (alive(running.pid) && Date.now() - asked < STOP_LIMIT_MS) await sleep(100);
      if (alive(running.pid)) process.kill(running.pid, 'SIGKILL');
    });
    // The release before is kept for a rollback (deploy its commit again); older ones are removed.
    for (const name of fs.readdirSync(releases)) {
      const folder = path.join(releases, name);
      if (/^[0-9a-f]{12}-\d+$/.test(name) && folder !== dir && folder !== running?.dir) fs.rmSync(folder, { recursive: true, force: true });
    }
    const total = Object.values(times).reduce((sum, seconds) => sum + seconds, 0);
    say(`${commit.slice(0, 12)} is live on port ${port} (pid ${child.pid}) in ${total.toFixed(0)} s: ${Object.entries(times).map(([step, seconds]) => `${step} ${seconds.toFixed(1)} s`).join(', ')}`);
    return { deployed: true, commit, dir, pid: child.pid, times };
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { 'if-changed': { type: 'boolean' }, port: { type: 'string' }, hostname: { type: 'string' } } });
  const origin = output('git', ['remote', 'get-url', 'origin'], here);
  deploy({
    repo: process.env.DEPLOY_REPO || origin || here,
    branch: process.env.DEPLOY_BRANCH || 'main',
    releases: path.resolve(process.env.DEPLOY_DIR || path.join(here, '..', 'kvns-releases')),
    port: Number(values.port ?? process.env.PORT) || 3000,
    hostname: values.hostname,
    ifChanged: Boolean(values['if-changed']),
  }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

// `npm run serve`: the site on a Node host, as it runs in production: nginx on PORT (deploy/nginx/) in front of
// `next start` on an internal port of the loopback. One command for both: Ctrl-C or SIGTERM stops nginx first
// (it finishes the requests it holds), then Next (which finishes the form deliveries under way).
//   npm run serve [-- -p 3000] [-H 0.0.0.0]
// NGINX_BIN (default `nginx`), NEXT_INTERNAL_PORT (default PORT + 20000, or - 20000 past 45535), and the site's own settings.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Fills the ${KVNS_...} names of a template; any other `${...}` is nginx's own and left alone. */
export function fillTemplate(template, values) {
  return template.replace(/\$\{(KVNS_[A-Z_]+)\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`the nginx template names ${whole}, which has no value`);
    return values[name];
  });
}

/** `next start`'s port behind nginx on `port`: NEXT_INTERNAL_PORT, else 20000 above it (below it past 45535). */
export const internalPortOf = (port, env = process.env) => Number(env.NEXT_INTERNAL_PORT) || (port + 20000 <= 65535 ? port + 20000 : port - 20000);

/**
 * nginx's configuration, written into its own run folder; answers the main file's path. In front of one
 * `next start` (`next`, its address), or of those an upstream file lists (`upstreamServers`, as compose.yaml's).

 * @param {{ runDir: string, listen: string, appRules: string, next?: string, upstreamServers?: string }} where
 */
export function writeNginxConfig({ runDir, listen, next, upstreamServers, appRules }) {
  fs.mkdirSync(runDir, { recursive: true });
  const values = { KVNS_LISTEN: listen, KVNS_UPSTREAM_SERVERS: upstreamServers ?? path.join(runDir, 'upstream.conf'), KVNS_APP_RULES: appRules, KVNS_RUN_DIR: runDir, KVNS_SITE_CONF: path.join(runDir, 'site.conf') };
  // Each Next nginx may hold this many requests at once: past it, the site is busy (503), not slower for all.
  if (!upstreamServers) fs.writeFileSync(values.KVNS_UPSTREAM_SERVERS, `server ${next} max_conns=256;\n`);
  const read = (name) => fs.readFileSync(path.join(root, 'deploy', 'nginx', name), 'utf8');
  fs.writeFileSync(values.KVNS_SITE_CONF, fillTemplate(read('site.conf.template'), values));
  const main = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(main, fillTemplate(read('nginx.conf.template'), values));
  return main;
}

const portAnswers = (port, host) =>
  new Promise((resolve) => {
    const socket = net.connect({ port, host }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const log = (event, message, detail = {}) => console.log(JSON.stringify({ level: 30, time: Date.now(), event, ...detail, msg: message }));

async function serve() {
  const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
  const port = Number(values.port ?? process.env.PORT) || 3000;
  const internalPort = internalPortOf(port);
  const distDir = process.env.NEXT_DIST_DIR?.trim() || '.next';
  const appRules = path.resolve(root, distDir, 'nginx');
  if (!fs.existsSync(path.join(appRules, 'app-locations.conf'))) throw new Error(`no build in ${distDir}: run \`npm run build\` first (it writes nginx's rules into ${distDir}/nginx/)`);
  const nginx = process.env.NGINX_BIN || 'nginx';
  const runDir = path.resolve(root, distDir, `nginx-run-${port}`);
  const reusePort = process.env.SITE_REUSE_PORT?.trim() === '1';
  const listen = `${values.hostname ? `${values.hostname.includes(':') ? `[${values.hostname}]` : values.hostname}:` : ''}${port} backlog=4096${reusePort ? ' reuseport' : ''}`;
  const config = writeNginxConfig({ runDir, listen, next: `127.0.0.1:${internalPort}`, appRules });
  const tested = spawnSync(nginx, ['-t', '-q', '-p', runDir, '-c', config, '-e', 'stderr'], { encoding: 'utf8' });
  if (tested.error || tested.status !== 0) throw new Error(`nginx refused its configuration (${config}): ${tested.error?.message ?? tested.stderr}`);

  // Next: its own stop is replaced by the site's (lib/server/lifecycle.ts), which waits for form deliveries.
  const site = spawn(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(internalPort), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, NEXT_MANUAL_SIG_HANDLE: '1', NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  let front = null;
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    log('serve.stopping', `stopping (${signal}): nginx first, then Next`, { signal });
    // SIGQUIT: nginx stops listening, finishes what it holds, then exits.
    if (front && front.exitCode === null) {
      front.kill('SIGQUIT');
      await new Promise((resolve) => (front.exitCode !== null ? resolve() : front.once('exit', resolve)));
    }
    if (site.exitCode === null) site.kill('SIGTERM');
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  site.once('exit', (code, signal) => {
    if (!stopping) log('serve.next_exited', `next start exited (${code ?? signal}); stopping nginx`);
    stopping = true;
    if (front && front.exitCode === null) front.kill('SIGQUIT');
    process.exitCode = code ?? 1;
  });

  while (!(await portAnswers(internalPort, '127.0.0.1'))) {
    if (site.exitCode !== null || stopping) return;
    await sleep(100);
  }
  front = spawn(nginx, ['-p', runDir, '-c', config, '-e', 'stderr', '-g', 'daemon off;'], { stdio: 'inherit' });
  front.once('exit', (code, signal) => {
    if (!stopping) {
      log('serve.nginx_exited', `nginx exited (${code ?? signal}); stopping Next`);
      void stop('nginx exited');
      process.exitCode = 1;
    }
  });
  while (!(await portAnswers(port, values.hostname && values.hostname !== '0.0.0.0' ? values.hostname : '127.0.0.1'))) {
    if (front.exitCode !== null || stopping) return;
    await sleep(50);
  }
  log('listening', `the site is listening on ${values.hostname ?? 'all addresses'}, port ${port} (nginx, in front of next start on 127.0.0.1:${internalPort})`, { port, hostname: values.hostname ?? 'all addresses' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  serve().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

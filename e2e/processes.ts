import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E } from './settings.mjs';

/** Servers the end-to-end tests start beside the suite's own: more sites, providers, a Redis. */
export const ROOT = path.resolve(import.meta.dirname, '..');
/** Next's command, as npm installs it; run with this Node (`process.execPath`). */
export const NEXT_BIN = path.join(ROOT, 'node_modules', '.bin', 'next');
/** The site behind nginx, as `npm run serve` runs it on a Node host (`-p`, `-H` as Next's); run with this Node. */
export const SITE_SERVER = path.join(ROOT, 'scripts', 'serve.mjs');

/** Signals a started process and what it started (nginx and Next under `npm run serve`): for SIGKILL, nothing of it may outlive it. */
export function signalAll(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/** Starts a process in the project folder; `stop` ends every one started. */
export function processGroup(baseEnv: NodeJS.ProcessEnv) {
  const children: ChildProcess[] = [];
  return {
    /** `log`: a file that keeps what it prints, for a failure to be read by. */
    start(command: string, args: string[], extraEnv: Record<string, string> = {}, log?: string): ChildProcess {
      const output = log === undefined ? 'ignore' : fs.openSync(log, 'a');
      // A group of its own, so that what it starts is stopped with it.
      const child = spawn(command, args, { cwd: ROOT, env: { ...baseEnv, ...extraEnv }, stdio: ['ignore', output, output], detached: true });
      if (typeof output === 'number') fs.closeSync(output);
      children.push(child);
      return child;
    },
    stop() {
      for (const child of children) {
        signalAll(child, 'SIGCONT');
        child.kill('SIGTERM');
      }
    },
  };
}

/**
 * A fresh folder for a started site's form outbox. Every site the tests start needs one of its own: a site
 * on the suite's outbox folder would deliver the suite's queued posts to its own provider.
 */
export function outboxDirOfItsOwn(name: string): string {
  const sites = path.join(ROOT, E2E.sitesDir);
  fs.mkdirSync(sites, { recursive: true });
  return fs.mkdtempSync(path.join(sites, `${name}-`));
}

/** Retries `check` every 250 ms until it holds; throws after `attempts` tries. */
export async function waitFor(check: () => Promise<boolean>, what: string, attempts = 120) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not happen`);
}

/** Debian's redis-server on its own port, nothing saved. */
export const redisArgs = (port: number) => ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];

export const redisCli = (port: number, ...args: string[]) => spawnSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8', timeout: 2000 }).stdout.trim();

export const redisAnswers = (port: number) => async () => redisCli(port, 'ping') === 'PONG';

/**
 * WebKit (Safari's engine) from Debian's webkit2gtk-driver, over plain W3C WebDriver: Playwright cannot
 * drive it. The driver starts MiniBrowser, so it runs under xvfb-run. `.ci/run` installs both.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** True when this machine can run WebKit (CI always can: it installs it). */
export function webkitAvailable(): boolean {
  return spawnSync('sh', ['-c', `test -x ${WEBKIT_DRIVER} && test -x ${MINIBROWSER} && command -v xvfb-run`]).status === 0;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

import { pollUntil, type EngineSession } from './engines';

/**
 * MiniBrowser's settings file with the default font at 32 px, twice its own 16: the largest text a family
 * sets. MiniBrowser takes a font size from a settings file only (`--config`), not from its arguments.
 */
function largeTextSettings(folder: string): string {
  const file = path.join(folder, 'minibrowser-large-text.ini');
  fs.writeFileSync(file, '[websettings]\ndefault-font-size=32\n');
  return file;
}

/**
 * A MiniBrowser session; `features` as MiniBrowser's --features (e.g. `-PopoverAttribute`); `largeText`
 * sets the default font at 32 px.
 */
export async function webkitSession({ width, height, features, largeText }: { width: number; height: number; features?: string; largeText?: boolean }): Promise<EngineSession> {
  const port = await freePort();
  // xvfb-run keeps its Xauthority in a folder under TMPDIR, which it removes only when it ends on its own:
  // the session's own folder holds it, and goes with the session.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kvns-webkit-'));
  const driver: ChildProcess = spawn('xvfb-run', ['-a', WEBKIT_DRIVER, `--port=${port}`], { stdio: 'ignore', detached: true, env: { ...process.env, TMPDIR: folder } });
  const base = `http://127.0.0.1:${port}`;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (value && typeof value === 'object' && 'error' in value && value.error) throw new Error(`WebDriver ${path}: ${value.error}: ${value.message}`);
    return value;
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      await call('GET', '/status');
      break;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const args = ['--automation', ...(features ? [`--features=${features}`] : []), ...(largeText ? [`--config=${largeTextSettings(folder)}`] : [])];
  const { sessionId } = await call<{ sessionId: string }>('POST', '/session', {
    capabilities: { alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args } } },
  });
  const session = `/session/${sessionId}`;
  await call('POST', `${session}/window/rect`, { width, height });
  const element = async (selector: string) => {
    const found = await call<Record<string, string>>('POST', `${session}/element`, { using: 'css selector', value: selector });
    return Object.values(found)[0]!;
  };
  return {
    run: (script) => call('POST', `${session}/execute/sync`, { script, args: [] }),
    open: (url) => call('POST', `${session}/url`, { url }),
    click: async (selector) => {
      await call('POST', `${session}/element/${await element(selector)}/click`, {});
    },
    type: async (selector, text) => {
      await call('POST', `${session}/element/${await element(selector)}/value`, { text });
    },
    // WebDriver's Send Keys to a file input sets its file from a path.
    upload: async (selector, path) => {
      await call('POST', `${session}/element/${await element(selector)}/value`, { text: path });
    },
    // MiniBrowser's console is not readable over WebDriver: the journeys' recorder in the page reads it.
    consoleErrors: async () => [],
    until: (script, timeoutMs) => pollUntil((body) => call('POST', `${session}/execute/sync`, { script: body, args: [] }), script, timeoutMs),
    keys: (text) => call('POST', `${session}/actions`, { actions: [{ type: 'key', id: 'keyboard', actions: [...text].flatMap((key) => [{ type: 'keyDown', value: key }, { type: 'keyUp', value: key }]) }] }),
    close: async () => {
      await call('DELETE', session).catch(() => undefined);
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
      await new Promise((resolve) => {
        if (driver.exitCode !== null) return resolve(null);
        driver.once('exit', resolve);
        setTimeout(resolve, 5_000).unref();
      });
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

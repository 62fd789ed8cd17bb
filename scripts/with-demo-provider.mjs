// Runs commands one after another with the demo provider up, then stops it.
//   node scripts/with-demo-provider.mjs "next build" "next start"
// With --rebuild-on-save (the demo), the first command builds and the second serves; while it serves, every
// save the editor writes is shown (lib/editor/rebuild.ts): the site starts again on its build and draws its
// pages again, or, for what only a build shows, builds into a second folder and starts again on that: the
// office sees its school details, fees and photos without a developer.
// The provider listens where PROVIDER_API_URL points (default http://127.0.0.1:4010); if something
// already answers there, that one is used. Exits with the first failing command's code.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDemoProvider } from '../demo-provider/server.mjs';
import { editedRoot } from '../lib/content/editedRoot.ts';
import { pendingItems } from '../lib/content/office.ts';
import { savesNeed } from '../lib/editor/rebuild.ts';
import { OFFICE_FILES } from '../lib/provider/officeFiles.ts';
import { settings } from '../lib/server/settings.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const providerUrl = new URL(settings.providerApiUrl);
const port = Number(providerUrl.port || 80);
const host = providerUrl.hostname;

function isListening() {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts a command in the site's folder; `done` is its exit code. Ctrl-C and SIGTERM reach it. */
function start(command, extraEnv = {}) {
  const [bin, ...args] = command.split(' ').filter(Boolean);
  const localBin = path.join(root, 'node_modules', '.bin', bin);
  const env = { ...process.env, ...extraEnv };
  // The demo's own address follows its port (`PORT=3001 npm run demo`): forms accept posts from SITE_URL.
  if (!env.SITE_URL && env.PORT) env.SITE_URL = `http://localhost:${env.PORT}`;
  // A demo reports nothing to Next's telemetry, and so prints no notice about it.
  env.NEXT_TELEMETRY_DISABLED ??= '1';
  const child = spawn(bin === 'node' ? process.execPath : localBin, args, { stdio: 'inherit', cwd: root, env });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const done = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
  return { child, done };
}

const run = (command, extraEnv) => start(command, extraEnv).done;

/** Where the editor writes: this checkout, or CONTENT_EDITOR_ROOT (lib/content/editedRoot.ts). */
const edited = path.resolve(root, editedRoot(process.env, root));

const builtPageNames = () => new Set(fs.readdirSync(path.join(edited, 'content', 'pages')).filter((name) => name.endsWith('.yaml')).map((name) => name.slice(0, -'.yaml'.length)));

/** Why the school's files cannot be read as the site reads them (a hand edit, a half-written file); null when they can. */
function unreadable() {
  try {
    pendingItems(edited);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Until the site answers on its port (PORT, as `next start` reads it); false if it has not after a minute. */
async function siteAnswers(base) {
  for (let waited = 0; waited < 60_000; waited += 200) {
    // Any answer will do: the health says 503 while the provider is away, and the site is up all the same.
    const ok = await fetch(`${base}/api/health`).then(() => true, () => false);
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** Asks the site started again to draw every page from the school's files (the webhook's `office`). */
async function drawPagesAgain(base) {
  const answer = await fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${process.env.REVALIDATE_SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content: [OFFICE_FILES] }),
  }).catch((error) => ({ ok: false, status: String(error) }));
  if (!answer.ok) console.log(`[demo] the site did not draw its pages again (${answer.status}): a page may show its last copy until its next revalidation`);
}

/**
 * Serves, and after each save shows it: a save only a build shows (a new page, the prospectus) is built
 * into a second folder and the site restarts on that build; any other (the school's details, fees, hours,
 * photos) restarts the site on the build it has, which reads the files as it starts, and draws its pages
 * again. Ends when the server does.
 */
async function serveRebuildingOnSave(build, serve) {
  let builtPages = builtPageNames();
  const firstBuild = await run(build);
  if (firstBuild !== 0) return firstBuild;
  // Two folders of its own, taken in turn, so a build never writes where the running site reads.
  const folders = [path.join(settings.distDir, 'demo-a'), path.join(settings.distDir, 'demo-b')];
  const base = `http://127.0.0.1:${process.env.PORT || 3000}`;
  const folderEnv = (folder) => (folder === settings.distDir ? {} : { NEXT_DIST_DIR: folder });
  let serving = { folder: settings.distDir, ...start(serve) };
  let swapping = false;
  const saved = { build: new Set(), restart: new Set() };
  let busy = false;
  let timer = null;

  async function serveFrom(folder) {
    swapping = true;
    serving.child.kill('SIGTERM');
    await serving.done;
    serving = { folder, ...start(serve, folderEnv(folder)) };
    swapping = false;
  }

  async function showSaves() {
    if (busy || saved.build.size + saved.restart.size === 0) return;
    busy = true;
    const files = [...saved.build, ...saved.restart];
    const needsBuild = saved.build.size > 0;
    saved.build.clear();
    saved.restart.clear();
    const began = Date.now();
    let started = false;
    if (needsBuild) {
      const pages = builtPageNames();
      const folder = folders.find((candidate) => candidate !== serving.folder);
      console.log(`[demo] saved ${files.join(', ')}: building the site again while it serves`);
      const code = await run(build, { NEXT_DIST_DIR: folder });
      if (code === 0) {
        await serveFrom(folder);
        builtPages = pages;
        started = await siteAnswers(base);
      } else console.log('[demo] that build failed (said above): the site keeps what it showed; the next save tries again');
    } else {
      const problem = unreadable();
      if (problem) console.log(`[demo] saved ${files.join(', ')}, but the site cannot read them (${problem}): it keeps what it showed until they are mended`);
      else {
        console.log(`[demo] saved ${files.join(', ')}: starting the site again on its build, which reads them`);
        await serveFrom(serving.folder);
        started = await siteAnswers(base);
        if (started) await drawPagesAgain(base);
      }
    }
    if (started) console.log(`[demo] the site shows the saves ${((Date.now() - began) / 1000).toFixed(1)} s after them`);
    busy = false;
    if (saved.build.size + saved.restart.size) void showSaves();
  }

  const heard = (folder) => (_event, name) => {
    if (!name) return;
    const file = `${folder}/${String(name).split(path.sep).join('/')}`;
    // A folder made for an upload is said by the file in it.
    if (fs.statSync(path.join(edited, file), { throwIfNoEntry: false })?.isDirectory()) return;
    const need = savesNeed([file], builtPages);
    for (const one of need.build) saved.build.add(one);
    for (const one of need.restart) saved.restart.add(one);
    if (need.build.length + need.restart.length === 0) return;
    // A save writes several files; the site starts again once they are all written.
    clearTimeout(timer);
    timer = setTimeout(() => void showSaves(), 1500);
  };
  const watchers = ['content', 'public'].map((folder) => fs.watch(path.join(edited, folder), { recursive: true }, heard(folder)));
  for (;;) {
    const current = serving;
    const code = await current.done;
    if (current === serving && !swapping) {
      for (const watcher of watchers) watcher.close();
      clearTimeout(timer);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let server = null;
if (await isListening()) {
  console.log(`[demo] a provider already answers at ${providerUrl.origin}; using it`);
} else {
  server = createDemoProvider();
  await new Promise((resolve) => server.listen(port, host, resolve));
  console.log(`[demo] demo provider on ${providerUrl.origin}`);
}

const rebuildOnSave = process.argv[2] === '--rebuild-on-save';
const commands = process.argv.slice(rebuildOnSave ? 3 : 2);
let exitCode = 0;
if (rebuildOnSave) {
  // The editor tells the office that its saves are built by themselves (lib/editor/mode.ts).
  process.env.DEMO_REBUILDS_ON_SAVE = '1';
  // The demo asks the site it started again to draw its pages (the webhook): a secret of its own unless given.
  process.env.REVALIDATE_SECRET ||= randomBytes(24).toString('hex');
  exitCode = await serveRebuildingOnSave(commands[0], commands[1]);
}
else
  for (const command of commands) {
    exitCode = await run(command);
    if (exitCode !== 0) break;
  }
server?.close();
server?.closeAllConnections?.();
process.exit(exitCode);

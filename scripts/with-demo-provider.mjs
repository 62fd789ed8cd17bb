// Runs commands one after another with the demo provider up, then stops it.
//   node scripts/with-demo-provider.mjs "next build" "node server.ts"
// The provider listens where PROVIDER_API_URL points (default http://127.0.0.1:4010); if something
// already answers there, that one is used. Exits with the first failing command's code.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDemoProvider } from '../demo-provider/server.mjs';
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

function run(command) {
  return new Promise((resolve) => {
    const [bin, ...args] = command.split(' ').filter(Boolean);
    const localBin = path.join(root, 'node_modules', '.bin', bin);
    const env = { ...process.env };
    // The demo's own address follows its port (`PORT=3001 npm run demo`): forms accept posts from SITE_URL.
    if (!env.SITE_URL && env.PORT) env.SITE_URL = `http://localhost:${env.PORT}`;
    // A demo reports nothing to Next's telemetry, and so prints no notice about it.
    env.NEXT_TELEMETRY_DISABLED ??= '1';
    const child = spawn(bin === 'node' ? process.execPath : localBin, args, { stdio: 'inherit', cwd: root, env });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

let server = null;
if (await isListening()) {
  console.log(`[demo] a provider already answers at ${providerUrl.origin}; using it`);
} else {
  server = createDemoProvider();
  await new Promise((resolve) => server.listen(port, host, resolve));
  console.log(`[demo] demo provider on ${providerUrl.origin}`);
}

let exitCode = 0;
for (const command of process.argv.slice(2)) {
  exitCode = await run(command);
  if (exitCode !== 0) break;
}
server?.close();
server?.closeAllConnections?.();
process.exit(exitCode);

/** `npm run demo` on another port: the commands it runs are told the site's address on that port. */
import { execFile } from 'node:child_process';
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

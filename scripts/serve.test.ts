import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appLocations, appMaps, writeAppRules } from '../deploy/nginx/appRules.mjs';
import { fillTemplate, writeNginxConfig } from './serve.mjs';
import { BODY_LIMITS, EARLIER_BUILD_POST_PREFIX, EDITOR_API_PREFIX, QUERY_READING_PAGES } from '@/lib/entry/bodyLimits';

test('nginx reads every address that takes a body, with its own limit in kilobytes, from the app\'s declarations', () => {
  const locations = appLocations();
  for (const [address, { maxBytes }] of Object.entries(BODY_LIMITS)) {
    const start = locations.indexOf(`location = ${address} {`);
    const block = locations.slice(start, locations.indexOf('\n}', start));
    expect(start).toBeGreaterThanOrEqual(0);
    expect(block).toContain(`client_max_body_size ${Math.ceil(maxBytes / 1024)}k;`);
  }
  for (const prefix of [EARLIER_BUILD_POST_PREFIX, EDITOR_API_PREFIX]) expect(locations).toContain(`location ^~ ${prefix} {`);
  // Only the page posts are sent on when Next does not know their Server Action, and must declare their length.
  const pagePosts = Object.values(BODY_LIMITS).filter(({ pagePost }) => pagePost).length;
  expect(locations.match(/error_page 409/g)).toHaveLength(pagePosts);
  expect(locations.match(/if \(\$http_transfer_encoding\) \{\n {8}return 411;/g)).toHaveLength(pagePosts);
  // A location with error pages of its own loses the server's: each must still answer "busy" when Next is away.
  const withOwnErrorPages = locations.split('\nlocation ').filter((block) => block.includes('error_page'));
  expect(withOwnErrorPages.length).toBeGreaterThanOrEqual(pagePosts);
  for (const block of withOwnErrorPages) expect(block).toContain('error_page 502 504 = @busy;');
});

test('nginx passes a query only to the pages that read one', () => {
  const maps = appMaps();
  for (const page of QUERY_READING_PAGES) expect(maps).toContain(`    ${page} 1;`);
  expect(maps).toContain('    default 0;');
});

test('nginx takes a POST exactly where the app declares a body: every body address and prefix, nothing else', () => {
  const maps = appMaps();
  const takesBody = maps.slice(maps.indexOf('map $uri $kvns_takes_body {'));
  const lines = takesBody.slice(0, takesBody.indexOf('\n}')).split('\n').slice(2);
  expect(lines).toEqual([...Object.keys(BODY_LIMITS).map((address) => `    ${address} 1;`), `    ~^${EARLIER_BUILD_POST_PREFIX} 1;`, `    ~^${EDITOR_API_PREFIX} 1;`]);
});

test('a template names only what is given: an unknown name stops the start, nginx\'s own variables are left alone', () => {
  expect(fillTemplate('listen ${KVNS_LISTEN}; set $a ${b};', { KVNS_LISTEN: '3000' })).toBe('listen 3000; set $a ${b};');
  expect(() => fillTemplate('${KVNS_MISSING}', {})).toThrow('KVNS_MISSING');
});

const nginxInstalled = spawnSync('nginx', ['-v']).status === 0;

(nginxInstalled ? test : test.skip)('the whole configuration, as `npm run serve` writes it, is one nginx accepts', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kvns-nginx-'));
  const appRules = writeAppRules(dir);
  const config = writeNginxConfig({ runDir: path.join(dir, 'run'), listen: '127.0.0.1:39999', next: '127.0.0.1:59999', appRules });
  const tested = spawnSync('nginx', ['-t', '-p', path.join(dir, 'run'), '-c', config, '-e', 'stderr'], { encoding: 'utf8' });
  expect(tested.stderr).toContain('test is successful');
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the splash says it varies by Save-Data in both its answers, beside what Next varies by: nginx adds it where / is answered', () => {
  const site = fs.readFileSync(path.join(__dirname, '..', 'deploy', 'nginx', 'site.conf.template'), 'utf8');
  const splash = site.slice(site.indexOf('location = / {'), site.indexOf('\n    }', site.indexOf('location = / {')));
  expect(splash).toContain('add_header Vary Save-Data;');
});

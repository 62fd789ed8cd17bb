import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { readSettings, SettingsError } from './settings';

test('with nothing set the site starts alone: no Redis, no traces, no other origin, no proxy trusted, the outbox on disk', () => {
  const settings = readSettings({});
  expect(settings).toMatchObject({ sharedCacheRedisUrl: undefined, countsRedisUrl: undefined, tracesEndpoint: undefined, formAllowedOrigins: [], trustedProxyHops: 0, schoolCode: 'KVNS' });
  expect(settings.outbox.mode).toBe('embedded');
  // Each default address is one the checks accept when it is set.
  expect(readSettings({ PROVIDER_API_URL: settings.providerApiUrl, SITE_URL: settings.siteUrl })).toEqual(settings);
});

test('addresses lose their trailing slashes; origins are kept as origins', () => {
  const settings = readSettings({ SITE_URL: 'https://www.kvns.example/', FORM_ALLOWED_ORIGINS: ' https://preview.kvns.example , http://localhost:3001' });
  expect(settings.siteUrl).toBe('https://www.kvns.example');
  expect(settings.formAllowedOrigins).toEqual(['https://preview.kvns.example', 'http://localhost:3001']);
});

test('observability: the log level in any case, a sample rate from 0 to 1, a traces endpoint only when set', () => {
  expect(readSettings({ LOG_LEVEL: 'DEBUG', VITALS_SAMPLE_RATE: '0', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toMatchObject({
    logLevel: 'debug',
    vitalsSampleRate: 0,
    tracesEndpoint: 'http://collector:4318',
  });
  expect(readSettings({ VITALS_SAMPLE_RATE: '1' }).vitalsSampleRate).toBe(1);
});

const KEY = 'ab'.repeat(32);

test('Redis: the shared cache and the outbox use it, except that Vercel keeps its own cache; Vercel trusts one proxy', () => {
  expect(readSettings({ REDIS_URL: 'redis://127.0.0.1:6379', FORM_OUTBOX_KEY: KEY })).toMatchObject({ sharedCacheRedisUrl: 'redis://127.0.0.1:6379', outbox: { mode: 'redis' } });
  expect(readSettings({ REDIS_URL: 'redis://127.0.0.1:6379', FORM_OUTBOX_KEY: KEY, VERCEL: '1' })).toMatchObject({ sharedCacheRedisUrl: undefined, trustedProxyHops: 1, outbox: { mode: 'redis' } });
  expect(readSettings({ VERCEL: '1' }).outbox.mode).toBe('off');
});

test.each([
  ['CONTENT_REVALIDATE_SECONDS', 'abc'],
  ['CONTENT_REVALIDATE_SECONDS', '0'],
  ['CONTENT_REVALIDATE_SECONDS', '2.5'],
  ['PROVIDER_TIMEOUT_MS', '-1'],
  ['FORM_RATE_LIMIT_MAX', 'five'],
  ['TRUSTED_PROXY_HOPS', '11'],
  ['TRUSTED_PROXY_HOPS', '1.5'],
  ['IMAGE_CACHE_MAX_MB', 'lots'],
  ['FORM_OUTBOX_RETRY_BASE_MS', '1e400'],
  ['PROVIDER_API_URL', 'provider.example'],
  ['PROVIDER_API_URL', 'ftp://provider.example'],
  ['PROVIDER_API_URL', 'https://user:pass@provider.example'],
  ['SITE_URL', 'https://www.kvns.example/?preview=1'],
  ['FORM_ALLOWED_ORIGINS', 'https://preview.kvns.example/form'],
  ['REDIS_URL', 'localhost:6379'],
  ['SCHOOL_CODE', 'KV NS'],
  ['LOG_LEVEL', 'verbose'],
  ['VITALS_SAMPLE_RATE', '10%'],
  ['VITALS_SAMPLE_RATE', '1.5'],
  ['OTEL_EXPORTER_OTLP_ENDPOINT', 'collector:4318'],
  ['REVALIDATE_SECRET', 'hunter2'],
  ['METRICS_TOKEN', 'short'],
  ['CRON_SECRET', 'sixteen chars with spaces'],
  ['PROVIDER_TOKEN', 'a token\nwith a line break'],
])('%s=%j is refused, naming the variable', (name, value) => {
  expect(() => readSettings({ [name]: value })).toThrow(SettingsError);
  expect(() => readSettings({ [name]: value })).toThrow(new RegExp(`^${name} must`));
});

test('secrets are checked, not kept in the settings', () => {
  const settings = readSettings({ REVALIDATE_SECRET: 'kvns-webhook-3f9a2c7e', PROVIDER_TOKEN: 'x' });
  expect(JSON.stringify(settings)).not.toContain('kvns-webhook-3f9a2c7e');
});

test('FORM_OUTBOX_KEY: a bad key, or none with REDIS_URL, stops the start naming the variable; a good one in hex or base64 passes', () => {
  for (const env of [{ FORM_OUTBOX_KEY: 'hunter2' }, { FORM_OUTBOX_KEY: 'ab'.repeat(31) }, { REDIS_URL: 'redis://127.0.0.1:6379' }]) {
    expect(() => readSettings(env)).toThrow(SettingsError);
    expect(() => readSettings(env)).toThrow(/^FORM_OUTBOX_KEY /);
  }
  expect(readSettings({ FORM_OUTBOX_KEY: KEY }).outbox.key).toBe(KEY);
  expect(readSettings({ FORM_OUTBOX_KEY: Buffer.alloc(32, 7).toString('base64') }).outbox.mode).toBe('embedded');
});

test('next.config.js refuses a bad value when the build or the server starts', () => {
  const load = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--input-type=module', '-e', "await import('./next.config.js')"], { cwd: path.resolve(__dirname, '..', '..'), env: { ...process.env, ...env }, encoding: 'utf8' });
  expect(load({}).status).toBe(0);
  const refused = load({ CONTENT_REVALIDATE_SECONDS: 'five minutes' });
  expect(refused.status).not.toBe(0);
  expect(refused.stderr).toContain('CONTENT_REVALIDATE_SECONDS must be a whole number of at least 1, not "five minutes".');
});

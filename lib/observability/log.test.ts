import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Runs a script against the real logger in a process of its own, and reads the lines it wrote. */
function logLines(script: string, env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: '', ...env },
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  return run.stdout.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
}

const imports = `
  import { log } from './lib/observability/log.ts';
  import { runInRequest } from './lib/observability/requestContext.ts';
`;

test('one JSON object a line, with the level, the time, and the id of the request it was written for, also after an await', () => {
  const lines = logLines(`${imports}
    log.info({ event: 'start' }, 'outside any request');
    await runInRequest({ requestId: 'req-42' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.warn({ event: 'provider.failed', content: 'news' }, 'provider call failed');
    });`);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatchObject({ level: 'info', event: 'start', msg: 'outside any request' });
  expect(lines[0]).not.toHaveProperty('requestId');
  expect(lines[1]).toMatchObject({ level: 'warn', event: 'provider.failed', content: 'news', requestId: 'req-42' });
  expect(new Date(String(lines[1]!.time)).getTime()).not.toBeNaN();
});

test("a form's fields never reach the log, even passed by mistake", () => {
  const lines = logLines(`${imports}
    log.info({ event: 'form.outcome', form: 'enquiry', email: 'parent@example.org', fields: { name: 'Zarina Quilloughby' }, post: { phone: '9820098200' } }, 'posted');`);
  const text = JSON.stringify(lines);
  for (const value of ['parent@example.org', 'Zarina', '9820098200']) expect(text).not.toContain(value);
  expect(lines[0]).toMatchObject({ form: 'enquiry', event: 'form.outcome' });
});

test('LOG_LEVEL sets what is written', () => {
  const lines = logLines(`${imports}
    log.info('not written'); log.error('written');`, { LOG_LEVEL: 'error' });
  expect(lines.map((line) => line.msg)).toEqual(['written']);
});

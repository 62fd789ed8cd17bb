/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createDemoProvider } from '@/demo-provider/server.mjs';
import { VALID_ENQUIRY } from '@/test/forms';

const SITE = 'http://localhost:3000';
let provider: Server;
let providerUrl: string;
let deliver: (request: Request) => Promise<Response>;
let postEnquiry: (request: Request) => Promise<Response>;

const setFault = (mode: string) => fetch(`${providerUrl}/__demo/fault`, { method: 'POST', body: JSON.stringify({ mode, match: '/api/form/' }) });
const submissions = async () => (await (await fetch(`${providerUrl}/__demo/submissions`)).json()).submissions as { fields: Record<string, string> }[];
const cronCall = (authorization?: string) => deliver(new Request(`${SITE}/api/outbox/deliver`, { headers: authorization ? { authorization } : {} }));

beforeAll(async () => {
  provider = createDemoProvider({ token: undefined });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  Object.assign(process.env, {
    PROVIDER_API_URL: providerUrl,
    SITE_URL: SITE,
    FORM_OUTBOX_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'cron-outbox-')),
    FORM_OUTBOX_ANSWER_WITHIN_MS: '500',
    FORM_OUTBOX_RETRY_BASE_MS: '50',
    FORM_OUTBOX_RETRY_CAP_MS: '50',
  });
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('kvns.forms.outbox')];
  jest.resetModules();
  deliver = (await import('../outbox/deliver/route')).GET;
  postEnquiry = (await import('../enquiry/route')).POST;
  for (const method of ['info', 'warn', 'error'] as const) jest.spyOn(console, method).mockImplementation(() => {});
});

afterAll(async () => {
  delete process.env.CRON_SECRET;
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
});

test('the scheduler route is off without CRON_SECRET, refuses another secret, and delivers what is due, once', async () => {
  expect((await cronCall('Bearer anything')).status).toBe(404);
  process.env.CRON_SECRET = 'cron-secret';
  expect((await cronCall('Bearer nope')).status).toBe(401);

  await setFault('down');
  const answer = await (
    await postEnquiry(new Request(`${SITE}/api/enquiry`, { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json' }, body: JSON.stringify(VALID_ENQUIRY) }))
  ).json();
  expect(answer).toMatchObject({ ok: true, delivered: false });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await (await cronCall('Bearer cron-secret')).json()).toMatchObject({ pending: 1 });

  await setFault('ok');
  await new Promise((resolve) => setTimeout(resolve, 100));
  const done = await cronCall('Bearer cron-secret');
  expect(await done.json()).toMatchObject({ pending: 0, undeliverable: 0 });
  await cronCall('Bearer cron-secret');
  const sent = (await submissions()).filter((submission) => submission.fields.message?.endsWith(answer.reference));
  expect(sent).toHaveLength(1);
});

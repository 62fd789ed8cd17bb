import { VALID_ENQUIRY } from '@/test/forms';
import { startTestProvider, TEST_SITE as SITE, useSiteSettings } from '@/test/provider';

let provider: Awaited<ReturnType<typeof startTestProvider>>;
let providerUrl: string;
let deliver: (request: Request) => Promise<Response>;
let postEnquiry: (request: Request) => Promise<Response>;

const submissions = async () => (await (await fetch(`${providerUrl}/__demo/submissions`)).json()).submissions as { fields: Record<string, string> }[];
const cronCall = (authorization?: string) => deliver(new Request(`${SITE}/api/outbox/deliver`, { headers: authorization ? { authorization } : {} }));

beforeAll(async () => {
  provider = await startTestProvider();
  providerUrl = provider.url;
  useSiteSettings(providerUrl, { FORM_OUTBOX_RETRY_BASE_MS: '50', FORM_OUTBOX_RETRY_CAP_MS: '50' });
  jest.resetModules();
  deliver = (await import('./route')).GET;
  postEnquiry = (await import('../../enquiry/route')).POST;
  for (const method of ['info', 'warn', 'error'] as const) jest.spyOn(console, method).mockImplementation(() => {});
});

afterAll(async () => {
  delete process.env.CRON_SECRET;
  await provider.close();
});

test('the scheduler route is off without CRON_SECRET, refuses another secret, and delivers what is due, once', async () => {
  expect((await cronCall('Bearer anything')).status).toBe(404);
  process.env.CRON_SECRET = 'cron-secret-for-tests';
  expect((await cronCall('Bearer nope')).status).toBe(401);

  await provider.setFault('down');
  const answer = await (
    await postEnquiry(new Request(`${SITE}/api/enquiry`, { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json' }, body: JSON.stringify(VALID_ENQUIRY) }))
  ).json();
  expect(answer).toMatchObject({ ok: true, delivered: false });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await (await cronCall('Bearer cron-secret-for-tests')).json()).toMatchObject({ pending: 1 });

  await provider.setFault('ok');
  await new Promise((resolve) => setTimeout(resolve, 100));
  const done = await cronCall('Bearer cron-secret-for-tests');
  expect(await done.json()).toMatchObject({ pending: 0, undeliverable: 0 });
  await cronCall('Bearer cron-secret-for-tests');
  const sent = (await submissions()).filter((submission) => submission.fields.message?.endsWith(answer.reference));
  expect(sent).toHaveLength(1);
});

import { forgetFormOutbox, startTestProvider, TEST_SITE as SITE, useSiteSettings } from '@/test/provider';
import { csv, disguised, doc, docx, image, pdf, zip } from '@/test/samples';
import { VALID_ENQUIRY } from '@/test/forms';

/** The line the office reads under every enquiry. */
const DECLARED = "The sender declared that they are the child's parent or lawful guardian.";

type Handler = (request: Request) => Promise<Response>;

let provider: Awaited<ReturnType<typeof startTestProvider>>;
let providerUrl: string;
let postEnquiry: Handler;
let postCareer: Handler;
let postWithdrawal: Handler;
let postProblem: Handler;
let clientNumber = 0;

/** Each request comes from its own address unless told otherwise, so the rate limit stays out of the way. */
const nextClient = () => `10.1.${Math.floor(clientNumber / 250)}.${(clientNumber++ % 250) + 1}`;

beforeAll(async () => {
  provider = await startTestProvider();
  providerUrl = provider.url;
  useSiteSettings(providerUrl, { FORM_RATE_LIMIT_MAX: '5', FORM_FORWARD_TIMEOUT_MS: '1500' });
  await loadRoutes();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

/** The routes, loaded afresh with the environment as it is now (and a new outbox for this process). */
async function loadRoutes() {
  forgetFormOutbox();
  jest.resetModules();
  postEnquiry = (await import('./enquiry/route')).POST;
  postCareer = (await import('./career/route')).POST;
  postWithdrawal = (await import('./withdraw/route')).POST;
  postProblem = (await import('./problem/route')).POST;
}

const REFERENCE = /^KVNS-[0-9A-Z]{6}$/;

afterAll(() => provider.close());

beforeEach(async () => {
  await fetch(`${providerUrl}/__demo/submissions`, { method: 'DELETE' });
  await provider.setFault('ok', { match: '' });
});

async function waitUntil(check: () => Promise<boolean>, ms: number) {
  for (const started = Date.now(); Date.now() - started < ms; await new Promise((resolve) => setTimeout(resolve, 100))) if (await check()) return;
  throw new Error(`not within ${ms} ms`);
}

async function submissions(): Promise<{ kind: string; fields: Record<string, string>; files?: { name: string; type: string; size: number }[] }[]> {
  return (await (await fetch(`${providerUrl}/__demo/submissions`)).json()).submissions;
}

function enquiryRequest(body: unknown, headers: Record<string, string> = {}, path = '/api/enquiry'): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/json', 'x-forwarded-for': nextClient(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function careerRequest(fields: Record<string, string>, file?: [string, Uint8Array, string?], headers: Record<string, string> = {}): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set('attachments', new Blob([file[1] as Uint8Array<ArrayBuffer>], { type: file[2] ?? '' }), file[0]);
  return new Request(`${SITE}/api/career`, { method: 'POST', headers: { origin: SITE, 'x-forwarded-for': nextClient(), ...headers }, body: form });
}

const VALID_CAREER = { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '9123456780' };

describe('POST /api/enquiry', () => {
  test('a valid enquiry reaches the provider with the school code added on the server', async () => {
    const response = await postEnquiry(enquiryRequest({ ...VALID_ENQUIRY, schoolcode: 'HACK' }));
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toEqual({ ok: true, message: 'Thank you for contacting us!', reference: expect.stringMatching(REFERENCE), delivered: true });
    const [sent] = await submissions();
    expect(sent?.kind).toBe('Admission');
    // The reference ends the message, where the office reads it.
    // The spec's fields only: the sender's declaration is checked here and never sent on.
    const { guardian: _declared, ...specFields } = VALID_ENQUIRY;
    expect(sent?.fields).toEqual({ ...specFields, message: `${VALID_ENQUIRY.message}\n\n${DECLARED}\nReference: ${answer.reference}`, schoolcode: 'KVNS' });
  });

  test('the message reaches the provider with its line breaks as \\n', async () => {
    const response = await postEnquiry(enquiryRequest({ ...VALID_ENQUIRY, message: 'Dear office,\r\nWe moved.\rThanks' }));
    expect(response.status).toBe(200);
    const [sent] = await submissions();
    expect(sent?.fields.message).toMatch(/^Dear office,\nWe moved\.\nThanks\n\nThe sender declared that they are the child's parent or lawful guardian\.\nReference: KVNS-/);
  });

  test('each invalid field answers 422 with its field message, and nothing is forwarded', async () => {
    const response = await postEnquiry(enquiryRequest({ ...VALID_ENQUIRY, phone: '123', email: 'nope' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { phone: 'Phone number must be 10 digits', email: 'Invalid email address' } });
    expect(await submissions()).toEqual([]);
  });

  test('not JSON, cut JSON, a list, another content type: 400', async () => {
    expect((await postEnquiry(enquiryRequest('{"name":'))).status).toBe(400);
    expect((await postEnquiry(enquiryRequest('[1,2]'))).status).toBe(400);
    expect((await postEnquiry(enquiryRequest('name=x', { 'content-type': 'application/x-www-form-urlencoded' }))).status).toBe(400);
    expect(await submissions()).toEqual([]);
  });

  test('an oversized body: 413', async () => {
    const response = await postEnquiry(enquiryRequest({ ...VALID_ENQUIRY, message: 'x'.repeat(40_000) }));
    expect(response.status).toBe(413);
    expect(await submissions()).toEqual([]);
  });

  test('another site, or no origin: 403', async () => {
    expect((await postEnquiry(enquiryRequest(VALID_ENQUIRY, { origin: 'https://evil.example' }))).status).toBe(403);
    const request = new Request(`${SITE}/api/enquiry`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(VALID_ENQUIRY) });
    expect((await postEnquiry(request)).status).toBe(403);
    expect(await submissions()).toEqual([]);
  });

  test('a page on a borrowed host name (DNS rebinding: Host and Origin both its own): 403', async () => {
    for (const headers of [{ origin: 'http://evil.example', host: 'evil.example' }, { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' }] as Record<string, string>[]) {
      expect((await postEnquiry(enquiryRequest(VALID_ENQUIRY, headers))).status).toBe(403);
    }
    expect(await submissions()).toEqual([]);
  });

  test('the honeypot filled: "thank you", and nothing is forwarded', async () => {
    const response = await postEnquiry(enquiryRequest({ ...VALID_ENQUIRY, website: 'http://spam.example' }));
    expect(response.status).toBe(200);
    expect(await submissions()).toEqual([]);
  });

  test('more than the limit from one client: 429', async () => {
    const client = { 'x-forwarded-for': '198.51.100.7' };
    const statuses = [];
    for (let attempt = 0; attempt < 7; attempt += 1) statuses.push((await postEnquiry(enquiryRequest(VALID_ENQUIRY, client))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // A client cannot shift its count onto another address by prepending one.
    expect((await postEnquiry(enquiryRequest(VALID_ENQUIRY, { 'x-forwarded-for': '1.2.3.4, 198.51.100.7' }))).status).toBe(429);
  });

  test.each(['down', 'error', 'slow', 'reject'])('provider %s: the visitor is thanked with a reference, and the post is kept to deliver', async (mode) => {
    await provider.setFault(mode, { delayMs: 3000 });
    const response = await postEnquiry(enquiryRequest(VALID_ENQUIRY));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: 'Thank you for contacting us!', reference: expect.stringMatching(REFERENCE), delivered: false });
    // A slow provider files what it read once its delay is over: waited for here, so no later test finds it.
    if (mode === 'slow') await waitUntil(async () => (await submissions()).length > 0, 6000);
  });
});

describe('POST /api/withdraw', () => {
  const withdrawalRequest = (body: unknown) => enquiryRequest(body, {}, '/api/withdraw');
  /** What the outbox's own file holds of a post, read by a second connection as an operator would. */
  const inOutbox = async (reference: string) => {
    const { formOutbox } = await import('@/lib/forms/outbox');
    const { openSqliteStore } = await import('@/lib/forms/outbox/sqliteStore');
    const { outboxSettings } = await import('@/lib/server/settings');
    expect(formOutbox().outbox?.mode).toBe('embedded');
    const store = openSqliteStore(outboxSettings().dir, outboxSettings());
    try {
      return { post: store.sealedOf(reference) ?? null, consents: store.consentsOf(reference) };
    } finally {
      store.close();
    }
  };

  test('an enquiry waiting in the outbox is erased at once by its reference and e-mail; the request reaches the office and the enquiry never does', async () => {
    await provider.setFault('down', { match: '/api/form/' });
    const enquiry = await (await postEnquiry(enquiryRequest({ ...VALID_ENQUIRY, email: 'erase.me@example.in' }))).json();
    expect(enquiry.delivered).toBe(false);
    const waiting = await inOutbox(enquiry.reference);
    expect(waiting.post?.state).toBe('pending');
    expect(waiting.consents).toEqual([{ reference: enquiry.reference, form: 'enquiry', at: expect.any(Number), notice: '3', declared: "the sender declared that they are the child's parent or lawful guardian" }]);

    await provider.setFault('ok', { match: '' });
    const response = await postWithdrawal(withdrawalRequest({ reference: enquiry.reference.toLowerCase(), name: 'Asha Rao', email: 'Erase.Me@example.in' }));
    expect(response.status).toBe(200);
    const withdrawal = await response.json();
    expect(withdrawal.reference).toMatch(REFERENCE);
    expect(withdrawal.reference).not.toBe(enquiry.reference);
    // The post is gone from this site; its consent stays on record with the withdrawal beside it, neither holding what was written.
    const after = await inOutbox(enquiry.reference);
    expect(after.post).toBeNull();
    expect(after.consents).toEqual([
      { reference: enquiry.reference, form: 'enquiry', at: expect.any(Number), notice: '3', declared: "the sender declared that they are the child's parent or lawful guardian" },
      { reference: withdrawal.reference, form: 'withdrawal', at: expect.any(Number), notice: '3', withdraws: enquiry.reference },
    ]);
    const sent = await submissions();
    expect(sent.map((submission) => submission.fields.messageTitle)).toEqual(['Withdrawal of consent and erasure request']);
    expect(sent[0]!.fields).toEqual({
      name: 'Asha Rao',
      email: 'Erase.Me@example.in',
      messageTitle: 'Withdrawal of consent and erasure request',
      message: expect.stringMatching(new RegExp(`reference ${enquiry.reference}\\..*\\n\\nReference: ${withdrawal.reference}$`, 's')),
      schoolcode: 'KVNS',
    });
    expect(sent[0]!.fields.message).toContain("This website's check: matched.");
  });

  test('another e-mail address does not erase the post: the office decides', async () => {
    await provider.setFault('down', { match: '/api/form/' });
    const enquiry = await (await postEnquiry(enquiryRequest({ ...VALID_ENQUIRY, email: 'keep.me@example.in' }))).json();
    await provider.setFault('ok', { match: '' });
    expect((await postWithdrawal(withdrawalRequest({ reference: enquiry.reference, name: 'Someone', email: 'someone.else@example.in' }))).status).toBe(200);
    expect((await inOutbox(enquiry.reference)).post?.state).toBe('pending');
    const sent = await submissions();
    expect(sent.map((submission) => submission.fields.messageTitle)).toEqual(['Withdrawal of consent and erasure request']);
    expect(sent[0]!.fields.message).toContain("This website's check: NOT MATCHED.");
  });

  test('a delivered enquiry, whose content this site no longer holds, is still erased only by the e-mail it was sent with', async () => {
    const enquiry = await (await postEnquiry(enquiryRequest({ ...VALID_ENQUIRY, email: 'delivered@example.in' }))).json();
    expect(enquiry.delivered).toBe(true);
    expect((await inOutbox(enquiry.reference)).post).toMatchObject({ state: 'delivered', payload: null });

    await postWithdrawal(withdrawalRequest({ reference: enquiry.reference, name: 'Intruder', email: 'intruder@example.org' }));
    expect((await inOutbox(enquiry.reference)).post?.state).toBe('delivered');
    await postWithdrawal(withdrawalRequest({ reference: enquiry.reference, name: 'Asha Rao', email: 'delivered@example.in' }));
    expect((await inOutbox(enquiry.reference)).post).toBeNull();

    const checks = (await submissions()).filter((submission) => submission.fields.messageTitle === 'Withdrawal of consent and erasure request').map((submission) => /This website's check: ([\w ]+?)\./.exec(String(submission.fields.message))?.[1]);
    expect(checks).toEqual(['NOT MATCHED', 'matched']);
  });

  test("an erasure takes the same time whether the reference is absent, its sender matches or not, and whether the post is still pending (medians within 10 ms)", async () => {
    const { formOutbox } = await import('@/lib/forms/outbox');
    const { newReference } = await import('@/lib/forms/outbox/reference');
    const { enquirySchema } = await import('@/lib/forms/schemas');
    const outbox = formOutbox().outbox!;
    /** A post as the site keeps it, with its consent; delivered ones have had their content cleared. */
    const kept = async (delivered: boolean) => {
      const reference = newReference();
      const { guardian: _declared, ...fields } = enquirySchema.validateSync({ ...VALID_ENQUIRY, email: 'sender@example.in' });
      const post = { reference, form: 'enquiry' as const, fields };
      await outbox.accept(post);
      await outbox.recordConsent({ reference, form: 'enquiry', at: Date.now(), notice: '2' }, 'sender@example.in');
      if (delivered) await outbox.settle(reference, 'enquiry', { outcome: 'delivered' });
      return reference;
    };
    const cases = {
      absent: async () => [newReference(), 'sender@example.in'] as const,
      matched: async () => [await kept(true), 'sender@example.in'] as const,
      'not matched': async () => [await kept(true), 'someone.else@example.in'] as const,
      pending: async () => [await kept(false), 'sender@example.in'] as const,
    };
    const times: Record<string, number[]> = {};
    const outcomes: Record<string, Set<string>> = {};
    // Interleaved, so whatever else the machine does falls on every case alike.
    for (let round = 0; round < 25; round += 1) {
      for (const [name, make] of Object.entries(cases)) {
        const [reference, email] = await make();
        const started = performance.now();
        const outcome = await outbox.erase(reference, email);
        (times[name] ??= []).push(performance.now() - started);
        (outcomes[name] ??= new Set()).add(outcome);
      }
    }
    expect(Object.fromEntries(Object.entries(outcomes).map(([name, seen]) => [name, [...seen]]))).toEqual({ absent: ['absent'], matched: ['erased'], 'not matched': ['not matched'], pending: ['erased'] });
    const medians = Object.values(times).map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!);
    expect(Math.max(...medians) - Math.min(...medians)).toBeLessThan(10);
  });

  test('without a reference, a withdrawal names the form and the month, asks for nothing of a child, and the office is told to find it', async () => {
    const response = await postWithdrawal(withdrawalRequest({ reference: '', sentForm: 'career', sentAround: '2026-10', name: 'Ravi Kumar', email: 'ravi@example.in' }));
    expect(response.status).toBe(200);
    const [sent] = await submissions();
    // The provider gets the fields a withdrawal always carries, and no date of birth, gender, school or class.
    expect(Object.keys(sent!.fields).sort()).toEqual(['email', 'message', 'messageTitle', 'name', 'schoolcode']);
    expect(sent!.fields.message).toContain('I withdraw my consent for the job application I sent in October 2026, whose reference I do not have');
    expect(sent!.fields.message).toContain("This website's check: none. No reference was given");
  });

  test('a name that is a message is refused with its field message, and nothing is sent', async () => {
    const response = await postWithdrawal(withdrawalRequest({ reference: 'KVNS-7F3K4Q', name: 'Call 022-5555-0000 now: your seat is cancelled unless fee paid at kvns-pay.example', email: 'a@example.in' }));
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ name: expect.stringMatching(/^Please give your name in letters/) });
    expect(await submissions()).toEqual([]);
  });

  test('one reference is named at most three times a day, from any address, found or not; the fourth gets its field message and nothing is sent', async () => {
    for (let time = 0; time < 3; time += 1) {
      expect((await postWithdrawal(withdrawalRequest({ reference: time === 1 ? 'kvns-pqrtwx' : 'KVNS-PQRTWX', name: 'Someone', email: `someone${time}@example.in` }))).status).toBe(200);
    }
    await fetch(`${providerUrl}/__demo/submissions`, { method: 'DELETE' });
    const fourth = await postWithdrawal(withdrawalRequest({ reference: 'KVNS-PQRTWX', name: 'Someone', email: 'someone@example.in' }));
    expect(fourth.status).toBe(422);
    expect((await fourth.json()).errors).toEqual({ reference: 'This reference was named in several requests today, and the office has them. Please try again tomorrow, or send the request without the reference.' });
    expect(await submissions()).toEqual([]);
    // Another reference, and the same request without one, still go through.
    expect((await postWithdrawal(withdrawalRequest({ reference: 'KVNS-PQRTWY', name: 'Someone', email: 'someone@example.in' }))).status).toBe(200);
    expect((await postWithdrawal(withdrawalRequest({ reference: '', sentForm: 'enquiry', sentAround: '2026-10', name: 'Someone', email: 'someone@example.in' }))).status).toBe(200);
  });

  test.each([
    [{ reference: '', name: 'Asha', email: 'a@example.in' }, { sentForm: 'Without a reference, say which form you sent', sentAround: 'Without a reference, say about when you sent it (month and year)' }],
    [{ reference: '', sentForm: 'enquiry', sentAround: 'last year', name: 'Asha', email: 'a@example.in' }, { sentAround: 'Give the month and year, such as 2026-11' }],
    [{ reference: 'KVNS-12345', name: 'Asha', email: 'a@example.in' }, { reference: expect.stringMatching(/^A reference looks like KVNS-7F3K4Q/) }],
    [{ reference: 'KVNS-7F3K4Q', name: '', email: 'nope' }, { name: 'Name is required', email: 'Invalid email address' }],
  ])('a bad request gets its field messages and nothing is sent: %p', async (body, errors) => {
    const response = await postWithdrawal(withdrawalRequest(body));
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual(errors);
    expect(await submissions()).toEqual([]);
  });
});

describe('POST /api/problem', () => {
  const problemRequest = (body: unknown) => enquiryRequest(body, {}, '/api/problem');

  test('a report reaches the office under its own subject, with the page and a reference, and no field of a child', async () => {
    const response = await postProblem(problemRequest({ name: 'Meera Shah', email: 'meera@example.in', page: '/Prospectus', message: 'The flip-book does not turn with the arrow keys.' }));
    expect(response.status).toBe(200);
    const { reference } = await response.json();
    const [sent] = await submissions();
    expect(sent!.fields).toEqual({ name: 'Meera Shah', email: 'meera@example.in', messageTitle: 'A problem with the website', message: `The flip-book does not turn with the arrow keys.\n\nPage: /Prospectus\n\nReference: ${reference}`, schoolcode: 'KVNS' });
  });

  test('without what went wrong, or with a name that is a message, it gets field messages and nothing is sent', async () => {
    const response = await postProblem(problemRequest({ name: 'Visit kvns-pay.example now', email: 'meera@example.in', page: '', message: '' }));
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ name: expect.stringMatching(/^Please give your name in letters/), message: 'Please say what went wrong' });
    expect(await submissions()).toEqual([]);
  });
});

describe('without an outbox (Vercel without Redis): sent once, at once, and the visitor told the outcome', () => {
  beforeAll(async () => {
    process.env.VERCEL = '1';
    await loadRoutes();
  });
  afterAll(async () => {
    delete process.env.VERCEL;
    await loadRoutes();
  });

  test.each([
    ['down', 502],
    ['error', 502],
    ['slow', 504],
  ])('provider %s: %i with a short message, no provider body', async (mode, status) => {
    await provider.setFault(mode, { delayMs: 3000 });
    const response = await postEnquiry(enquiryRequest(VALID_ENQUIRY));
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toMatch(/try again/);
    // A slow provider files what it read once its delay is over: waited for here, so no later test finds it.
    if (mode === 'slow') await waitUntil(async () => (await submissions()).length > 0, 6000);
  });

  test('delivered: the thank-you and a reference', async () => {
    const response = await postEnquiry(enquiryRequest(VALID_ENQUIRY));
    expect(await response.json()).toEqual({ ok: true, message: 'Thank you for contacting us!', reference: expect.stringMatching(REFERENCE), delivered: true });
  });
});

/** At least 200 bad enquiries: every field with every kind of bad value, and mixes of them. */
function badEnquiries(): unknown[] {
  const badValues: Record<string, unknown[]> = {
    name: [undefined, '', '   ', null, 42, {}, [], 'x'.repeat(101), 'Asha\r\nBcc: victim@example.com', 'Asha\u0000', 'Asha\u0007Rao', 'Asha\u001b[2J', 'abc\u202egnp.exe', 'Asha\u2068Rao'],
    email: [undefined, '', 'asha', 'asha@', '@example.com', 'asha@example', 'asha@example.c', 'asha@example.abcde', 'a b@example.com', '<script>@x.com', 7, null, 'x'.repeat(250) + '@example.com'],
    phone: [undefined, '', '123', '12345678901', '98765abcde', '+919876543', '98765 4321', '+44 20 7946 0958', 9876543210, null, '٩٨٧٦٥٤٣٢١٠'],
    messageTitle: [undefined, '', ' ', null, ['Subject'], 'x'.repeat(201), 'Admission\r\nBcc: victim@example.com', 'Fees\u0085'],
    message: [undefined, '', '\n\t', null, { text: 'hi' }, 'x'.repeat(5001), 'Hello\u0000', 'Hello\u001b[31mred', 'Hello\u202e'],
    date: [undefined, '', '2019-02-30', '12/04/2019', 'yesterday', '2999-01-01', '1800-01-01', null, 20190412],
    gender: [undefined, '', 'Other', 'male ', 'MALE', null, true],
    location: [undefined, '', '  ', null, 'x'.repeat(201), 'School\u0000'],
    class: ['Class 9', 'Class 10', 'playgroup', '', null, 3],
    address: ['x'.repeat(201), 'abc\u202egnp.exe', 'x\ny'],
  };
  const payloads: unknown[] = [];
  for (const [field, values] of Object.entries(badValues)) {
    for (const value of values) payloads.push({ ...VALID_ENQUIRY, [field]: value });
  }
  const fields = Object.keys(badValues);
  for (let index = 0; payloads.length < 220; index += 1) {
    const a = fields[index % fields.length]!;
    const b = fields[(index * 7 + 3) % fields.length]!;
    const mixed: Record<string, unknown> = { ...VALID_ENQUIRY };
    mixed[a] = badValues[a]![index % badValues[a]!.length];
    mixed[b] = badValues[b]![(index * 3) % badValues[b]!.length];
    payloads.push(mixed);
  }
  payloads.push({}, { website: '' }, { ...VALID_ENQUIRY, name: undefined, email: undefined, phone: undefined });
  return payloads;
}

test('none of 220+ generated bad enquiries reaches the provider, each gets field messages', async () => {
  const payloads = badEnquiries();
  expect(payloads.length).toBeGreaterThanOrEqual(220);
  for (const payload of payloads) {
    const response = await postEnquiry(enquiryRequest(payload));
    expect({ payload, status: response.status }).toEqual({ payload, status: 422 });
    const { errors } = await response.json();
    expect(Object.keys(errors).length).toBeGreaterThan(0);
  }
  expect(await submissions()).toEqual([]);
}, 60_000);

describe('POST /api/career', () => {
  test.each([
    ['cv.pdf', () => pdf(), 'application/pdf'],
    ['cv.docx', () => docx(), ''],
    ['cv.doc', () => doc(), 'application/msword'],
    ['photo.jpg', () => image('jpeg'), 'image/jpeg'],
    ['photo.png', () => image('png'), 'image/png'],
    ['photo.gif', () => image('gif'), 'image/gif'],
    ['marks.csv', () => csv(), 'text/csv'],
  ])('%s is sniffed, accepted and forwarded as multipart with the school code', async (name, make, type) => {
    const bytes = await make();
    const response = await postCareer(careerRequest(VALID_CAREER, [name, bytes, type]));
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toEqual({ ok: true, message: 'Thank you for contacting us!', reference: expect.stringMatching(REFERENCE), delivered: true });
    // This application's copy (a slow provider of an earlier test may still be filing what it held).
    const sent = (await submissions()).find((submission) => submission.fields.reference === answer.reference);
    expect(sent?.kind).toBe('inquiry');
    expect(sent?.fields).toEqual({ ...VALID_CAREER, schoolcode: 'KVNS', reference: answer.reference });
    // Images are encoded again (what trailed them and their metadata dropped); other files go as they came.
    // The file's name starts with the reference, where the office sees it.
    const size = type.startsWith('image/') ? expect.any(Number) : bytes.length;
    expect(sent?.files).toEqual([expect.objectContaining({ name: `${answer.reference}-${name}`, size })]);
  });

  test('disguised files are refused with the type message, nothing forwarded', async () => {
    for (const [name, bytes] of await disguised()) {
      const response = await postCareer(careerRequest(VALID_CAREER, [name, bytes, 'application/pdf']));
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual(
        expect.objectContaining({ attachments: expect.stringMatching(/Only images, PDFs, Word documents, or CSV files are allowed\.|Please upload/) }),
      );
    }
    expect(await submissions()).toEqual([]);
  });

  test('files whose first bytes are right but whose structure is not are refused with a field message, nothing forwarded', async () => {
    const png = await image('png');
    const jpeg = await image('jpeg');
    const attacks: [string, Uint8Array][] = [
      ['marks.csv', new TextEncoder().encode('Name,Link\nAsha,=HYPERLINK("http://evil.example","CV")\n')],
      ['marks.csv', new TextEncoder().encode("Name,Cmd\nAsha,=cmd|' /C calc'!A0\n")],
      ['photo.png', new Uint8Array(Buffer.concat([png.slice(0, 16), Buffer.from('<?php system($_GET["c"]); ?>')]))],
      ['photo.jpg', new Uint8Array(Buffer.concat([jpeg.slice(0, 4), Buffer.from('<html><script>alert(1)</script></html>')]))],
      ['cv.docx', zip({ '[Content_Types].xml': 'x', 'word/evil.exe': 'MZ' })],
      ['cv.docx', zip({ '[Content_Types].xml': docx.contentTypes, 'word/document.xml': '<w:document/>', 'word/vbaProject.bin': 'VBA' })],
      ['cv.doc', doc({ macros: true })],
      ['cv.pdf', new TextEncoder().encode('%PDF-1.4\n<html><script>alert(1)</script></html>')],
    ];
    for (const [name, bytes] of attacks) {
      const response = await postCareer(careerRequest(VALID_CAREER, [name, bytes, '']));
      expect({ name, status: response.status }).toEqual({ name, status: 422 });
      expect({ name, message: (await response.json()).errors.attachments }).toEqual({ name, message: expect.stringMatching(/Please/) });
    }
    expect(await submissions()).toEqual([]);
  });

  test('an image reaches the provider re-encoded, without what trailed it', async () => {
    const photo = new Uint8Array(Buffer.concat([await image('jpeg'), Buffer.from('<html><script>alert(1)</script></html>')]));
    const response = await postCareer(careerRequest(VALID_CAREER, ['photo.jpg', photo, 'image/jpeg']));
    expect(response.status).toBe(200);
    const { reference } = await response.json();
    const sent = (await submissions()).find((submission) => submission.fields.reference === reference);
    expect(sent?.files?.[0]?.size).toBeLessThan(photo.length - 30);
  });

  test('no file: the file\'s message; bad fields: their messages', async () => {
    let response = await postCareer(careerRequest(VALID_CAREER));
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ attachments: 'Please upload an image, PDF, Word document, or CSV file' });
    response = await postCareer(careerRequest({ name: '', email: 'x', phone: '12' }, ['cv.pdf', pdf()]));
    expect((await response.json()).errors).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      phone: 'Phone number must be 10 digits',
    });
    expect(await submissions()).toEqual([]);
  });

  test('a file over 5 MB: 413, nothing forwarded', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(pdf());
    const response = await postCareer(careerRequest(VALID_CAREER, ['big.pdf', big, 'application/pdf']));
    expect(response.status).toBe(413);
    expect(await submissions()).toEqual([]);
  });

  test('provider down: thanked with a reference, the application kept to deliver', async () => {
    await provider.setFault('down');
    const response = await postCareer(careerRequest(VALID_CAREER, ['cv.pdf', pdf()]));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, reference: expect.stringMatching(REFERENCE), delivered: false });
  });

  test('not multipart: 400; another origin: 403', async () => {
    const json = new Request(`${SITE}/api/career`, { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json' }, body: '{}' });
    expect((await postCareer(json)).status).toBe(400);
    expect((await postCareer(careerRequest(VALID_CAREER, ['cv.pdf', pdf()], { origin: 'https://evil.example' }))).status).toBe(403);
    expect(await submissions()).toEqual([]);
  });
});

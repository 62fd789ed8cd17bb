import { settings } from '@/lib/server/settings';
import { BodyTooSlowError, readBody } from '@/lib/http/request';
import { readFormPost } from './formPost';

const { siteUrl } = settings;

/** A body that sends one byte every `everyMs`, for ever: a client holding the request open. */
function trickle(everyMs: number): ReadableStream<Uint8Array> {
  let timer: ReturnType<typeof setInterval> | undefined;
  return new ReadableStream({
    start(controller) {
      timer = setInterval(() => controller.enqueue(new Uint8Array([0x20])), everyMs);
    },
    cancel() {
      clearInterval(timer);
    },
  });
}

const post = (body: ReadableStream<Uint8Array> | string) =>
  new Request(`${siteUrl}/api/enquiry`, {
    method: 'POST',
    headers: { origin: siteUrl, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50' },
    body,
    duplex: 'half',
  } as RequestInit);

test('a body that has not arrived by the deadline is cut off, and the stream is released', async () => {
  const started = Date.now();
  await expect(readBody(post(trickle(10)), 1024 * 1024, 100)).rejects.toBeInstanceOf(BodyTooSlowError);
  expect(Date.now() - started).toBeLessThan(2000);
});

test('a form post that trickles in is answered 408, and the connection closed', async () => {
  const answer = await readFormPost(post(trickle(10)), { form: 'slow-test', contentType: 'application/json', maxBytes: 32 * 1024, deadlineMs: 100, tooLargeMessage: 'too large' });
  expect('refused' in answer).toBe(true);
  if (!('refused' in answer)) return;
  expect(answer.refused.status).toBe(408);
  expect(answer.refused.headers.get('connection')).toBe('close');
  expect(await answer.refused.json()).toEqual({ error: 'The form took too long to arrive. Please check your connection and try again.' });
});

test('a body on time is read whole', async () => {
  const answer = await readFormPost(post('{"name":"Asha"}'), { form: 'slow-test', contentType: 'application/json', maxBytes: 32 * 1024, deadlineMs: 1000, tooLargeMessage: 'too large' });
  expect('body' in answer && new TextDecoder().decode(answer.body)).toBe('{"name":"Asha"}');
});

test('refusals before the body is read close the connection, so the rest of the body is never read', async () => {
  const rules = { form: 'close-test', contentType: 'application/json', maxBytes: 8, deadlineMs: 1000, tooLargeMessage: 'too large' };
  const foreign = new Request(`${siteUrl}/api/enquiry`, { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}' });
  const tooLarge = post('{"name":"Asha Rao, a long name"}');
  const wrongType = new Request(`${siteUrl}/api/enquiry`, { method: 'POST', headers: { origin: siteUrl, 'content-type': 'text/plain' }, body: '{}' });
  for (const [request, status] of [[foreign, 403], [tooLarge, 413], [wrongType, 400]] as const) {
    const answer = await readFormPost(request, rules);
    expect('refused' in answer && [answer.refused.status, answer.refused.headers.get('connection')]).toEqual([status, 'close']);
  }
});

test('one limit per form, whichever bundle counts it: the JSON route and the page\'s own post share the count', async () => {
  // Each copy of the module stands for a bundle of its own, as the route handler and the Server Action are.
  const copies = [0, 1].map(() => {
    let copy: typeof import('./formPost') | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual('./formPost');
    });
    return copy!;
  });
  const visitor = new Headers({ 'x-forwarded-for': '198.51.100.77' });
  const answers: boolean[] = [];
  for (let post = 0; post < settings.formRateLimitMax * 2; post += 1) answers.push(await copies[post % 2]!.isRateLimited('enquiry', visitor));
  expect(answers.filter((limited) => !limited)).toHaveLength(settings.formRateLimitMax);
});

import { providerAnswerProblem } from '@/lib/provider/health';
import { forgetProcessWide } from '@/lib/server/processWide';

type Health = (request: Request) => Promise<Response>;

const TOKEN = 'metrics-token-for-tests';
const withToken = { authorization: `Bearer ${TOKEN}` };

beforeEach(() => {
  process.env.METRICS_TOKEN = TOKEN;
  forgetProcessWide('health.deep');
});
afterEach(() => delete process.env.METRICS_TOKEN);

/** The route with a fresh module state (its shared probe result), and the provider answering `answer`. */
async function healthWith(answer: () => Response | Promise<Response>) {
  jest.resetModules();
  forgetProcessWide('health.deep');
  const fetchSpy = jest.fn(async () => answer());
  global.fetch = fetchSpy as unknown as typeof fetch;
  const { GET } = (await import('./route')) as { GET: Health };
  return { deep: (headers: Record<string, string> = withToken) => GET(new Request('http://localhost/api/health?deep=1', { headers })), fetchSpy };
}

test('without the metrics token a deep check is the plain liveness answer, and calls nothing', async () => {
  const { deep, fetchSpy } = await healthWith(() => new Response('{"status":true,"data":[]}', { status: 200 }));
  for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: TOKEN }] as Record<string, string>[]) {
    const answer = await deep(headers);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok' });
  }
  delete process.env.METRICS_TOKEN;
  expect(await (await deep()).json()).toEqual({ status: 'ok' });
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('a flood of deep checks costs the provider one call: one in flight, its result shared for 2 s', async () => {
  const { deep, fetchSpy } = await healthWith(() => new Response('{"status":true,"data":[]}', { status: 200 }));
  const answers = await Promise.all(Array.from({ length: 50 }, deep));
  expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
  expect(await answers[0]!.json()).toMatchObject({ provider: { ok: true } });
  expect((await deep()).status).toBe(200);
  expect(fetchSpy).toHaveBeenCalledTimes(1);
});

test('a broken answer is the provider down, in the site\'s own words', async () => {
  for (const [answer, error] of [
    [() => new Response('<html>Bad gateway</html>', { status: 200 }), 'answered something other than JSON'],
    [() => new Response('{"status":false,"message":"Internal"}', { status: 200 }), 'answered status false'],
    [() => new Response('{}', { status: 503 }), 'answered 503'],
    [() => Promise.reject(new TypeError('fetch failed: ECONNREFUSED undici')), 'unreachable'],
  ] as const) {
    const { deep } = await healthWith(answer);
    const response = await deep();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'provider unreachable', provider: { ok: false, error } });
  }
});

test('the envelope check', () => {
  expect(providerAnswerProblem(200, '{"status":true,"data":[]}')).toBeNull();
  expect(providerAnswerProblem(200, '[]')).toBeNull();
  expect(providerAnswerProblem(200, '{"status":false}')).toBe('answered status false');
  expect(providerAnswerProblem(404, '{}')).toBe('answered 404');
});

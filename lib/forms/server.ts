import 'server-only';
import { formForwardTimeoutMs, formRateLimitMax, formRateLimitWindowSeconds, providerApiUrl, schoolCode, siteUrl, trustedProxyHops } from '@/lib/config';
import { providerAuthorization } from '@/lib/provider/authorization';
import { sharedRedis } from '@/lib/cache/sharedCache';
import { clientKey, createRateLimiter, type RateLimiter } from './rateLimit';

/** What the route handlers answer; never a stack trace, never the provider's own body. */
export const FORM_ERRORS = {
  origin: 'Forms can only be sent from this website.',
  tooLarge: 'The form is too large to send.',
  rateLimited: 'Too many forms were sent from your connection. Please wait a few minutes and try again.',
  badRequest: 'The form could not be read. Please try again.',
  tooSlow: 'The form took too long to arrive. Please check your connection and try again.',
  providerDown: 'We could not send your form right now. Please try again in a few minutes.',
  providerTimeout: 'The school\'s system took too long to answer. Please try again in a few minutes.',
} as const;

export const SUCCESS_MESSAGE = 'Thank you for contacting us!';

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** Same-origin check: a browser always sends Origin on a POST; it must be this site. */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    const originUrl = new URL(origin);
    if (host && originUrl.host === host) return true;
    return originUrl.origin === new URL(siteUrl).origin;
  } catch {
    return false;
  }
}

const limiters = new Map<string, RateLimiter>();

/**
 * One limiter per form: FORM_RATE_LIMIT_MAX posts per FORM_RATE_LIMIT_WINDOW_SECONDS per client, counted
 * across every instance when the shared cache's Redis is set.
 */
export async function isRateLimited(form: string, request: Request): Promise<boolean> {
  let limiter = limiters.get(form);
  if (!limiter) {
    limiter = createRateLimiter({ points: formRateLimitMax, windowSeconds: formRateLimitWindowSeconds, keyPrefix: `kvns:form:${form}`, redis: sharedRedis() });
    limiters.set(form, limiter);
  }
  return !(await limiter.allow(clientKey(request.headers, trustedProxyHops)));
}

export class BodyTooLargeError extends Error {}
export class BodyTooSlowError extends Error {}

/**
 * The request body, read up to `limit` bytes and within `deadlineMs`; a larger one is refused without
 * reading it all, a slower one is cut off (a client sending a byte a second would otherwise hold the
 * request, and up to `limit` bytes of memory, for Node's 300 s request timeout).
 */
export async function readBody(request: Request, limit: number, deadlineMs: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError();
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), deadlineMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline]);
      if (next === 'late') {
        void reader.cancel().catch(() => undefined);
        throw new BodyTooSlowError();
      }
      const { done, value } = next;
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        throw new BodyTooLargeError();
      }
      chunks.push(value);
    }
  } finally {
    clearTimeout(timer);
  }
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The provider's form endpoint: Admission for enquiries, inquiry for careers. */
export function providerFormUrl(form: 'Admission' | 'inquiry'): string {
  return `${providerApiUrl}/api/form/${encodeURIComponent(schoolCode)}/${form}`;
}

/**
 * Send a validated form on to the provider, once (a blind retry could file it twice). Answers the
 * browser's response: 200 when the provider took it, 502 or 504 when it did not.
 */
export async function forwardToProvider(form: 'Admission' | 'inquiry', body: BodyInit, contentType?: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...providerAuthorization() };
  if (contentType) headers['Content-Type'] = contentType;
  try {
    const response = await fetch(providerFormUrl(form), {
      method: 'POST',
      headers,
      body,
      cache: 'no-store',
      signal: AbortSignal.timeout(formForwardTimeoutMs),
    });
    // The provider's answer is only logged, and never passed on.
    await response.body?.cancel();
    if (!response.ok) {
      console.error(`[forms] provider answered ${response.status} to ${form}`);
      return json(502, { error: FORM_ERRORS.providerDown });
    }
    return json(200, { ok: true, message: SUCCESS_MESSAGE });
  } catch (error) {
    const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
    console.error(`[forms] ${form} not delivered: ${error instanceof Error ? error.message : String(error)}`);
    return json(timedOut ? 504 : 502, { error: timedOut ? FORM_ERRORS.providerTimeout : FORM_ERRORS.providerDown });
  }
}

const CLOSE = { connection: 'close' };

export interface FormPostRules {
  /** The rate limit's name for this form. */
  form: string;
  /** The media type the post must declare, e.g. application/json. */
  contentType: string;
  maxBytes: number;
  /** How long the whole body may take to arrive, in ms; later, the post is answered 408. */
  deadlineMs: number;
  /** The 413 answer's message. */
  tooLargeMessage: string;
}

/**
 * The checks every form post passes first, in order: origin, rate, declared type, size. Answers the
 * body, or the refusal to send back.
 */
export async function readFormPost(request: Request, rules: FormPostRules): Promise<{ body: Uint8Array<ArrayBuffer> } | { refused: Response }> {
  // A refusal before the body is read closes the connection: Node would otherwise read the rest of the
  // body, whatever its size, to keep the connection for another request.
  if (!isSameOrigin(request)) return { refused: json(403, { error: FORM_ERRORS.origin }, CLOSE) };
  if (await isRateLimited(rules.form, request)) {
    return { refused: json(429, { error: FORM_ERRORS.rateLimited }, { 'retry-after': String(formRateLimitWindowSeconds), ...CLOSE }) };
  }
  if (!request.headers.get('content-type')?.toLowerCase().startsWith(rules.contentType)) return { refused: json(400, { error: FORM_ERRORS.badRequest }, CLOSE) };
  try {
    return { body: await readBody(request, rules.maxBytes, rules.deadlineMs) };
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { refused: json(413, { error: rules.tooLargeMessage }, CLOSE) };
    if (error instanceof BodyTooSlowError) return { refused: json(408, { error: FORM_ERRORS.tooSlow }, CLOSE) };
    return { refused: json(400, { error: FORM_ERRORS.badRequest }) };
  }
}

export { schoolCode };

/**
 * The named fields as text. A value of another type (a number, null, an object) reads as empty, so it
 * gets the field's own message rather than a type error; a missing one stays missing (defaults apply).
 */
export function pickText(source: Record<string, unknown> | FormData, names: readonly string[]): Record<string, string | undefined> {
  const value = (name: string) => (source instanceof FormData ? source.get(name) : source[name]);
  return Object.fromEntries(names.map((name) => {
    const raw = value(name);
    if (raw === undefined || (raw === null && source instanceof FormData)) return [name, undefined];
    return [name, typeof raw === 'string' ? raw : ''];
  }));
}

/** A hidden field people never see nor fill; a bot that fills it is told "thank you" and nothing is sent. */
export const HONEYPOT_FIELD = 'website';

export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

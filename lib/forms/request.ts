import 'server-only';
import { formOrigins } from '@/lib/forms/origin';
import { settings } from '@/lib/settings';
import { sharedRedisClient } from '@/lib/cache/redisClient.mjs';
import { FORM_ERRORS } from './messages';
import { isAcceptedOrigin } from './origin';
import { clientKey, createRateLimiter, type RateLimiter } from './rateLimit';
import { recordFormOutcome } from './outcomes';
import { processWide } from '@/lib/processWide';

const { formRateLimitMax, formRateLimitWindowSeconds, trustedProxyHops, countsRedisUrl } = settings;

/** JSON answers of the form routes: never cached. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** A refusal before the body is read closes the connection: Node would otherwise read the rest of the
 * body, whatever its size, to keep the connection for another request. */
const CLOSE = { connection: 'close' };

/** Same-origin check: a browser always sends Origin on a POST; it must be SITE_URL's or one of FORM_ALLOWED_ORIGINS. */
export function isSameOrigin(headers: Headers): boolean {
  return isAcceptedOrigin(headers.get('origin'), formOrigins);
}

/**
 * One limiter per form, whichever way the form arrives (the JSON route or the page's own post, bundled
 * apart): FORM_RATE_LIMIT_MAX posts per FORM_RATE_LIMIT_WINDOW_SECONDS per client, counted across every
 * instance when REDIS_URL is set, on Vercel as on a Node host.
 */
export async function isRateLimited(form: string, headers: Headers): Promise<boolean> {
  const limiter = processWide<RateLimiter>(`forms.limit.${form}`, () =>
    createRateLimiter({ points: formRateLimitMax, windowSeconds: formRateLimitWindowSeconds, keyPrefix: `kvns:form:${form}`, redis: sharedRedisClient(countsRedisUrl) }),
  );
  return !(await limiter.allow(senderOf(headers)));
}

/** Who sent a post, as the rate limit counts them. */
export const senderOf = (headers: Headers): string => clientKey(headers, trustedProxyHops);

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
  const read = await checkedBody(request, rules);
  if ('refused' in read) recordFormOutcome(rules.form, 'refused', { reason: `answered ${read.refused.status}` });
  return read;
}

async function checkedBody(request: Request, rules: FormPostRules): Promise<{ body: Uint8Array<ArrayBuffer> } | { refused: Response }> {
  if (!isSameOrigin(request.headers)) return { refused: json(403, { error: FORM_ERRORS.origin }, CLOSE) };
  if (await isRateLimited(rules.form, request.headers)) {
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


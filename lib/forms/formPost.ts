import 'server-only';
import { settings } from '@/lib/server/settings';
import { sharedRedisClient } from '@/lib/cache/redisClient';
import { BodyTooLargeError, BodyTooSlowError, CLOSE, isSameOrigin, json, readBody } from '@/lib/http/request';
import { processWide } from '@/lib/server/processWide';
import { FORM_ERRORS } from './messages';
import { clientKey, createRateLimiter, type RateLimiter } from './rateLimit';
import { recordFormOutcome } from './outcomes';

const { formRateLimitMax, formRateLimitWindowSeconds, trustedProxyHops, countsRedisUrl } = settings;

// One limiter per form however it arrives (route or page post, bundled apart), counted across instances
// when REDIS_URL is set.
export async function isRateLimited(form: string, headers: Headers): Promise<boolean> {
  const limiter = processWide<RateLimiter>(`forms.limit.${form}`, () =>
    createRateLimiter({ points: formRateLimitMax, windowSeconds: formRateLimitWindowSeconds, keyPrefix: `kvns:form:${form}`, redis: sharedRedisClient(countsRedisUrl) }),
  );
  return !(await limiter.allow(senderOf(headers)));
}

/** Requests naming one reference, from any address: enough to correct an e-mail, too few to hammer one family's post. */
export const WITHDRAWALS_PER_REFERENCE = { points: 3, windowSeconds: 86_400 };

/** True when the reference was named in too many withdrawals in the window, counted across instances with Redis. */
export async function isReferenceRateLimited(reference: string): Promise<boolean> {
  const limiter = processWide<RateLimiter>('forms.limit.withdrawal-reference', () =>
    createRateLimiter({ ...WITHDRAWALS_PER_REFERENCE, keyPrefix: 'kvns:form:withdrawal-reference', redis: sharedRedisClient(countsRedisUrl) }),
  );
  return !(await limiter.allow(reference));
}

/** Who sent a post, as the rate limit counts them. */
export const senderOf = (headers: Headers): string => clientKey(headers, trustedProxyHops);

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

/** Origin, rate, declared type, size, in that order: the body, or the refusal to send back. */
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


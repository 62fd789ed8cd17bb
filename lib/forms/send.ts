import 'server-only';
import { after } from 'next/server';
import { attemptDelivery, GUARDIAN_DECLARATION, type AttemptResult, type ErasureOutcome, type OutboxPost } from './delivery';
import { FORM_ERRORS } from './messages';
import { formOutbox, isOutboxError, type Outbox } from './outbox';
import type { ConsentRecord } from './outbox/sqliteStore';
import { PRIVACY_NOTICE_VERSION } from '@/lib/content/pages/privacy';
import { settings } from '@/lib/server/settings';
import { log, reasonOf } from '@/lib/observability/log';
import { inSpan } from '@/lib/observability/tracing';
import { recordFormOutcome } from './outcomes';
import { holdStopUntil } from '@/lib/server/lifecycle';

export type SendResult =
  /** The post is with the provider (`delivered`), or safe in the outbox and on its way. */
  | { kind: 'accepted'; reference: string; delivered: boolean }
  | { kind: 'failed'; status: 502 | 503 | 504; message: string };

/** Keeps a promise running after the visitor is answered (Next's `after`; on Vercel, `waitUntil`). */
type KeepAlive = (task: Promise<unknown>) => void;

const keepAfterResponse: KeepAlive = (task) => {
  // A clean stop (lib/lifecycle.ts) waits for it, as it does for the requests in flight.
  holdStopUntil(task);
  try {
    after(() => task);
  } catch {
    // Outside a request (a script, a test): the task runs on by itself.
  }
};

function directAnswer(post: OutboxPost, result: AttemptResult): SendResult {
  if (result.outcome === 'delivered') {
    recordFormOutcome(post.form, 'delivered', { reference: post.reference });
    return { kind: 'accepted', reference: post.reference, delivered: true };
  }
  recordFormOutcome(post.form, 'failed', { reference: post.reference, reason: result.reason });
  const timedOut = result.outcome === 'retry' && result.timedOut === true;
  return { kind: 'failed', status: timedOut ? 504 : 502, message: timedOut ? FORM_ERRORS.providerTimeout : FORM_ERRORS.providerDown };
}

// Written to the outbox first, then tried at once; the visitor is answered when the attempt ends or after
// a few seconds (docs/architecture.md). Without an outbox it is sent once and the outcome told.
export function sendPost(post: OutboxPost, keepAlive: KeepAlive = keepAfterResponse): Promise<SendResult> {
  return inSpan('form delivery', { 'form.name': post.form, 'form.reference': post.reference }, () => send(post, keepAlive));
}

/** What the sender agreed to, as kept: the privacy notice's version when the post was accepted. */
function consentOf(post: OutboxPost, at: number): ConsentRecord {
  return {
    reference: post.reference,
    form: post.form,
    at,
    notice: PRIVACY_NOTICE_VERSION.version,
    ...(post.form === 'withdrawal' && post.fields.reference ? { withdraws: post.fields.reference } : {}),
    // The enquiry is refused without it (schemas.ts), so a kept enquiry always carries it.
    ...(post.form === 'enquiry' ? { declared: GUARDIAN_DECLARATION } : {}),
  };
}

// Without an outbox the consent goes to the log, whose retention must then be a year (docs/operations.md).
async function keepConsent(outbox: Outbox | null, post: OutboxPost): Promise<void> {
  const record = consentOf(post, Date.now());
  if (outbox) {
    try {
      await outbox.recordConsent(record, post.fields.email);
      return;
    } catch (error) {
      log.error({ event: 'outbox.consent_unrecorded', form: post.form, reference: post.reference, reason: reasonOf(error) }, 'consent not recorded in the outbox; logged instead');
    }
  }
  log.info({ event: 'form.consent', ...record }, 'consent recorded');
}

/**
 * A withdrawal first drops this site's copy of the post it names, where its e-mail is the sender's; the
 * request then carries what was found, for the office. An outbox that fails to answer is said so too.
 */
async function withErasure(outbox: Outbox | null, post: OutboxPost): Promise<OutboxPost> {
  if (post.form !== 'withdrawal') return post;
  const { reference, email } = post.fields;
  const erasure: ErasureOutcome = !outbox ? 'no copies kept' : !reference ? 'no reference' : await outbox.erase(reference, email).catch(() => 'unchecked' as const);
  log.info({ event: 'form.erasure', reference: post.reference, withdraws: reference || 'no reference given', outcome: erasure }, 'erasure request');
  return { ...post, fields: { ...post.fields, erasure } };
}

/** One attempt while the visitor waits, without the outbox; a post the provider took has its consent kept. */
async function sendDirectly(post: OutboxPost): Promise<SendResult> {
  const direct = directAnswer(post, await attemptDelivery(post));
  if (direct.kind === 'accepted') await keepConsent(null, post);
  return direct;
}

async function send(post: OutboxPost, keepAlive: KeepAlive): Promise<SendResult> {
  const { outbox } = formOutbox();
  post = await withErasure(outbox, post);
  if (!outbox) return sendDirectly(post);
  try {
    await outbox.accept(post);
  } catch (error) {
    if (isOutboxError(error, 'OutboxUnavailableError')) {
      log.warn({ event: 'outbox.unavailable', form: post.form, reference: post.reference }, 'outbox on Redis did not answer; the post is sent directly');
      return sendDirectly(post);
    }
    const reason = isOutboxError(error, 'OutboxFullError') ? 'the outbox is full' : reasonOf(error);
    recordFormOutcome(post.form, 'failed', { reference: post.reference, reason });
    return { kind: 'failed', status: 503, message: FORM_ERRORS.providerDown };
  }
  await keepConsent(outbox, post);
  const attempt = attemptDelivery(post);
  const settled = attempt
    .then((result) => outbox.settle(post.reference, post.form, result))
    .catch((error) =>
      log.error(
        { event: 'outbox.attempt_unrecorded', form: post.form, reference: post.reference, reason: reasonOf(error) },
        'attempt not recorded; the worker will retry',
      ),
    );
  keepAlive(settled);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const first = await Promise.race([
    attempt,
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), settings.outbox.answerWithinMs);
    }),
  ]);
  clearTimeout(timer);
  const delivered = first?.outcome === 'delivered';
  recordFormOutcome(post.form, delivered ? 'delivered' : 'queued', { reference: post.reference });
  return { kind: 'accepted', reference: post.reference, delivered };
}

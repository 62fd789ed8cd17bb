import 'server-only';
import { after } from 'next/server';
import { attemptDelivery, type AttemptResult, type OutboxPost } from './delivery';
import { FORM_ERRORS } from './messages';
import { formOutbox, isOutboxError } from './outbox';
import { outboxSettings } from '@/lib/settings';

export type SendResult =
  /** The post is with the provider (`delivered`), or safe in the outbox and on its way. */
  | { kind: 'accepted'; reference: string; delivered: boolean }
  | { kind: 'failed'; status: 502 | 503 | 504; message: string };

/** Keeps a promise running after the visitor is answered (Next's `after`; on Vercel, `waitUntil`). */
type KeepAlive = (task: Promise<unknown>) => void;

const keepAfterResponse: KeepAlive = (task) => {
  try {
    after(() => task);
  } catch {
    // Outside a request (a script, a test): the task runs on by itself.
  }
};

function directAnswer(post: OutboxPost, result: AttemptResult): SendResult {
  if (result.outcome === 'delivered') return { kind: 'accepted', reference: post.reference, delivered: true };
  console.error(`[forms] ${post.reference} ${post.form} not delivered: ${result.reason}`);
  const timedOut = result.outcome === 'retry' && result.timedOut === true;
  return { kind: 'failed', status: timedOut ? 504 : 502, message: timedOut ? FORM_ERRORS.providerTimeout : FORM_ERRORS.providerDown };
}

/**
 * Sends a validated post. With an outbox, it is written durably first, then tried at once: the visitor
 * is answered when that attempt ends or after a few seconds, whichever comes first, and the attempt
 * goes on (and is recorded) after the answer. A post the provider did not take stays in the outbox for
 * its retries. An outbox that is full or cannot be written refuses the post (503): nothing is dropped
 * silently. Without an outbox (Vercel without Redis), or while Redis is away, the post is sent once, at
 * once, and the visitor told the outcome.
 */
export async function sendPost(post: OutboxPost, keepAlive: KeepAlive = keepAfterResponse): Promise<SendResult> {
  const { outbox } = formOutbox();
  if (!outbox) return directAnswer(post, await attemptDelivery(post));
  try {
    await outbox.accept(post);
  } catch (error) {
    if (isOutboxError(error, 'OutboxUnavailableError')) {
      console.warn(`[outbox] ${post.reference} ${post.form} sent directly: Redis did not answer`);
      return directAnswer(post, await attemptDelivery(post));
    }
    console.error(`[outbox] ${post.reference} ${post.form} refused: ${isOutboxError(error, 'OutboxFullError') ? 'the outbox is full' : error instanceof Error ? error.message : String(error)}`);
    return { kind: 'failed', status: 503, message: FORM_ERRORS.providerDown };
  }
  const attempt = attemptDelivery(post);
  const settled = attempt
    .then((result) => outbox.settle(post.reference, post.form, result))
    .catch((error) => console.error(`[outbox] ${post.reference} ${post.form} attempt not recorded, the worker will retry: ${error instanceof Error ? error.message : String(error)}`));
  keepAlive(settled);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const first = await Promise.race([
    attempt,
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), outboxSettings().answerWithinMs);
    }),
  ]);
  clearTimeout(timer);
  return { kind: 'accepted', reference: post.reference, delivered: first?.outcome === 'delivered' };
}

import 'server-only';
import { log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';
import type { CheckedPost } from './submissions';

/** `refused` before it was read (origin, rate, type, size, time); `bot` filled the honeypot. */
export type FormOutcome = 'delivered' | 'queued' | 'failed' | 'invalid' | 'refused' | 'bot';

/** One log line and one count per post: the form, the outcome, the reference when there is one. Never a field. */
export function recordFormOutcome(form: string, outcome: FormOutcome, details: { reference?: string; reason?: string } = {}): void {
  metrics.formPosts.inc({ form, outcome });
  const line = { event: 'form.outcome', form, outcome, ...details };
  if (outcome === 'failed') log.error(line, 'form post failed');
  else log.info(line, 'form post answered');
}

/** Records the posts a check ends: a bot's and an invalid one. A valid post is recorded as it is sent. */
export function recordChecked(form: string, checked: CheckedPost): void {
  if (checked.kind === 'bot') recordFormOutcome(form, 'bot', { reference: checked.reference });
  else if (checked.kind === 'invalid') recordFormOutcome(form, 'invalid', { reason: Object.keys(checked.errors).join(' ') });
}

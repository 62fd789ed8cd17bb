import { formOutbox } from '@/lib/forms/outbox';
import { json } from '@/lib/http/request';
import { hasBearerSecret } from '@/lib/provider/webhook';

/** A scheduler's call may run this long (Vercel's own limit for a function). */
export const maxDuration = 60;

// For hosts where no process stays up (Vercel's cron calls it every minute); 404 while CRON_SECRET is unset.
export async function GET(request: Request): Promise<Response> {
  const secret = process.env.CRON_SECRET;
  if (!secret) return json(404, { error: 'Not found' });
  if (!hasBearerSecret(request.headers.get('authorization'), secret)) return json(401, { error: 'A valid bearer token is required.' }, { 'www-authenticate': 'Bearer' });
  const { outbox, problem } = formOutbox();
  if (!outbox) return json(problem ? 503 : 200, problem ? { error: problem } : { delivered: 'no outbox here' });
  const started = Date.now();
  await outbox.deliverDue(45_000);
  const counts = await outbox.counts();
  return json(200, { ...counts, tookMs: Date.now() - started });
}

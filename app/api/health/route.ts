import { healthAnswer } from '@/lib/entry/healthAnswers';

/** Liveness for anyone; `?deep=1` with `Authorization: Bearer ${METRICS_TOKEN}` adds the provider's, Redis's and the outbox's state. */
export async function GET(request: Request): Promise<Response> {
  return healthAnswer(request, process.env.METRICS_TOKEN);
}

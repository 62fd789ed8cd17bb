import { readinessAnswer } from '@/lib/entry/healthAnswers';

// Asked of the running server each time, never answered from a build.
export const dynamic = 'force-dynamic';

/** Readiness for a load balancer or an orchestrator: 503 while starting, stopping, or with a broken outbox. */
export function GET(): Response {
  return readinessAnswer();
}

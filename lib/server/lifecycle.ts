// The site's own stop on SIGTERM and SIGINT where `next start` leaves it to the site (NEXT_MANUAL_SIG_HANDLE, as
// `npm run serve` sets, once nginx has finished the requests it held): form deliveries under way finish
// (docs/operations.md).
import { processWide } from './processWide';

export type Phase = 'starting' | 'serving' | 'stopping';

interface Lifecycle {
  phase: Phase;
  /** Work that must end before the process does: form deliveries under way. */
  work: Set<Promise<unknown>>;
  /** Closed, in order, once the work is done. */
  closers: { name: string; close: () => Promise<void> | void }[];
  signalsInstalled: boolean;
}

/** One per process: instrumentation starts and stops it; the health routes and the form routes' bundles read it. */
const lifecycle = () => processWide<Lifecycle>('lifecycle', () => ({ phase: 'starting', work: new Set(), closers: [], signalsInstalled: false }));

export const currentPhase = (): Phase => lifecycle().phase;

export function markServing(): void {
  if (lifecycle().phase === 'starting') lifecycle().phase = 'serving';
}

/** Keeps the process up until `task` ends, should a stop come meanwhile. */
export function holdStopUntil(task: Promise<unknown>): void {
  const { work } = lifecycle();
  const settled: Promise<void> = task.then(
    () => void work.delete(settled),
    () => void work.delete(settled),
  );
  work.add(settled);
}

/** Runs `close` when the server stops, after the work in hand is done. */
export function onStop(name: string, close: () => Promise<void> | void): void {
  lifecycle().closers.push({ name, close });
}

const waitAtMost = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Says it is stopping (readiness answers 503), waits up to `graceMs` for work in flight, runs the closers; answers what did not finish. */
export async function stop(graceMs: number, log: (event: string, detail: Record<string, unknown>) => void = () => undefined): Promise<{ unfinished: number }> {
  const state = lifecycle();
  state.phase = 'stopping';
  const deadline = waitAtMost(graceMs);
  await Promise.race([Promise.all([...state.work]), deadline]);
  const unfinished = state.work.size;
  // Work that could not finish keeps its lease in the outbox, and is delivered after the restart.
  if (unfinished > 0) log('lifecycle.unfinished', { unfinished });
  for (const { name, close } of state.closers) {
    try {
      await Promise.race([Promise.resolve(close()), waitAtMost(5_000)]);
    } catch (error) {
      log('lifecycle.close_failed', { name, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return { unfinished };
}

export function installCleanStop(graceMs: number, log: (event: string, detail: Record<string, unknown>) => void): void {
  const state = lifecycle();
  if (state.signalsInstalled) return;
  state.signalsInstalled = true;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log('lifecycle.stopping', { signal });
    void stop(graceMs, log).then(({ unfinished }) => {
      log('lifecycle.stopped', { signal, unfinished });
      process.exit(0);
    });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

import { forgetProcessWide } from '@/lib/server/processWide';

/** A fresh lifecycle for each test: its state lives in a process-wide slot. */
async function freshLifecycle() {
  forgetProcessWide('lifecycle');
  jest.resetModules();
  return import('./lifecycle');
}

test('starting, then serving, then stopping: each phase as readiness sees it', async () => {
  const lifecycle = await freshLifecycle();
  expect(lifecycle.currentPhase()).toBe('starting');
  lifecycle.markServing();
  expect(lifecycle.currentPhase()).toBe('serving');
  await lifecycle.stop(100);
  expect(lifecycle.currentPhase()).toBe('stopping');
  lifecycle.markServing();
  expect(lifecycle.currentPhase()).toBe('stopping');
});

test('a stop waits for the delivery under way, then closes what was opened, in order', async () => {
  const lifecycle = await freshLifecycle();
  const events: string[] = [];
  let finishDelivery = () => undefined as void;
  lifecycle.holdStopUntil(new Promise<void>((resolve) => (finishDelivery = resolve)).then(() => void events.push('delivered')));
  lifecycle.onStop('outbox', () => void events.push('outbox closed'));
  lifecycle.onStop('workers', async () => void events.push('workers closed'));
  const stopped = lifecycle.stop(5_000);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(events).toEqual([]);
  finishDelivery();
  expect(await stopped).toEqual({ unfinished: 0 });
  expect(events).toEqual(['delivered', 'outbox closed', 'workers closed']);
});

test('work that outlasts the grace period is reported unfinished, and the closers still run', async () => {
  const lifecycle = await freshLifecycle();
  let closed = false;
  lifecycle.holdStopUntil(new Promise(() => undefined));
  lifecycle.onStop('outbox', () => void (closed = true));
  expect(await lifecycle.stop(50)).toEqual({ unfinished: 1 });
  expect(closed).toBe(true);
});

import { FairQueue, QueueFullError } from './fairQueue';

/** A task that ends when told, recording when it started. */
function gate(order: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { task: () => (order.push(name), done), open };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('FairQueue', () => {
  test('runs no more than its concurrency at once', async () => {
    const queue = new FairQueue({ concurrency: 2, waiting: 10, waitingPerClient: 10 });
    const order: string[] = [];
    const gates = ['a', 'b', 'c'].map((name) => gate(order, name));
    const runs = gates.map((g, index) => queue.run(`client${index}`, g.task));
    await settle();
    expect(order).toEqual(['a', 'b']);
    gates[0]!.open();
    await settle();
    expect(order).toEqual(['a', 'b', 'c']);
    gates.forEach((g) => g.open());
    await Promise.all(runs);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  test("a client's tasks wait behind its own: another client's task runs before the flood's next", async () => {
    const queue = new FairQueue({ concurrency: 1, waiting: 10, waitingPerClient: 10 });
    const order: string[] = [];
    const flood = [1, 2, 3, 4].map((n) => gate(order, `flood${n}`));
    const runs = flood.map((g) => queue.run('flooder', g.task));
    const real = gate(order, 'real');
    runs.push(queue.run('applicant', real.task));
    await settle();
    flood[0]!.open();
    await settle();
    expect(order).toEqual(['flood1', 'real']);
    real.open();
    flood.forEach((g) => g.open());
    await Promise.all(runs);
    expect(order).toEqual(['flood1', 'real', 'flood2', 'flood3', 'flood4']);
  });

  test('refuses past the per-client and the total bounds, and a refused client does not block others', async () => {
    const queue = new FairQueue({ concurrency: 1, waiting: 3, waitingPerClient: 2 });
    const order: string[] = [];
    const first = gate(order, 'first');
    const running = queue.run('a', first.task);
    await settle();
    const waiting = [queue.run('a', gate(order, 'a2').task), queue.run('a', gate(order, 'a3').task)];
    await expect(queue.run('a', gate(order, 'a4').task)).rejects.toBeInstanceOf(QueueFullError);
    waiting.push(queue.run('b', gate(order, 'b1').task));
    await expect(queue.run('c', gate(order, 'c1').task)).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.size).toEqual({ running: 1, waiting: 3 });
    first.open();
    await running;
  });

  test('a client never holds two workers, however many it sends: its second waits while a worker stands free', async () => {
    const queue = new FairQueue({ concurrency: 2, waiting: 10, waitingPerClient: 10 });
    const order: string[] = [];
    const flood = [1, 2, 3].map((n) => gate(order, `flood${n}`));
    const runs = flood.map((g) => queue.run('flooder', g.task));
    await settle();
    expect(order).toEqual(['flood1']);
    const real = gate(order, 'real');
    runs.push(queue.run('applicant', real.task));
    await settle();
    expect(order).toEqual(['flood1', 'real']);
    expect(queue.size).toEqual({ running: 2, waiting: 2 });
    flood[0]!.open();
    await settle();
    expect(order).toEqual(['flood1', 'real', 'flood2']);
    real.open();
    flood.forEach((g) => g.open());
    await Promise.all(runs);
    expect(order).toEqual(['flood1', 'real', 'flood2', 'flood3']);
  });

  test('a failing task frees its place', async () => {
    const queue = new FairQueue({ concurrency: 1, waiting: 5, waitingPerClient: 5 });
    await expect(queue.run('a', () => Promise.reject(new Error('worker ended')))).rejects.toThrow('worker ended');
    await expect(queue.run('a', () => Promise.resolve(7))).resolves.toBe(7);
  });
});

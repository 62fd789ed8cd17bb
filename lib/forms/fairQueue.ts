// At most `concurrency` tasks at once and one per client, the next taken from each waiting client in turn:
// a client's tasks wait behind its own, and however many it sends, it never holds two workers.
export class QueueFullError extends Error {}

export interface FairQueueLimits {
  concurrency: number;
  /** Tasks waiting across all clients; past this, a new one is refused. */
  waiting: number;
  /** Tasks one client may have waiting. */
  waitingPerClient: number;
}

interface Job {
  start: () => void;
}

interface ClientState {
  waiting: Job[];
  running: number;
  /** When the client was last given a worker: the one served longest ago goes next. */
  lastServed: number;
}

export class FairQueue {
  private running = 0;
  private waitingCount = 0;
  private served = 0;
  private readonly clients = new Map<string, ClientState>();

  private readonly limits: FairQueueLimits;

  constructor(limits: FairQueueLimits) {
    this.limits = limits;
  }

  /** Runs `task` in the client's turn; rejects with QueueFullError when the client or the queue is full. */
  run<T>(client: string, task: () => Promise<T>): Promise<T> {
    const state = this.clients.get(client) ?? { waiting: [], running: 0, lastServed: -1 };
    if (this.waitingCount >= this.limits.waiting || state.waiting.length >= this.limits.waitingPerClient) return Promise.reject(new QueueFullError('queue is at limit'));
    this.clients.set(client, state);
    return new Promise<T>((resolve, reject) => {
      state.waiting.push({
        start: () => {
          task()
            .then(resolve, reject)
            .finally(() => {
              this.running -= 1;
              state.running -= 1;
              if (state.running === 0 && state.waiting.length === 0) this.clients.delete(client);
              this.next();
            });
        },
      });
      this.waitingCount += 1;
      this.next();
    });
  }

  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waitingCount };
  }

  private next(): void {
    while (this.running < this.limits.concurrency) {
      let turn: ClientState | undefined;
      for (const state of this.clients.values()) {
        if (state.waiting.length > 0 && state.running === 0 && (!turn || state.lastServed < turn.lastServed)) turn = state;
      }
      if (!turn) return;
      const job = turn.waiting.shift()!;
      this.waitingCount -= 1;
      this.running += 1;
      turn.running += 1;
      turn.lastServed = (this.served += 1);
      job.start();
    }
  }
}

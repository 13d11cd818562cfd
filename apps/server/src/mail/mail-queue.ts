import type { FastifyBaseLogger } from 'fastify';

/** How much mail work one backend node holds: tasks running at once, and tasks held in all (running too). */
export interface MailQueueLimits {
  readonly running: number;
  readonly pending: number;
}

/**
 * A few tasks at a time (each may open its own SMTP connection), and a bound on what waits: a flood of
 * reset requests must not grow the process without end. The rate limits of the accounts calls (5 mails per
 * address, 30 calls per IP in 15 minutes) keep honest traffic far below it.
 */
export const MAIL_QUEUE_LIMITS: MailQueueLimits = { running: 8, pending: 1000 };

/**
 * Work that mails someone, run after the call has answered (docs/adr/0010): whether an e-mail is
 * registered must not show in how long a call takes, and an SMTP server's latency must not either. A
 * task's failure is logged with what it was doing and the error (through the logger's `err` serializer:
 * type, message, stack, code; never the message it mailed: it holds tokens); nothing is thrown at the
 * caller, who has long had its answer. When the queue is full a new task is dropped and logged instead.
 */
export class MailQueue {
  readonly #pending = new Set<Promise<void>>();
  readonly #waiting: (() => void)[] = [];
  #running = 0;

  constructor(
    private readonly log?: FastifyBaseLogger,
    private readonly limits: MailQueueLimits = MAIL_QUEUE_LIMITS,
  ) {}

  /** Queues `task` to start on a later turn of the event loop; the caller does not wait for it. */
  later(what: string, task: () => Promise<void>): void {
    if (this.#pending.size >= this.limits.pending) {
      this.log?.error({ what, pending: this.#pending.size }, 'mail work dropped: the mail queue is full');
      return;
    }
    const done: Promise<void> = new Promise<void>((resolve) => {
      this.#waiting.push(() => {
        void this.#run(what, task).then(resolve);
      });
    }).finally(() => {
      this.#pending.delete(done);
    });
    this.#pending.add(done);
    this.#startWaiting();
  }

  /**
   * Resolves once every task queued before this call has finished (the outbox page shows the mail of every
   * call answered before it). Tasks queued meanwhile are not waited for, so steady traffic cannot hold a
   * caller for ever.
   */
  async settled(): Promise<void> {
    await Promise.all([...this.#pending]);
  }

  #startWaiting(): void {
    while (this.#running < this.limits.running) {
      const start = this.#waiting.shift();
      if (!start) return;
      this.#running += 1;
      start();
    }
  }

  async #run(what: string, task: () => Promise<void>): Promise<void> {
    try {
      // Never in the caller's turn: its answer goes out first.
      await new Promise<void>((resolve) => setImmediate(resolve));
      await task();
    } catch (error) {
      this.log?.error({ what, err: error }, 'mail work failed after the call answered');
    } finally {
      this.#running -= 1;
      this.#startWaiting();
    }
  }
}

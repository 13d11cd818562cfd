import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that mails someone, run after the call has answered (docs/adr/0010): whether an e-mail is
 * registered must not show in how long a call takes, and an SMTP server's latency must not either. A
 * task's failure is logged with what it was doing and the error's message (never the message it mailed:
 * it holds tokens); nothing is thrown at the caller, who has long had its answer.
 */
export class MailQueue {
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly log?: FastifyBaseLogger) {}

  /** Starts `task` on a later turn of the event loop; the caller does not wait for it. */
  later(what: string, task: () => Promise<void>): void {
    const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => {
        this.log?.error(
          { what, error: error instanceof Error ? error.message : String(error) },
          'mail work failed after the call answered',
        );
      })
      .finally(() => {
        this.#pending.delete(running);
      });
    this.#pending.add(running);
  }

  /** Resolves once every task started so far (and any they started) has finished. */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }
}

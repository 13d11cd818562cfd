import type { FastifyInstance } from 'fastify';
import { DatabaseUnavailableError } from '../db/database-errors';

/**
 * Runs `work` every `everyMs` while the app is up: from `onReady` to `onClose`, never two runs at once (a
 * run still going when the next is due skips that turn), a failure logged with `what` and retried on the
 * next turn (one refused because the database is known down is not logged: the database's health tracker
 * logs the outage once). Closing waits for a run in flight, so it never writes to a closed database. Every
 * backend node runs its own: the work must be safe to run on several at once (conditional updates,
 * idempotent deletes).
 */
export function runEvery(
  app: FastifyInstance,
  what: string,
  everyMs: number,
  work: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = work()
        .then(
          () => undefined,
          (error: unknown) => {
            if (!(error instanceof DatabaseUnavailableError)) app.log.error({ err: error }, `${what} failed`);
          },
        )
        .finally(() => {
          running = undefined;
        });
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

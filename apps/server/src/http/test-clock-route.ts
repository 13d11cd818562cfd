import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AdjustableClock } from '../clock';
import { onlyDirectLoopback } from './direct-loopback';

/** A year: more than any journey needs; a longer jump is a mistake in the test. */
const MAX_ADVANCE_MS = 366 * 24 * 3_600_000;

const AdvanceBody = z.strictObject({ advance_ms: z.number().int().min(0).max(MAX_ADVANCE_MS) });

/**
 * `POST /__test/clock {advance_ms}`: moves the backend's time on and answers the new time (0: only reads it,
 * for a browser clock to start in step). Registered only
 * with TEST_CLOCK_CONTROL on (the browser journeys' backend), and answered only to a direct loopback caller:
 * elsewhere the route does not exist.
 */
export function registerTestClockRoute(app: FastifyInstance, clock: AdjustableClock): void {
  app.post(
    '/__test/clock',
    { schema: { hide: true }, onRequest: onlyDirectLoopback },
    async (request, reply) => {
      const body = AdvanceBody.safeParse(request.body);
      reply.header('cache-control', 'no-store');
      if (!body.success)
        return reply.code(400).send({
          error: {
            code: 'validation_failed',
            message: `advance_ms is a whole number from 0 to ${MAX_ADVANCE_MS}`,
          },
        });
      clock.advance(body.data.advance_ms);
      return { now: new Date(clock.now()).toISOString() };
    },
  );
}

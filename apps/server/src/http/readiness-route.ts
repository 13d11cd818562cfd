import type { FastifyInstance } from 'fastify';
import type { ReadinessCheck } from './readiness';

/** One check's answer in `GET /readyz`. */
export interface ReadinessAnswer {
  readonly ready: boolean;
  readonly detail?: string;
}

function ask(check: ReadinessCheck): ReadinessAnswer {
  try {
    const answer = check.check();
    return answer.detail === undefined
      ? { ready: answer.ready }
      : { ready: answer.ready, detail: answer.detail };
  } catch (error) {
    return {
      ready: false,
      detail: `the check failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/**
 * `GET /readyz`: whether the backend should take traffic now. 200 `{ status: 'ready', checks }` when every
 * check is ready, else 503 `{ status: 'not_ready', checks }`; `checks` maps each check's name to
 * `{ ready, detail? }`. Never cached. `GET /healthz` stays the liveness probe (the process answers).
 */
export function registerReadinessRoute(app: FastifyInstance, checks: readonly ReadinessCheck[]): void {
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const answers: Record<string, ReadinessAnswer> = {};
    for (const check of checks) answers[check.name] = ask(check);
    const ready = Object.values(answers).every((answer) => answer.ready);
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not_ready', checks: answers });
  });
}

import { getFeedStatus } from '@sportsbook/contract/sportsbook/feed-calls';
import type { FastifyInstance } from 'fastify';
import { type RouteEnv, registerCall } from '../../http/register-call';
import type { FeedHealthMonitor } from './feed-health-monitor';

/** `GET /api/v2/feed/status`: whether the prices follow the live feed now (never cached). */
export function registerFeedStatusRoute(
  app: FastifyInstance,
  env: RouteEnv,
  health: FeedHealthMonitor,
): void {
  registerCall(app, env, getFeedStatus, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    health.watch();
    return health.status();
  });
}

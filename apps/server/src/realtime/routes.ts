import { parseChannel } from '@sportsbook/contract/realtime/channels';
import { authorizeChannels, createConnectionToken } from '@sportsbook/contract/sportsbook/websocket-calls';
import { isAllowedHandshakeOrigin } from '@sportsbook/core/network/handshake-origin';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { ApiError } from '../http/api-error';
import { errorBody } from '../http/error-handler';
import { type RouteEnv, registerCall } from '../http/register-call';
import { releaseUpgradeRequest, UpgradeResponses } from './release-upgrade-request';

/** Where the embedded hub listens, as Centrifugo does. */
export const WEBSOCKET_PATH = '/connection/websocket';

/** Why a channel is refused a subscription token, or null when the caller may have one. */
function refusal(channel: string, playerId: number): string | null {
  const parsed = parseChannel(channel);
  if (parsed?.kind === 'user' && parsed.userId === playerId) return null;
  if (parsed?.kind === 'user') return `channel ${channel} belongs to another player`;
  if (parsed === null) return `channel ${channel} is not a channel of this product`;
  return `channel ${channel} is public and needs no subscription token`;
}

/**
 * Registers the realtime calls (spec §7.2): connection tokens, subscription tokens for the caller's own
 * private channel, and, when the embedded hub serves clients, its WebSocket endpoint.
 */
export function registerRealtimeRoutes(app: FastifyInstance, env: RouteEnv, deps: AppDeps): void {
  const ttlSeconds = deps.config.realtime.tokenTtlSeconds;

  registerCall(app, env, createConnectionToken, async ({ caller }) => ({
    token: await deps.tokens.signConnectionToken(caller ? String(caller.playerId) : '', ttlSeconds),
  }));

  registerCall(app, env, authorizeChannels, async ({ caller, body }) => {
    if (!caller) throw ApiError.unauthorized();
    const refused = body.channels
      .map((channel) => refusal(channel, caller.playerId))
      .filter((reason) => reason !== null);
    if (refused.length > 0) {
      throw ApiError.forbidden(`only your own private channel can be authorized: ${refused.join('; ')}`);
    }
    const sub = String(caller.playerId);
    const channels = await Promise.all(
      body.channels.map(async (channel) => ({
        channel,
        token: await deps.tokens.signSubscriptionToken(sub, channel, ttlSeconds),
      })),
    );
    return { channels };
  });

  const hub = deps.hub;
  if (!hub) return;
  const upgrades = new UpgradeResponses();
  const allowedOrigins = deps.config.realtime.allowedOrigins;
  app.route({
    method: 'GET',
    url: WEBSOCKET_PATH,
    schema: { hide: true },
    onRequest: (request, reply, done) => {
      // A page of another site must not open a connection in the visitor's name (core WSO2, WSO3): refused
      // before the upgrade, with a plain HTTP answer.
      const origin = request.headers.origin;
      if (!isAllowedHandshakeOrigin(origin, allowedOrigins)) {
        reply
          .code(403)
          .send(errorBody('forbidden', `pages of ${origin} may not open the realtime connection`));
        return;
      }
      upgrades.remember(request.raw, reply.raw);
      done();
    },
    handler: async (_request, reply) =>
      reply
        .code(400)
        .send(
          errorBody('bad_request', `${WEBSOCKET_PATH} speaks the Centrifuge protocol over WebSocket only`),
        ),
    wsHandler: (socket, request) => {
      releaseUpgradeRequest(socket, request.raw, upgrades.take(request.raw));
      hub.accept(socket);
    },
  });
}

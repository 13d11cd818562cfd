import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifyWebsocket from '@fastify/websocket';
import { isTrustedProxy } from '@sportsbook/core/network/proxy-list';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { registerAccountRoutes } from './accounts/routes';
import { createAuthenticator } from './auth/authenticator';
import type { TokenService } from './auth/tokens';
import { registerBettingRoutes } from './betting/routes';
import { registerBonusRoutes } from './bonuses/routes';
import { registerCatalogRoutes } from './catalog/routes';
import type { AdjustableClock, Clock } from './clock';
import type { ServerConfig } from './config/config';
import { registerContentRoutes } from './content/routes';
import { AdmissionGate } from './db/admission-gate';
import type { Database } from './db/database';
import { registerDemoHostRoutes } from './demo-host/routes';
import { FeedHealthMonitor } from './feed/health/feed-health-monitor';
import { registerFeedStatusRoute } from './feed/health/feed-status-route';
import { DEFAULT_CONTENT_SECURITY_DIRECTIVES } from './http/content-security';
import { installErrorHandling } from './http/error-handler';
import { answerFrameworkError } from './http/framework-errors';
import { LastAnswerCache } from './http/last-answers';
import { installNulGuard } from './http/nul-guard';
import type { ReadinessCheck } from './http/readiness';
import { registerReadinessRoute } from './http/readiness-route';
import type { RouteEnv } from './http/register-call';
import { registerTestClockRoute } from './http/test-clock-route';
import { registerNotificationRoutes } from './notifications/routes';
import { registerPaymentRoutes } from './payments/routes';
import { registerPlatformRoutes } from './platform/routes';
import { registerPredictionRoutes } from './predictions/routes';
import type { RealtimeHub } from './realtime/hub';
import type { Publisher } from './realtime/publisher';
import { registerRealtimeRoutes } from './realtime/routes';
import { registerResponsibleGamblingRoutes } from './responsible-gambling/routes';
import { sessionLimitGuard } from './responsible-gambling/session-guard';
import { SportsbookSessionService } from './responsible-gambling/sportsbook-session-service';
import { registerSettingsRoutes } from './settings/routes';
import type { Timers } from './timers';

/** Largest JSON body any call accepts; larger ones get 413 before they are parsed. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppDeps {
  readonly config: ServerConfig;
  readonly database: Database;
  readonly tokens: TokenService;
  readonly clock: Clock;
  readonly publisher: Publisher;
  /** The embedded realtime hub, served at /connection/websocket; absent when Centrifugo serves clients. */
  readonly hub: RealtimeHub | undefined;
  /** Redis, when configured: shared rate-limit counters across server nodes. */
  readonly redis: Redis | undefined;
  /** The process logger (pino); without one the app logs nothing (tests). */
  readonly logger?: FastifyBaseLogger;
  /** What `GET /readyz` asks besides the database (the live feed's check). */
  readonly readiness?: readonly ReadinessCheck[];
  /** Timers of the embedded database's queue bound (tests fire them by hand). */
  readonly timers?: Timers;
  /** Whether the prices follow the live feed (bets pause when not); without one they always do. */
  readonly feedHealth?: FeedHealthMonitor;
  /** `clock` itself when a test moves it from outside (TEST_CLOCK_CONTROL): then POST /__test/clock exists. */
  readonly clockControl?: AdjustableClock;
}

/**
 * One log line per request, once answered: method, URL (secret query values redacted by the `req`
 * serializer), status and time. Fastify's default is two (received, completed); its error logs stay.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      req: request,
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request answered');
  }
}

/** Builds the backend without listening, so tests drive it with `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(deps.logger
      ? { loggerInstance: deps.logger, logController: new OneLinePerRequest() }
      : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    // The client's address and scheme as the web app's proxy (loopback by default) reports them: per-IP
    // rate limits and the session cookie's Secure flag depend on them (SERVER_TRUSTED_PROXIES, core PRX3).
    trustProxy: (address) => isTrustedProxy(deps.config.trustedProxies, address),
    // Routes answer the same with or without a trailing slash.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Malformed percent-encoding and overlong path parameters get the contract's error body too.
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const health = deps.database.health;
  installErrorHandling(app, { retryAfterSeconds: () => health.retryAfterSeconds() });

  await app.register(fastifyHelmet, {
    // Pages replace it with their own (http/content-security.ts).
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...DEFAULT_CONTENT_SECURITY_DIRECTIVES },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'sportsbook-rate-limit:' } : {}),
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  // After the cookie plugin (it reads the parsed cookies) and the WebSocket plugin (a refused upgrade's
  // socket is then closed once the 400 is written).
  installNulGuard(app);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sportsbook reference backend',
        description:
          'The calls of the sportsbook spec §7: Platform API under /platform, Sportsbook API under /api/v2 (bets under /api/v3). The operator API (bonus campaigns, banner slots) under /operator/v1, with the operator key. The content API (banners a CMS supplies, spec §7.5) under /content/v1. Realtime: Centrifuge protocol v2 at /connection/websocket.',
        version: '2.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          session: { type: 'apiKey', in: 'cookie', name: 'sb_session' },
          operator: { type: 'apiKey', in: 'header', name: 'X-Operator-Key' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  const env: RouteEnv = {
    authenticator: createAuthenticator(deps.database.db, deps.tokens, deps.clock),
    operatorKey: deps.config.operatorApiKey,
    // A player's session or time limit running out ends the session on the player's next call.
    guard: sessionLimitGuard(new SportsbookSessionService(deps.database.db, deps.clock, deps.tokens)),
    contentLocales: deps.config.contentLocales,
    webOrigin: deps.config.webOrigin,
    databaseHealth: health,
    lastAnswers: { cache: new LastAnswerCache(), clock: deps.clock },
    // PGlite runs one statement at a time: waiting work is bounded (PostgreSQL's pool bounds its own wait).
    ...(deps.database.kind === 'pglite'
      ? { admission: new AdmissionGate(deps.config.embeddedDatabase, deps.timers) }
      : {}),
  };

  // Liveness: the process answers. Readiness: the database and every check passed in answer.
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  const feedHealth = deps.feedHealth ?? new FeedHealthMonitor();
  registerReadinessRoute(app, [health, feedHealth, ...(deps.readiness ?? [])]);
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  registerFeedStatusRoute(app, env, feedHealth);
  registerCatalogRoutes(app, env, deps);
  registerPlatformRoutes(app, env, deps);
  registerAccountRoutes(app, env, deps);
  registerRealtimeRoutes(app, env, deps);
  registerResponsibleGamblingRoutes(app, env, deps);
  registerPaymentRoutes(app, env, deps);
  registerSettingsRoutes(app, env, deps);
  registerNotificationRoutes(app, env, deps);
  registerPredictionRoutes(app, env, deps);
  registerContentRoutes(app, env, deps);
  registerBonusRoutes(app, env, deps);
  await registerBettingRoutes(app, env, { ...deps, feedHealth });
  registerDemoHostRoutes(app, deps);
  if (deps.clockControl) registerTestClockRoute(app, deps.clockControl);

  return app;
}

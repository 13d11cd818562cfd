import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../../src/app';
import { TokenService } from '../../src/auth/tokens';
import { type Clock, systemClock } from '../../src/clock';
import { loadConfig, type ServerConfig } from '../../src/config/config';
import type { Database } from '../../src/db/database';
import type { Publisher } from '../../src/realtime/publisher';
import { RecordingPublisher } from './recording-publisher';

export const TEST_API_SECRET = 'test-api-secret-test-api-secret-0123456789';
export const TEST_REALTIME_SECRET = 'test-realtime-secret-test-realtime-secret-01';

export interface TestAppOptions {
  readonly database: Database;
  readonly clock?: Clock;
  readonly publisher?: Publisher;
  readonly env?: Record<string, string>;
  readonly overrides?: Partial<AppDeps>;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly deps: AppDeps;
  readonly config: ServerConfig;
}

/** The real app on a test database, with fixed secrets and a recording publisher unless told otherwise. */
export async function buildTestApp(options: TestAppOptions): Promise<TestApp> {
  const config = loadConfig({ SIMULATOR: 'off', ...options.env });
  const clock = options.clock ?? systemClock;
  const deps: AppDeps = {
    config,
    database: options.database,
    tokens: new TokenService(TEST_API_SECRET, TEST_REALTIME_SECRET, () => clock.now()),
    clock,
    publisher: options.publisher ?? new RecordingPublisher(),
    hub: undefined,
    redis: undefined,
    ...options.overrides,
  };
  const app = await buildApp(deps);
  await app.ready();
  return { app, deps, config };
}

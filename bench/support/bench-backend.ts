import { loadConfig } from '@sportsbook/server/config/config';
import { generateSecrets } from '@sportsbook/server/config/secrets';
import type { FeedSimulator } from '@sportsbook/server/feed/simulator/feed-simulator';
import { type Backend, type BackendOptions, startBackend } from '@sportsbook/server/start-backend';

/**
 * The backend as `npm start` runs it (`startBackend`), for a benchmark: on loopback at a free port, with
 * fresh secrets, warnings and errors only, and no request log (no request pays for one). `env` sets the
 * rest as an operator's environment would (SIMULATOR, SIM_RATE, …); it is the whole environment, not
 * merged with this process's.
 */
export function startBenchBackend(
  env: Readonly<Record<string, string>>,
  options: Omit<BackendOptions, 'config' | 'secrets'> = {},
): Promise<Backend> {
  return startBackend({
    config: loadConfig({ SERVER_HOST: '127.0.0.1', SERVER_PORT: '0', LOG_LEVEL: 'warn', ...env }),
    secrets: generateSecrets(),
    logRequests: false,
    ...options,
  });
}

/** Milliseconds the backend spent seeding its catalogue (0 when one was there). */
export function seedMsOf(backend: Backend): number {
  return (backend.seeded?.generateMs ?? 0) + (backend.seeded?.writeMs ?? 0);
}

/** The backend's live feed, which the benchmark asked for (SIMULATOR on). */
export function simulatorOf(backend: Backend): FeedSimulator {
  if (!backend.simulator) throw new Error('the benchmark needs the simulator: SIMULATOR is off');
  return backend.simulator;
}

import { ConfigError, loadConfig, type ServerConfig } from './config/config';
import { isDatabaseUnavailable } from './db/database-errors';
import { processLogger, startBackend } from './start-backend';

function readConfig(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The reference backend as a process: the environment's settings, `startBackend`, and a stop in reverse
 * order on SIGINT or SIGTERM.
 */
async function main(): Promise<void> {
  const config = readConfig();
  const logger = processLogger(config);
  // No database error ends the process: one that reaches nobody is logged, and the backend carries on
  // (each call answers 503 while the database is away, the health tracker probes it back).
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    logger.error({ err: reason }, 'a database failure reached no caller');
  });
  const backend = await startBackend({ config, logger });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await backend.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('the backend failed to start:', error);
  process.exit(1);
});

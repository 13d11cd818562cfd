import { Redis } from 'ioredis';
import pg from 'pg';

/** The services a test run can be told it must have (`TEST_SERVICES_REQUIRED`), and the variable naming each. */
const SERVICES = {
  postgres: { variable: 'TEST_DATABASE_URL', name: 'PostgreSQL' },
  redis: { variable: 'TEST_REDIS_URL', name: 'Redis' },
} as const;

type Service = keyof typeof SERVICES;

async function answers(service: Service, url: string): Promise<void> {
  if (service === 'postgres') {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
    } finally {
      await client.end().catch(() => {});
    }
    return;
  }
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 5_000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } finally {
    redis.disconnect();
  }
}

/**
 * Fails when the run was told a service is required (CI sets `TEST_SERVICES_REQUIRED=postgres,redis` on
 * machines that have them) and its variable is missing or the service does not answer, so that its tests
 * cannot be skipped silently. Without the variable nothing is required (a developer's machine).
 */
export async function checkRequiredServices(
  env: Readonly<Record<string, string | undefined>>,
): Promise<void> {
  const required = (env.TEST_SERVICES_REQUIRED ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
  const problems: string[] = [];
  for (const name of required) {
    if (!(name in SERVICES)) {
      problems.push(`TEST_SERVICES_REQUIRED names "${name}"; known: ${Object.keys(SERVICES).join(', ')}`);
      continue;
    }
    const { variable, name: label } = SERVICES[name as Service];
    const url = env[variable];
    if (!url) {
      problems.push(
        `${label} is required (TEST_SERVICES_REQUIRED=${env.TEST_SERVICES_REQUIRED}) but ${variable} is not set`,
      );
      continue;
    }
    try {
      await answers(name as Service, url);
    } catch (error) {
      const why = error instanceof Error ? error.message || error.name : String(error);
      problems.push(`${label} is required but does not answer at ${variable}=${url}: ${why}`);
    }
  }
  if (problems.length > 0)
    throw new Error(`the server tests cannot run as required:\n  ${problems.join('\n  ')}`);
}

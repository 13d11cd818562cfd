import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkRequiredServices } from './required-services';

/** A port nothing listens on: taken, then freed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('the services a test run is told it must have', () => {
  it('requires nothing unless told', async () => {
    await expect(checkRequiredServices({})).resolves.toBeUndefined();
  });

  it('fails, naming the variable, when a required service has none', async () => {
    await expect(checkRequiredServices({ TEST_SERVICES_REQUIRED: 'postgres,redis' })).rejects.toThrow(
      /PostgreSQL is required .* but TEST_DATABASE_URL is not set\n\s+Redis is required .* but TEST_REDIS_URL is not set/,
    );
  });

  it('fails when a required service does not answer', async () => {
    const port = await closedPort();
    await expect(
      checkRequiredServices({
        TEST_SERVICES_REQUIRED: 'postgres',
        TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
      }),
    ).rejects.toThrow(/PostgreSQL is required but does not answer at TEST_DATABASE_URL=/);
    await expect(
      checkRequiredServices({ TEST_SERVICES_REQUIRED: 'redis', TEST_REDIS_URL: `redis://127.0.0.1:${port}` }),
    ).rejects.toThrow(/Redis is required but does not answer/);
  });

  it('fails on a service it does not know', async () => {
    await expect(checkRequiredServices({ TEST_SERVICES_REQUIRED: 'mysql' })).rejects.toThrow(
      'TEST_SERVICES_REQUIRED names "mysql"',
    );
  });

  it.skipIf(!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)(
    'passes when the required services answer',
    async () => {
      await expect(
        checkRequiredServices({ ...process.env, TEST_SERVICES_REQUIRED: 'postgres,redis' }),
      ).resolves.toBeUndefined();
    },
  );
});

import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError } from '../db/database-errors';
import { runEvery } from './periodic-work';

const EVERY_MS = 60_000;

/** A bare app with the periodic work, logging into `lines`. */
async function appWith(work: () => Promise<unknown>) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const logger: FastifyBaseLogger = pino({ level: 'error' }, sink);
  const app = Fastify({ loggerInstance: logger });
  runEvery(app, 'pruning things', EVERY_MS, work);
  await app.ready();
  return { app, lines };
}

describe('periodic work of the backend', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs every interval from start to close, and not after', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const work = vi.fn(async () => undefined);
    const { app } = await appWith(work);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(EVERY_MS * 3);
    expect(work).toHaveBeenCalledTimes(3);
    await app.close();
    await vi.advanceTimersByTimeAsync(EVERY_MS * 3);
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('skips a turn while a run is still going, and closing waits for it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let finish: () => void = () => undefined;
    let finished = false;
    const work = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            finished = true;
            resolve();
          };
        }),
    );
    const { app } = await appWith(work);
    await vi.advanceTimersByTimeAsync(EVERY_MS * 3);
    expect(work).toHaveBeenCalledTimes(1);
    const closed = app.close();
    setTimeout(() => finish(), 10);
    await closed;
    expect(finished).toBe(true);
  });

  it('logs a failed run with what it was and tries again on the next turn', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const work = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(Object.assign(new Error('database gone'), { code: '57P01' }))
      .mockResolvedValue(undefined);
    const { app, lines } = await appWith(work);
    await vi.advanceTimersByTimeAsync(EVERY_MS * 2);
    expect(work).toHaveBeenCalledTimes(2);
    expect(lines).toMatchObject([
      { msg: 'pruning things failed', err: { message: 'database gone', code: '57P01' } },
    ]);
    await app.close();
  });

  it('says nothing of a run refused because the database is known down (its outage is logged once)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const work = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new DatabaseUnavailableError('unreachable', 'the database is unreachable', 2))
      .mockRejectedValueOnce(new Error('a real failure'))
      .mockResolvedValue(undefined);
    const { app, lines } = await appWith(work);
    await vi.advanceTimersByTimeAsync(EVERY_MS * 3);
    expect(work).toHaveBeenCalledTimes(3);
    expect(lines).toMatchObject([{ msg: 'pruning things failed', err: { message: 'a real failure' } }]);
    await app.close();
  });
});

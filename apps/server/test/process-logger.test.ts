import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config/config';
import { LOG_FLUSH_MS, LOG_WRITE_BYTES, processLogger } from '../src/start-backend';

/*
 * The backend's log gathers lines into larger writes (a write per line cost the live page 11–13 % of its
 * throughput), and a quiet backend's lines still leave within LOG_FLUSH_MS. The flush timer is faked; the
 * writes themselves are real, so the file is polled until they land.
 */
describe('the process log', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'sportsbook-log-'));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await rm(folder, { recursive: true, force: true });
  });

  async function lines(file: string): Promise<string[]> {
    const text = await readFile(file, 'utf8').catch(() => '');
    return text.split('\n').filter((line) => line !== '');
  }

  async function untilLines(file: string, count: number): Promise<string[]> {
    await vi.waitFor(
      async () => {
        expect((await lines(file)).length).toBeGreaterThanOrEqual(count);
      },
      { timeout: 5_000, interval: 10 },
    );
    return lines(file);
  }

  it('writes a lone line once its flush interval passes', async () => {
    const file = join(folder, 'backend.log');
    const log = processLogger(loadConfig({ LOG_LEVEL: 'info' }), file);
    // Sentinel: a logger that writes every line at once, logging at the same moment. Once its line has
    // landed, ours would have too if it were written a line at a time.
    const atOnceFile = join(folder, 'at-once.log');
    const atOnce = pino(pino.destination({ dest: atOnceFile, sync: false }));
    log.info({ statusCode: 200 }, 'request answered');
    atOnce.info('sentinel');
    await untilLines(atOnceFile, 1);
    expect(await lines(file)).toEqual([]);
    vi.advanceTimersByTime(LOG_FLUSH_MS);
    const [line] = await untilLines(file, 1);
    expect(JSON.parse(line ?? '{}')).toMatchObject({ msg: 'request answered', statusCode: 200 });
  });

  it('writes gathered lines without waiting once they fill a write', async () => {
    const file = join(folder, 'busy.log');
    const log = processLogger(loadConfig({ LOG_LEVEL: 'info' }), file);
    const count = Math.ceil(LOG_WRITE_BYTES / 100) + 1;
    for (let i = 0; i < count; i += 1)
      log.info({ i, url: '/api/v2/matches?match_status=1' }, 'request answered');
    // No timer has run: the lines left because they filled a write.
    const written = await untilLines(file, Math.floor(LOG_WRITE_BYTES / 200));
    expect(JSON.parse(written[0] ?? '{}')).toMatchObject({ i: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { ManualTimers } from '../timers';
import { DatabaseUnavailableError } from './database-errors';
import { DatabaseHealth } from './database-health';

const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A database the test switches on and off, probed through the tracker; counts the probes. */
function aTrackedDatabase() {
  const timers = new ManualTimers();
  const database = { answers: true, probes: 0 };
  const changes: boolean[] = [];
  const health = new DatabaseHealth({
    probe: async () => {
      database.probes += 1;
      if (!database.answers) throw refused();
    },
    timers,
    now: () => Date.parse('2026-11-28T10:00:00.000Z'),
    backoff: { firstMs: 250, maxMs: 2_000 },
  });
  health.onChange((up) => changes.push(up));
  /** Fires the timers due within `ms` and lets the probes they started settle. */
  const advance = async (ms: number) => {
    timers.advance(ms);
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { timers, database, changes, health, advance };
}

describe('the database health tracker', () => {
  it('is up and ready until a failure says the database is unreachable', () => {
    const { health } = aTrackedDatabase();
    expect(health.state).toBe('up');
    expect(health.check()).toEqual({ ready: true });
    expect(() => health.assertUsable()).not.toThrow();
  });

  it('one lost connection costs nothing more: probed at once, still usable meanwhile, up when it answers', async () => {
    const { health, database, changes, advance, timers } = aTrackedDatabase();
    health.observe(terminated());
    expect(health.state).toBe('suspect');
    expect(() => health.assertUsable()).not.toThrow();
    expect(health.check().ready).toBe(true);
    expect(timers.nextDueInMs).toBe(0);
    await advance(0);
    expect(database.probes).toBe(1);
    expect(health.state).toBe('up');
    expect(changes).toEqual([]);
  });

  it('down when the probe fails too: refuses at once, not ready, probes with backoff until it answers', async () => {
    const { health, database, changes, advance, timers } = aTrackedDatabase();
    database.answers = false;
    health.observe(terminated());
    await advance(0);
    expect(health.state).toBe('down');
    expect(changes).toEqual([false]);
    expect(health.check()).toEqual({
      ready: false,
      detail:
        'unreachable since 2026-11-28T10:00:00.000Z: connect ECONNREFUSED 127.0.0.1:5432 (ECONNREFUSED)',
    });
    expect(() => health.assertUsable()).toThrow(DatabaseUnavailableError);

    // Backoff: 250, 500, 1000, then 2000 ms at most between probes.
    const delays: (number | undefined)[] = [];
    for (let i = 0; i < 5; i += 1) {
      delays.push(timers.nextDueInMs);
      await advance(timers.nextDueInMs ?? 0);
    }
    expect(delays).toEqual([250, 500, 1_000, 2_000, 2_000]);
    expect(database.probes).toBe(6);
    expect(health.retryAfterSeconds()).toBe(2);

    database.answers = true;
    await advance(timers.nextDueInMs ?? 0);
    expect(health.state).toBe('up');
    expect(changes).toEqual([false, true]);
    expect(health.check()).toEqual({ ready: true });
    expect(() => health.assertUsable()).not.toThrow();
    expect(timers.pending).toBe(0);
  });

  it('a statement or lock timeout does not count: the server answered', () => {
    const { health, timers } = aTrackedDatabase();
    health.observe(Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' }));
    health.observe(
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    );
    health.observe(Object.assign(new Error('duplicate key'), { code: '23505' }));
    expect(health.state).toBe('up');
    expect(timers.pending).toBe(0);
  });

  it('stops probing once closed', async () => {
    const { health, database, advance, timers } = aTrackedDatabase();
    database.answers = false;
    health.observe(refused());
    await advance(0);
    health.close();
    expect(timers.pending).toBe(0);
    await advance(10_000);
    expect(database.probes).toBe(1);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type FeedHealth,
  type FeedHealthEvent,
  feedHealthAfter,
  feedStatusOf,
  WITHOUT_FEED,
} from './feed-health';

const run = (events: readonly FeedHealthEvent[], from: FeedHealth = WITHOUT_FEED) =>
  events.reduce(feedHealthAfter, from);

describe('the backend feed health', () => {
  it('[FDH1] is live for good without a feed; a started feed catches up until its first tick succeeds', () => {
    expect(feedStatusOf(WITHOUT_FEED)).toEqual({ status: 'live', since: '1970-01-01T00:00:00.000Z' });
    const started = run([{ kind: 'started', at: 1_000 }]);
    expect(started.status).toBe('catching_up');
    expect(run([{ kind: 'watched', at: 60_000, staleAfterMs: 5_000 }], started).status).toBe('catching_up');
    expect(run([{ kind: 'tick_failed', at: 2_000 }], started).status).toBe('catching_up');
    const live = run([{ kind: 'tick_succeeded', at: 9_000 }], started);
    expect(live).toEqual({ status: 'live', since: 9_000, lastTickAt: 9_000 });
  });

  it('[FDH2] goes stale on a failed tick, since the failure', () => {
    const live = run([
      { kind: 'started', at: 0 },
      { kind: 'tick_succeeded', at: 1_000 },
    ]);
    expect(run([{ kind: 'tick_failed', at: 1_500 }], live)).toMatchObject({ status: 'stale', since: 1_500 });
  });

  it('[FDH3] goes stale when no tick succeeded for longer than the interval, since it was due', () => {
    const live = run([
      { kind: 'started', at: 0 },
      { kind: 'tick_succeeded', at: 1_000 },
    ]);
    expect(run([{ kind: 'watched', at: 6_000, staleAfterMs: 5_000 }], live).status).toBe('live');
    expect(run([{ kind: 'watched', at: 6_001, staleAfterMs: 5_000 }], live)).toMatchObject({
      status: 'stale',
      since: 6_000,
    });
  });

  it('[FDH4] is live again after a successful tick, since that tick; since moves only on a change', () => {
    const stale = run([
      { kind: 'started', at: 0 },
      { kind: 'tick_succeeded', at: 1_000 },
      { kind: 'tick_failed', at: 2_000 },
      { kind: 'tick_failed', at: 3_000 },
    ]);
    expect(stale.since).toBe(2_000);
    const back = run(
      [
        { kind: 'tick_succeeded', at: 4_000 },
        { kind: 'tick_succeeded', at: 5_000 },
      ],
      stale,
    );
    expect(back).toEqual({ status: 'live', since: 4_000, lastTickAt: 5_000 });
  });

  it('[FDH1] [FDH3] whatever happens, live means a tick succeeded within the interval of the last watch', () => {
    const event = fc.oneof(
      fc.record({ kind: fc.constant('tick_succeeded' as const), step: fc.integer({ min: 0, max: 3_000 }) }),
      fc.record({ kind: fc.constant('tick_failed' as const), step: fc.integer({ min: 0, max: 3_000 }) }),
      fc.record({ kind: fc.constant('watched' as const), step: fc.integer({ min: 0, max: 9_000 }) }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (steps) => {
        let at = 0;
        let health = feedHealthAfter(WITHOUT_FEED, { kind: 'started', at });
        for (const step of steps) {
          at += step.step;
          health =
            step.kind === 'watched'
              ? feedHealthAfter(health, { kind: 'watched', at, staleAfterMs: 5_000 })
              : feedHealthAfter(health, { kind: step.kind, at });
          if (step.kind === 'watched' && health.status === 'live')
            expect(at - (health.lastTickAt ?? Number.NEGATIVE_INFINITY)).toBeLessThanOrEqual(5_000);
          if (step.kind === 'tick_failed') expect(health.status).not.toBe('live');
          if (health.status === 'live') expect(health.lastTickAt).not.toBeNull();
        }
      }),
      { seed: 14, numRuns: 300 },
    );
  });
});

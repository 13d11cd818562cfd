import { describe, expect, it } from 'vitest';
import { TokenService } from '../../src/auth/tokens';
import { ManualClock } from '../../src/clock';
import { RealtimeHub } from '../../src/realtime/hub';
import { HubPublisher } from '../../src/realtime/hub-publisher';
import { TEST_API_SECRET, TEST_REALTIME_SECRET } from '../support/app';
import { RecordingLogger } from './support/realtime-server';

/** The hub without sockets: publishing, history lifetime and the publisher adapter, on a manual clock. */
describe('RealtimeHub and its publisher', () => {
  const aHub = (clock: ManualClock, logger = new RecordingLogger()) =>
    new RealtimeHub({
      tokens: new TokenService(TEST_API_SECRET, TEST_REALTIME_SECRET),
      clock,
      historyTtlMs: 60_000,
      logger,
    });

  it('reports a channel with recent history as listened to until its history expires', async () => {
    const clock = new ManualClock(1_000_000);
    const hub = aHub(clock);
    const publisher = new HubPublisher(hub, new RecordingLogger());
    expect(publisher.hasSubscribers('match:en:1')).toBe(false);
    await publisher.publish('match:en:1', {
      event: 'bet_cashout_changed',
      payload: { bet_id: 1, to_cashout: 100 },
    });
    expect(publisher.hasSubscribers('match:en:1')).toBe(true);
    clock.advance(60_000);
    expect(publisher.hasSubscribers('match:en:1')).toBe(false);
    await hub.close();
  });

  it('continues a channel stream across publications with one epoch', async () => {
    const hub = aHub(new ManualClock(0));
    const first = hub.publish('public:en', { n: 1 });
    const second = hub.publish('public:en', { n: 2 });
    expect(second).toEqual({ epoch: first.epoch, offset: 2 });
    expect(hub.publish('public:de', { n: 1 }).epoch).not.toBe(first.epoch);
    await hub.close();
  });

  it('logs and drops an event that cannot be serialised, without throwing into the feed', async () => {
    const logger = new RecordingLogger();
    const hub = aHub(new ManualClock(0), logger);
    const publisher = new HubPublisher(hub, logger);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const bad = { event: 'notification', payload: circular } as never;
    await expect(publisher.publish('public:en', bad)).resolves.toBeUndefined();
    expect(logger.entries).toMatchObject([{ level: 'error', message: 'realtime publication dropped' }]);
    await hub.close();
  });

  it('rejects nonsense options at construction', () => {
    const tokens = new TokenService(TEST_API_SECRET, TEST_REALTIME_SECRET);
    expect(() => new RealtimeHub({ tokens, tickMs: 0 })).toThrow(/tickMs/);
    expect(() => new RealtimeHub({ tokens, historySize: -1 })).toThrow(/historySize/);
  });
});

import { describe, expect, it } from 'vitest';
import { ChannelStream, type Subscription } from './channel-stream';

const LIMITS = { size: 3, ttlMs: 10_000 };

/** A subscriber that records the frames it is pushed. */
function aSubscriber(stream: ChannelStream, delta = false): Subscription & { frames: Buffer[] } {
  const frames: Buffer[] = [];
  const subscription = {
    frames,
    target: { push: (frame: Buffer) => frames.push(frame) },
    channel: stream,
    delta,
    deltaReady: false,
    expiresAt: 0,
  };
  stream.add(subscription);
  return subscription;
}

const pubOf = (frame: Buffer | undefined) =>
  (JSON.parse(String(frame)) as { push: { pub: { data: unknown; delta?: boolean; offset: number } } }).push
    .pub;

describe('ChannelStream', () => {
  it('numbers publications from 1 within one epoch', () => {
    const stream = new ChannelStream('public:en', 'e1', LIMITS, 0);
    expect(stream.offset).toBe(0);
    expect([1, 2, 3].map((n) => stream.publish(JSON.stringify({ n }), 0).offset)).toEqual([1, 2, 3]);
    expect(stream.offset).toBe(3);
  });

  it('serialises a publication once for all plain subscribers', () => {
    const stream = new ChannelStream('public:en', 'e1', LIMITS, 0);
    const subscribers = [aSubscriber(stream), aSubscriber(stream), aSubscriber(stream)];
    stream.publish('{"odds":1.5}', 0);
    const [first] = subscribers[0]?.frames ?? [];
    expect(String(first)).toBe('{"push":{"channel":"public:en","pub":{"data":{"odds":1.5},"offset":1}}}');
    for (const subscriber of subscribers) expect(subscriber.frames[0]).toBe(first);
  });

  it('sends a delta subscriber the full payload first, then patches shared by every delta subscriber', () => {
    const stream = new ChannelStream('match:en:1', 'e1', LIMITS, 0);
    const body = 'a long unchanged body '.repeat(20);
    stream.publish(JSON.stringify({ v: 0, body }), 0);
    const early = aSubscriber(stream, true);
    stream.publish(JSON.stringify({ v: 1, body }), 0);
    const late = aSubscriber(stream, true);
    stream.publish(JSON.stringify({ v: 2, body }), 0);

    expect(pubOf(early.frames[0])).toEqual({ data: JSON.stringify({ v: 1, body }), offset: 2 });
    expect(pubOf(early.frames[1])).toMatchObject({ delta: true, offset: 3 });
    // The late subscriber's base is nothing yet: it gets v2 in full, not the patch from v1.
    expect(pubOf(late.frames[0])).toEqual({ data: JSON.stringify({ v: 2, body }), offset: 3 });
  });

  it('keeps at most `size` publications and forgets them after their time to live', () => {
    const stream = new ChannelStream('public:en', 'e1', LIMITS, 0);
    for (let n = 1; n <= 5; n += 1) stream.publish(JSON.stringify({ n }), n * 1_000);
    const offsets = (now: number) =>
      stream.read({ limit: -1, sinceOffset: undefined, reverse: false }, now).map((p) => p.offset);
    expect(offsets(5_000)).toEqual([3, 4, 5]);
    expect(offsets(13_500)).toEqual([4, 5]);
    expect(stream.hasRecentHistory(14_999)).toBe(true);
    expect(stream.hasRecentHistory(15_000)).toBe(false);
    expect(offsets(15_000)).toEqual([]);
  });

  it('returns what a recovering subscriber missed, or null when it is no longer all there', () => {
    const stream = new ChannelStream('public:en', 'e1', LIMITS, 0);
    for (let n = 1; n <= 5; n += 1) stream.publish(JSON.stringify({ n }), 0);
    expect(stream.missedSince(5, 'e1', 0)).toEqual([]);
    expect(stream.missedSince(3, 'e1', 0)?.map((p) => p.offset)).toEqual([4, 5]);
    expect(stream.missedSince(2, 'e1', 0)?.map((p) => p.offset)).toEqual([3, 4, 5]);
    expect(stream.missedSince(1, 'e1', 0)).toBeNull();
    expect(stream.missedSince(3, 'e0', 0)).toBeNull();
    expect(stream.missedSince(6, 'e1', 0)).toBeNull();
    expect(stream.missedSince(3, 'e1', 20_000)).toBeNull();
  });

  it('recovers with nothing missed even without history', () => {
    const stream = new ChannelStream('public:en', 'e1', { size: 0, ttlMs: 0 }, 0);
    stream.publish('{}', 0);
    expect(stream.missedSince(1, 'e1', 0)).toEqual([]);
    expect(stream.missedSince(0, 'e1', 0)).toBeNull();
  });

  it('becomes disposable once nobody listens, nothing is kept and it idled past the TTL', () => {
    const stream = new ChannelStream('public:en', 'e1', LIMITS, 0);
    const subscriber = aSubscriber(stream);
    stream.publish('{}', 1_000);
    expect(stream.isDisposable(50_000)).toBe(false);
    stream.remove(subscriber, 50_000);
    expect(stream.isDisposable(59_999)).toBe(false);
    expect(stream.isDisposable(60_000)).toBe(true);
  });
});

import { applyDelta } from 'fossil-delta';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { openTestDatabase } from '../support/database';
import { RawClient } from './support/raw-client';
import { type RealtimeTestServer, shiftedTokens, startRealtimeServer } from './support/realtime-server';

/*
 * Subscriptions, publications, history and recovery as exact frames (realtime-protocol.md §3, §4, §7),
 * and the channel rules of spec §6/§7.3: three channel kinds, private channels for their player only.
 */
describe('the hub serving channels', () => {
  let database: Database;
  let server: RealtimeTestServer;
  const opened: RawClient[] = [];
  let nextMatchId = 1_000;
  /** A match channel no other test uses. */
  const freshChannel = () => {
    nextMatchId += 1;
    return `match:en:${nextMatchId}`;
  };

  const connectedAs = async (user: string) => {
    const client = await RawClient.open(server.wsUrl);
    opened.push(client);
    await client.connect(await server.tokens.signConnectionToken(user, 60));
    return client;
  };
  const subscribe = async (client: RawClient, id: number, body: Record<string, unknown>) => {
    client.send({ id, subscribe: body });
    return client.nextNonPing();
  };

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    server = await startRealtimeServer(database);
  });
  afterEach(() => {
    for (const client of opened.splice(0)) client.close();
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('subscribes to public and match channels with a position, and pushes publications after the reply', async () => {
    const channel = freshChannel();
    server.hub.publish(channel, { before: true });
    const client = await connectedAs('');
    const reply = await subscribe(client, 2, { channel });
    expect(reply).toEqual({
      id: 2,
      subscribe: { recoverable: true, positioned: true, epoch: expect.any(String), offset: 1 },
    });
    server.hub.publish(channel, { text: 'Grüße', odds: 1.85 });
    expect(await client.nextNonPing()).toEqual({
      push: { channel, pub: { data: { text: 'Grüße', odds: 1.85 }, offset: 2 } },
    });
  });

  it.each(['news', 'public:EN', 'public:en:extra', 'match:en:abc', 'match:en:0', '$user:en:0', '$admin:en'])(
    'refuses the unknown channel %s with 102',
    async (channel) => {
      const client = await connectedAs('7');
      expect(await subscribe(client, 2, { channel })).toEqual({
        id: 2,
        error: { code: 102, message: 'unknown channel' },
      });
    },
  );

  it('refuses a second subscription to the same channel with 105', async () => {
    const client = await connectedAs('');
    await subscribe(client, 2, { channel: 'public:en' });
    expect((await subscribe(client, 3, { channel: 'public:en' })).error).toEqual({
      code: 105,
      message: 'already subscribed',
    });
  });

  it('refuses a delta format other than fossil with 107', async () => {
    const client = await connectedAs('');
    expect((await subscribe(client, 2, { channel: 'public:en', delta: 'zstd' })).error).toEqual({
      code: 107,
      message: 'bad request',
    });
  });

  it('refuses subscriptions beyond the per-connection limit with 106', async () => {
    const client = await connectedAs('');
    client.send(
      ...Array.from({ length: 65 }, (_, i) => ({ id: i + 2, subscribe: { channel: `match:en:${i + 1}` } })),
    );
    const replies = [];
    for (let i = 0; i < 65; i += 1) replies.push(await client.nextNonPing());
    expect(replies.slice(0, 64).every((reply) => 'subscribe' in reply)).toBe(true);
    expect(replies[64]).toEqual({ id: 66, error: { code: 106, message: 'limit exceeded' } });
  });

  describe('private channels', () => {
    const channel = '$user:en:7';

    it('subscribes player 7 with a token for exactly that channel, with the token expiry', async () => {
      const client = await connectedAs('7');
      const token = await server.tokens.signSubscriptionToken('7', channel, 60);
      const reply = await subscribe(client, 2, { channel, token });
      expect(reply.subscribe).toMatchObject({ expires: true, recoverable: true });
      server.hub.publish(channel, { event: 'balance_changed' });
      expect((await client.nextNonPing()).push).toMatchObject({
        channel,
        pub: { data: { event: 'balance_changed' } },
      });
    });

    it.each([
      ['without a token', '7', undefined],
      ['with a token for another channel', '7', { sub: '7', channel: '$user:de:7' }],
      ['with a token for another user', '7', { sub: '8', channel }],
      ["to another player's channel with that player's token", '8', { sub: '7', channel }],
      ['to a visitor, even with a genuine token', '', { sub: '7', channel }],
      ['to a visitor whose token names nobody', '', { sub: '', channel }],
    ])('refuses a private channel %s with 103', async (_, user, tokenClaims) => {
      const client = await connectedAs(user);
      const token = tokenClaims
        ? await server.tokens.signSubscriptionToken(tokenClaims.sub, tokenClaims.channel, 60)
        : undefined;
      expect(await subscribe(client, 2, { channel, token })).toEqual({
        id: 2,
        error: { code: 103, message: 'permission denied' },
      });
    });

    it('refuses a garbage subscription token with 103 and an expired one with 109', async () => {
      const client = await connectedAs('7');
      expect((await subscribe(client, 2, { channel, token: 'garbage' })).error).toMatchObject({ code: 103 });
      const expired = await shiftedTokens(-3_600_000).signSubscriptionToken('7', channel, 60);
      expect((await subscribe(client, 3, { channel, token: expired })).error).toEqual({
        code: 109,
        message: 'token expired',
      });
    });

    it("keeps a private channel's history for its subscriber only", async () => {
      const client = await connectedAs('7');
      client.send({ id: 2, history: { channel, limit: 10 } });
      expect((await client.nextNonPing()).error).toEqual({ code: 103, message: 'permission denied' });
    });
  });

  it('stops pushing after unsubscribe', async () => {
    const channel = freshChannel();
    const client = await connectedAs('');
    await subscribe(client, 2, { channel });
    client.send({ id: 3, unsubscribe: { channel } });
    expect(await client.nextNonPing()).toEqual({ id: 3, unsubscribe: {} });
    server.hub.publish(channel, { after: 'unsubscribe' });
    client.send({ id: 4, ping: {} });
    expect(await client.nextNonPing()).toEqual({ id: 4, ping: {} });
  });

  it('sends delta subscribers a full payload first, then fossil patches against what they last got', async () => {
    const channel = freshChannel();
    const document = (v: number) => ({ title: 'Čempionāts – Ölçek', body: 'lorem ipsum '.repeat(30), v });
    server.hub.publish(channel, document(0));
    const client = await connectedAs('');
    expect((await subscribe(client, 2, { channel, delta: 'fossil' })).subscribe).toMatchObject({
      delta: true,
    });
    server.hub.publish(channel, document(1));
    server.hub.publish(channel, document(2));
    const first = (await client.nextNonPing()).push as {
      pub: { data: string; delta?: boolean; offset: number };
    };
    const second = (await client.nextNonPing()).push as {
      pub: { data: string; delta?: boolean; offset: number };
    };
    expect(first.pub.delta).toBeUndefined();
    expect(JSON.parse(first.pub.data)).toEqual(document(1));
    expect(second.pub).toMatchObject({ delta: true, offset: 3 });
    expect(second.pub.data.length).toBeLessThan(40);
    const base = Buffer.from(first.pub.data);
    const patched = applyDelta(base, Buffer.from(second.pub.data));
    expect(JSON.parse(Buffer.from(patched).toString('utf8'))).toEqual(document(2));
  });

  it('serves history: oldest first, newest first, since a position, and 112 for another epoch', async () => {
    const channel = freshChannel();
    for (let n = 1; n <= 5; n += 1) server.hub.publish(channel, { n });
    const client = await connectedAs('');
    const history = async (id: number, body: Record<string, unknown>) => {
      client.send({ id, history: { channel, ...body } });
      return (await client.nextNonPing()).history as {
        publications?: { data: { n: number }; offset: number }[];
      };
    };
    const ns = (result: { publications?: { data: { n: number } }[] }) =>
      (result.publications ?? []).map((p) => p.data.n);

    const positionOnly = await history(2, { limit: 0 });
    expect(positionOnly).toEqual({ epoch: expect.any(String), offset: 5 });
    const epoch = (positionOnly as { epoch: string }).epoch;
    expect(ns(await history(3, { limit: 2 }))).toEqual([1, 2]);
    expect(ns(await history(4, { limit: 2, reverse: true }))).toEqual([5, 4]);
    expect(ns(await history(5, { limit: -1, since: { offset: 3, epoch } }))).toEqual([4, 5]);
    expect(ns(await history(6, { limit: -1, since: { offset: 3, epoch }, reverse: true }))).toEqual([2, 1]);
    client.send({ id: 7, history: { channel, limit: 10, since: { offset: 1, epoch: 'another' } } });
    expect((await client.nextNonPing()).error).toEqual({ code: 112, message: 'unrecoverable position' });
  });

  it('answers history of a channel nobody published to with an empty stream, without creating it', async () => {
    const channel = freshChannel();
    const client = await connectedAs('');
    client.send({ id: 2, history: { channel, limit: 10 } });
    expect(await client.nextNonPing()).toEqual({ id: 2, history: { epoch: '', offset: 0 } });
    expect(server.hub.hasSubscribers(channel)).toBe(false);
  });

  describe('recovery', () => {
    it('returns the missed publications in order, the first full and the rest patched, for a delta subscriber', async () => {
      const channel = freshChannel();
      const first = server.hub.publish(channel, { n: 1, text: 'één' });
      for (let n = 2; n <= 4; n += 1) server.hub.publish(channel, { n, text: 'één '.repeat(20) });
      const client = await connectedAs('');
      const reply = await subscribe(client, 2, {
        channel,
        delta: 'fossil',
        recover: true,
        offset: first.offset,
        epoch: first.epoch,
      });
      const result = reply.subscribe as {
        recovered: boolean;
        was_recovering: boolean;
        offset: number;
        publications: { data: string; delta?: boolean; offset: number }[];
      };
      expect(result).toMatchObject({ recovered: true, was_recovering: true, offset: 1, delta: true });
      expect(result.publications.map((p) => [p.offset, p.delta ?? false])).toEqual([
        [2, false],
        [3, true],
        [4, true],
      ]);
    });

    it('says recovered: false when the epoch changed or the position fell out of history', async () => {
      const channel = freshChannel();
      const first = server.hub.publish(channel, { n: 1 });
      const client = await connectedAs('');
      const otherEpoch = await subscribe(client, 2, { channel, recover: true, offset: 1, epoch: 'gone' });
      expect(otherEpoch.subscribe).toMatchObject({ recovered: false, was_recovering: true, offset: 1 });
      expect(otherEpoch.subscribe).not.toHaveProperty('publications');

      // FAST_HUB keeps 50 publications: 60 later, offset 1 is gone.
      for (let n = 2; n <= 61; n += 1) server.hub.publish(channel, { n });
      const late = await connectedAs('');
      const tooOld = await subscribe(late, 2, { channel, recover: true, offset: 1, epoch: first.epoch });
      expect(tooOld.subscribe).toMatchObject({ recovered: false, offset: 61 });
    });
  });

  it('reports subscribers, and recent history, to the publisher', async () => {
    const channel = freshChannel();
    expect(server.publisher.hasSubscribers(channel)).toBe(false);
    const client = await connectedAs('');
    await subscribe(client, 2, { channel });
    expect(server.publisher.hasSubscribers(channel)).toBe(true);
    client.send({ id: 3, unsubscribe: { channel } });
    await client.nextNonPing();
    expect(server.publisher.hasSubscribers(channel)).toBe(false);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { openTestDatabase } from '../support/database';
import { RawClient } from './support/raw-client';
import { type RealtimeTestServer, shiftedTokens, startRealtimeServer } from './support/realtime-server';

/*
 * What time and load do to connections (realtime-protocol.md §2, §5, §9): pings and pongs, token expiry
 * and refresh, subscription expiry, the connect deadline, slow consumers and shutdown. FAST_HUB timings:
 * ping 400 ms, pong timeout 300 ms, expiry grace 200 ms, connect deadline 500 ms.
 */
describe('the hub over time', () => {
  let database: Database;
  let server: RealtimeTestServer;
  const opened: RawClient[] = [];

  const open = async () => {
    const client = await RawClient.open(server.wsUrl);
    opened.push(client);
    return client;
  };
  /** A connection token that expires within 0.5–1.5 s. */
  const expiringSoon = (user: string) => shiftedTokens(-58_500).signConnectionToken(user, 60);

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

  it('pings with a bare {} and closes with 3012 "no pong" when the client does not answer', async () => {
    const client = await open();
    await client.connect(await server.tokens.signConnectionToken('', 60));
    expect(await client.next(1_000)).toEqual({});
    expect(await client.closed).toEqual({ code: 3012, reason: 'no pong' });
  });

  it('keeps a connection whose client answers every ping', async () => {
    const client = await open();
    await client.connect(await server.tokens.signConnectionToken('', 60));
    for (let i = 0; i < 4; i += 1) {
      expect(await client.next(1_000)).toEqual({});
      client.send({});
    }
    client.send({ id: 2, ping: {} });
    expect(await client.nextNonPing()).toEqual({ id: 2, ping: {} });
  });

  it('closes with 3502 "stale" a socket that never connects', async () => {
    const client = await open();
    expect(await client.closed).toEqual({ code: 3502, reason: 'stale' });
  });

  it('closes with 3005 "connection expired" a connection that outlives its token without refresh', async () => {
    const client = await open();
    const result = await client.connect(await expiringSoon(''));
    expect(result).toMatchObject({ expires: true, ttl: 1 });
    const started = Date.now();
    await answerPingsUntilClosed(client);
    expect(await client.closed).toEqual({ code: 3005, reason: 'connection expired' });
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('extends a connection on refresh, and keeps it past the first token', async () => {
    const client = await open();
    await client.connect(await expiringSoon('7'));
    client.send({ id: 2, refresh: { token: await server.tokens.signConnectionToken('7', 60) } });
    const reply = await client.nextNonPing();
    expect(reply.refresh).toMatchObject({ client: expect.any(String), expires: true });
    expect((reply.refresh as { ttl: number }).ttl).toBeGreaterThanOrEqual(58);
    await answerPingsFor(client, 2_000);
    client.send({ id: 3, ping: {} });
    expect(await client.nextNonPing()).toEqual({ id: 3, ping: {} });
  });

  it.each([
    [
      'an expired token',
      () => shiftedTokens(-3_600_000).signConnectionToken('7', 60),
      3005,
      'connection expired',
    ],
    ['a garbage token', async () => 'garbage', 3500, 'invalid token'],
    ["another user's token", () => server.tokens.signConnectionToken('8', 60), 3500, 'invalid token'],
  ])('closes on a refresh with %s', async (_, token, code, reason) => {
    const client = await open();
    await client.connect(await server.tokens.signConnectionToken('7', 60));
    client.send({ id: 2, refresh: { token: await token() } });
    expect(await client.closed).toEqual({ code, reason });
  });

  it('ends a private subscription whose token expired with an unsubscribe push 2501, and extends it on sub_refresh', async () => {
    const channel = '$user:en:7';
    const client = await open();
    await client.connect(await server.tokens.signConnectionToken('7', 60));
    const shortLived = await shiftedTokens(-58_500).signSubscriptionToken('7', channel, 60);
    client.send({ id: 2, subscribe: { channel, token: shortLived } });
    expect((await client.nextNonPing()).subscribe).toMatchObject({ expires: true, ttl: 1 });
    client.send({
      id: 3,
      sub_refresh: { channel, token: await server.tokens.signSubscriptionToken('7', channel, 60) },
    });
    const refreshed = await client.nextNonPing();
    expect(refreshed.sub_refresh).toMatchObject({ expires: true });
    expect((refreshed.sub_refresh as { ttl: number }).ttl).toBeGreaterThanOrEqual(58);

    const other = '$user:de:7';
    client.send({
      id: 4,
      subscribe: {
        channel: other,
        token: await shiftedTokens(-58_500).signSubscriptionToken('7', other, 60),
      },
    });
    await client.nextNonPing();
    const push = await nextNonPingAnsweringPings(client, 3_000);
    expect(push).toEqual({
      push: { channel: other, unsubscribe: { code: 2501, reason: 'subscription expired' } },
    });
    // The refreshed subscription lives on.
    server.hub.publish(channel, { still: 'here' });
    expect((await nextNonPingAnsweringPings(client, 1_000)).push).toMatchObject({ channel });
  });

  it('refuses sub_refresh for a channel the connection is not subscribed to (103) or with an expired token (109)', async () => {
    const channel = '$user:en:7';
    const client = await open();
    await client.connect(await server.tokens.signConnectionToken('7', 60));
    client.send({
      id: 2,
      sub_refresh: { channel, token: await server.tokens.signSubscriptionToken('7', channel, 60) },
    });
    expect((await client.nextNonPing()).error).toEqual({ code: 103, message: 'permission denied' });
    client.send({
      id: 3,
      subscribe: { channel, token: await server.tokens.signSubscriptionToken('7', channel, 60) },
    });
    await client.nextNonPing();
    const expired = await shiftedTokens(-3_600_000).signSubscriptionToken('7', channel, 60);
    client.send({ id: 4, sub_refresh: { channel, token: expired } });
    expect((await client.nextNonPing()).error).toEqual({ code: 109, message: 'token expired' });
  });

  it('closes a client that stops reading with 3008 "slow" instead of buffering without bound', async () => {
    const channel = 'match:en:9001';
    const client = await open();
    await client.connect(await server.tokens.signConnectionToken('', 60));
    client.send({ id: 2, subscribe: { channel } });
    await client.nextNonPing();
    client.socket.pause();
    // ~24 MiB: more than the loopback socket buffers absorb, so the hub's own buffer passes 1 MiB.
    const payload = { blob: 'x'.repeat(120 * 1024) };
    for (let i = 0; i < 200 && server.hub.stats().connections > 0; i += 1)
      server.hub.publish(channel, payload);
    expect(server.hub.stats().connections).toBe(0);
    client.socket.resume();
    expect(await client.closed).toEqual({ code: 3008, reason: 'slow' });
  });
});

describe('the hub shutting down', () => {
  let database: Database;
  let server: RealtimeTestServer;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    server = await startRealtimeServer(database);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('closes every connection with 3001 "shutdown", and turns new ones away the same way', async () => {
    const clients = await Promise.all([RawClient.open(server.wsUrl), RawClient.open(server.wsUrl)]);
    for (const client of clients) await client.connect(await server.tokens.signConnectionToken('', 60));
    await server.hub.close();
    for (const client of clients) expect(await client.closed).toEqual({ code: 3001, reason: 'shutdown' });
    expect(server.hub.stats()).toEqual({ connections: 0, channels: 0, subscriptions: 0 });
    const late = await RawClient.open(server.wsUrl);
    expect(await late.closed).toEqual({ code: 3001, reason: 'shutdown' });
  });
});

/** Answers pings until the socket closes. */
async function answerPingsUntilClosed(client: RawClient): Promise<void> {
  for (;;) {
    try {
      const line = await client.next(5_000);
      if (Object.keys(line).length === 0) client.send({});
    } catch {
      return;
    }
  }
}

/** Answers pings for `ms`, failing on anything else. */
async function answerPingsFor(client: RawClient, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const line = await client.next(Math.max(1, until - Date.now())).catch(() => undefined);
    if (line === undefined) return;
    expect(line).toEqual({});
    client.send({});
  }
}

/** The next line that is not a ping, answering the pings on the way. */
async function nextNonPingAnsweringPings(
  client: RawClient,
  timeoutMs: number,
): Promise<Record<string, unknown>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const line = await client.next(Math.max(1, until - Date.now()));
    if (Object.keys(line).length > 0) return line;
    client.send({});
  }
}

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Database } from '../../src/db/database';
import { Disconnects, Unsubscribes } from '../../src/realtime/protocol';
import { openTestDatabase } from '../support/database';
import { RawClient } from './support/raw-client';
import { type RealtimeTestServer, shiftedTokens, startRealtimeServer } from './support/realtime-server';

/*
 * Framing, connect and garbage, spoken by hand over a bare WebSocket: what the real client relies on
 * (realtime-protocol.md §1, §2, §6) and what it never sends but a hostile or broken peer might.
 */
describe('the hub reading frames', () => {
  let database: Database;
  let server: RealtimeTestServer;
  const opened: RawClient[] = [];

  const open = async () => {
    const client = await RawClient.open(server.wsUrl);
    opened.push(client);
    return client;
  };
  const visitorToken = () => server.tokens.signConnectionToken('', 60);
  const connected = async () => {
    const client = await open();
    await client.connect(await visitorToken());
    return client;
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

  it('answers a frame of several commands strictly in order, one reply per id', async () => {
    const client = await open();
    // The real client writes `id` last and batches connect with its subscribes.
    client.send(
      { connect: { token: await visitorToken(), name: 'js' }, id: 1 },
      { subscribe: { channel: 'public:en', flag: 1 }, id: 2 },
      { subscribe: { channel: 'match:en:1', positioned: true, recoverable: true }, id: 3 },
      { history: { channel: 'public:en', limit: 0 }, id: 4 },
    );
    const ids: unknown[] = [];
    for (let i = 0; i < 4; i += 1) ids.push((await client.nextNonPing()).id);
    expect(ids).toEqual([1, 2, 3, 4]);
  });

  it('replies to connect with a client id, ping/pong and the token expiry', async () => {
    const client = await open();
    const result = await client.connect(await visitorToken());
    expect(result.client).toMatch(/^[0-9a-f-]{36}$/);
    expect(result).toMatchObject({ ping: 0.4, pong: true, expires: true });
    expect(result.ttl).toBeGreaterThanOrEqual(58);
    expect(result.ttl).toBeLessThanOrEqual(60);
  });

  it('refuses a connect without token with 101, and closes on the next command', async () => {
    const client = await open();
    client.send({ id: 1, connect: {} });
    expect(await client.next()).toEqual({ id: 1, error: { code: 101, message: 'unauthorized' } });
    client.send({ id: 2, subscribe: { channel: 'public:en' } });
    expect(await client.closed).toEqual(Disconnects.badRequest);
  });

  it('answers an expired token with 109 and ignores the rest of the frame', async () => {
    const client = await open();
    const expired = await shiftedTokens(-3_600_000).signConnectionToken('', 60);
    client.send({ id: 1, connect: { token: expired } }, { id: 2, subscribe: { channel: 'public:en' } });
    expect(await client.next()).toEqual({ id: 1, error: { code: 109, message: 'token expired' } });
    client.send({ id: 3, subscribe: { channel: 'public:en' } });
    expect(await client.closed).toEqual({ code: 3501, reason: 'bad request' });
    // An answer to id 2, had there been one, would have come before the close.
    expect(client.pending).toEqual([]);
  });

  it.each([
    ['a malformed token', 'not-a-jwt'],
    [
      'a token signed with another secret',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLW9mLXNvbWVvbmUtZWxzZQ',
    ],
  ])('closes with 3500 "invalid token" on %s', async (_, token) => {
    const client = await open();
    client.send({ id: 1, connect: { token } });
    expect(await client.closed).toEqual({ code: 3500, reason: 'invalid token' });
  });

  it.each([
    ['invalid JSON', 'this is not json'],
    ['a JSON array', '[1,2,3]'],
    ['a JSON string', '"connect"'],
    ['two methods in one command', '{"id":1,"connect":{},"subscribe":{"channel":"public:en"}}'],
    ['an unknown command', '{"id":1,"frobnicate":{}}'],
    ['a negative id', '{"id":-1,"connect":{}}'],
    ['a fractional id', '{"id":1.5,"connect":{}}'],
    ['an id beyond uint32', '{"id":4294967296,"connect":{}}'],
    ['a method body that is not an object', '{"id":1,"connect":"token"}'],
    ['a command before connect', '{"id":1,"subscribe":{"channel":"public:en"}}'],
    ['a pong before connect', '{}'],
  ])('closes with 3501 "bad request" on %s before connect', async (_, line) => {
    const client = await open();
    client.send(line);
    expect(await client.closed).toEqual({ code: 3501, reason: 'bad request' });
  });

  it.each([
    ['a command without id', { subscribe: { channel: 'public:en' } }],
    ['an id without a method', { id: 2 }],
    ['a second connect', { id: 2, connect: { token: 'x' } }],
    ['a subscribe without channel', { id: 2, subscribe: {} }],
    ['a subscribe whose channel is a number', { id: 2, subscribe: { channel: 5 } }],
    ['a history with a text limit', { id: 2, history: { channel: 'public:en', limit: 'ten' } }],
    ['a refresh without token', { id: 2, refresh: {} }],
  ])('closes with 3501 "bad request" on %s after connect', async (_, command) => {
    const client = await connected();
    client.send(command);
    expect(await client.closed).toEqual({ code: 3501, reason: 'bad request' });
  });

  it('closes with 3501 on a binary frame', async () => {
    const client = await connected();
    client.socket.send(Buffer.from(JSON.stringify({ id: 2, subscribe: { channel: 'public:en' } })));
    expect(await client.closed).toEqual({ code: 3501, reason: 'bad request' });
  });

  it('closes with 1009 on a frame over 64 KiB, and keeps serving others', async () => {
    const client = await connected();
    client.send({ id: 2, subscribe: { channel: 'public:en', data: { pad: 'x'.repeat(70_000) } } });
    expect((await client.closed).code).toBe(1009);
    const other = await connected();
    other.send({ id: 2, subscribe: { channel: 'public:en' } });
    expect((await other.nextNonPing()).id).toBe(2);
  });

  it('answers the commands it does not offer with their protocol errors, and never answers send', async () => {
    const client = await connected();
    client.send(
      { id: 2, rpc: { method: 'echo', data: {} } },
      { id: 3, publish: { channel: 'public:en', data: { x: 1 } } },
      { id: 4, presence: { channel: 'public:en' } },
      { id: 5, presence_stats: { channel: 'public:en' } },
      { send: { data: { fire: 'and forget' } } },
      { id: 6, ping: {} },
    );
    const replies = [];
    for (let i = 0; i < 5; i += 1) replies.push(await client.nextNonPing());
    expect(replies).toEqual([
      { id: 2, error: { code: 104, message: 'method not found' } },
      { id: 3, error: { code: 103, message: 'permission denied' } },
      { id: 4, error: { code: 108, message: 'not available' } },
      { id: 5, error: { code: 108, message: 'not available' } },
      { id: 6, ping: {} },
    ]);
  });

  it('skips blank lines between commands', async () => {
    const client = await connected();
    client.send('', JSON.stringify({ id: 2, subscribe: { channel: 'public:en' } }), '   ');
    expect((await client.nextNonPing()).id).toBe(2);
  });

  it('answers a plain GET on the WebSocket path with a clear 400', async () => {
    const response = await fetch(`${server.httpUrl}/connection/websocket`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'bad_request',
        message: '/connection/websocket speaks the Centrifuge protocol over WebSocket only',
      },
    });
  });

  it('accepts the upgrade whatever subprotocol the client offers', async () => {
    const socket = new WebSocket(server.wsUrl, ['centrifuge-json']);
    const client = await new Promise<WebSocket>((resolve, reject) => {
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });
    expect(client.readyState).toBe(WebSocket.OPEN);
    client.terminate();
  });

  it('only ever closes with a non-empty reason that does not read as JSON', () => {
    // The client parses a JSON reason as legacy advice, and retries on an empty one even for terminal codes.
    for (const { reason } of [...Object.values(Disconnects), ...Object.values(Unsubscribes)]) {
      expect(reason.length).toBeGreaterThan(0);
      expect(() => JSON.parse(reason)).toThrow();
    }
  });
});

import type { AddressInfo } from 'node:net';
import type { RealtimeEvent } from '@sportsbook/contract/realtime/events';
import type {
  ConnectedContext,
  DisconnectedContext,
  ErrorContext,
  PublicationContext,
  SubscribedContext,
} from 'centrifuge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { openTestDatabase } from '../support/database';
import {
  CentrifugeClients,
  fetchConnectionToken,
  fetchSubscriptionToken,
  nextEvent,
  sleep,
} from './support/centrifuge-clients';
import { aPlayerSession, type PlayerSession } from './support/player-session';
import {
  FAST_HUB,
  type RealtimeTestServer,
  shiftedTokens,
  startRealtimeServer,
} from './support/realtime-server';
import { utf8CuttingDocuments, utf8CuttingTransitions } from './support/utf8-documents';

/*
 * The real `centrifuge` client (5.8.0, the one the web front end ships) against the real app listening on
 * loopback with the embedded hub: the conformance checklist of realtime-protocol.md §11, scenario by scenario.
 */
describe('the centrifuge client against the embedded hub', () => {
  let database: Database;
  let server: RealtimeTestServer;
  let clients: CentrifugeClients;
  let alice: PlayerSession;
  let bob: PlayerSession;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    server = await startRealtimeServer(database);
    clients = new CentrifugeClients(server.wsUrl);
    alice = await aPlayerSession(database, server.tokens);
    bob = await aPlayerSession(database, server.tokens);
  });
  afterEach(() => clients.disconnectAll());
  afterAll(async () => {
    clients.disconnectAll();
    await server.close();
    await database.close();
  });

  const visitorToken = () => fetchConnectionToken(server.httpUrl);

  it('connects a visitor with a token from POST /websocket/token', async () => {
    const client = clients.create({ getToken: visitorToken });
    const connected = nextEvent<ConnectedContext>(client, 'connected');
    client.connect();
    const ctx = await connected;
    expect(ctx.transport).toBe('websocket');
    expect(ctx.client).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an expired token with 109, so the client fetches a fresh one and connects', async () => {
    const expired = await shiftedTokens(-3_600_000).signConnectionToken('', 60);
    let tokenCalls = 0;
    const client = clients.create({
      token: expired,
      getToken: async () => {
        tokenCalls += 1;
        return visitorToken();
      },
    });
    const connectError = nextEvent<ErrorContext>(client, 'error');
    const connected = nextEvent<ConnectedContext>(client, 'connected');
    client.connect();
    expect((await connectError).error).toMatchObject({ code: 109, message: 'token expired' });
    await connected;
    expect(tokenCalls).toBe(1);
  });

  it('refreshes a connection token before it expires and stays connected', async () => {
    // exp within 1–2 s: the reply's ttl (1 s) makes the client call getToken and send `refresh`.
    const shortLived = await server.tokens.signConnectionToken('', 2);
    let refreshes = 0;
    const client = clients.create({
      token: shortLived,
      getToken: async () => {
        refreshes += 1;
        return visitorToken();
      },
    });
    let reconnects = 0;
    client.on('connecting', () => {
      reconnects += 1;
    });
    const connected = nextEvent<ConnectedContext>(client, 'connected');
    client.connect();
    await connected;
    reconnects = 0;
    // Past exp plus the hub's grace: without a working refresh the hub would close with 3005 by now.
    await sleep(2_600);
    expect(refreshes).toBeGreaterThanOrEqual(1);
    expect(reconnects).toBe(0);
    expect(client.state).toBe('connected');
  });

  it('delivers public publications, in order, as published by the backend', async () => {
    const client = clients.create({ getToken: visitorToken });
    const sub = client.newSubscription('public:en');
    const received: unknown[] = [];
    sub.on('publication', (ctx: PublicationContext) => received.push(ctx.data));
    const subscribed = nextEvent<SubscribedContext>(sub, 'subscribed');
    sub.subscribe();
    client.connect();
    const ctx = await subscribed;
    expect(ctx.recoverable).toBe(true);
    expect(ctx.positioned).toBe(true);
    const events: RealtimeEvent[] = [1, 2, 3].map((unread) => ({
      event: 'unread_counters_changed',
      payload: { notifications: { unread } },
    }));
    for (const event of events) await server.publisher.publish('public:en', event);
    await expect.poll(() => received.length).toBe(3);
    expect(received).toEqual(events);
  });

  it('subscribes a player to their private channel with a token from POST /websocket/authorize', async () => {
    const channel = `$user:en:${alice.playerId}`;
    const client = clients.create({ getToken: () => fetchConnectionToken(server.httpUrl, alice.bearer) });
    const sub = client.newSubscription(channel, {
      getToken: () => fetchSubscriptionToken(server.httpUrl, alice.bearer, channel),
    });
    const subscribed = nextEvent<SubscribedContext>(sub, 'subscribed');
    sub.subscribe();
    client.connect();
    await subscribed;
    const publication = nextEvent<PublicationContext>(sub, 'publication');
    const event: RealtimeEvent = {
      event: 'balance_changed',
      payload: { currency: 'EUR', balance: 12_345, subunits: 100 },
    };
    await server.publisher.publish(channel, event);
    expect((await publication).data).toEqual(event);
  });

  it("refuses another player's private channel with 103, even with that player's genuine token", async () => {
    const bobsChannel = `$user:en:${bob.playerId}`;
    const bobsToken = await fetchSubscriptionToken(server.httpUrl, bob.bearer, bobsChannel);
    const client = clients.create({ getToken: () => fetchConnectionToken(server.httpUrl, alice.bearer) });
    const sub = client.newSubscription(bobsChannel, { token: bobsToken });
    const unsubscribed = nextEvent<{ code: number; reason: string }>(sub, 'unsubscribed');
    sub.subscribe();
    client.connect();
    expect(await unsubscribed).toMatchObject({ code: 103, reason: 'permission denied' });
  });

  it('refuses every private channel to a visitor', async () => {
    const channel = `$user:en:${alice.playerId}`;
    const alicesToken = await fetchSubscriptionToken(server.httpUrl, alice.bearer, channel);
    const client = clients.create({ getToken: visitorToken });
    const sub = client.newSubscription(channel, { token: alicesToken });
    const unsubscribed = nextEvent<{ code: number }>(sub, 'unsubscribed');
    sub.subscribe();
    client.connect();
    expect((await unsubscribed).code).toBe(103);
  });

  it('decodes fossil deltas, including payloads whose patches would cut UTF-8 characters', async () => {
    const channel = 'match:en:4242';
    const documents = utf8CuttingDocuments(40);
    // The test means something only if raw patches of this sequence do cut characters.
    expect(utf8CuttingTransitions(documents)).toBeGreaterThan(5);
    const client = clients.create({ getToken: visitorToken });
    const sub = client.newSubscription(channel, { delta: 'fossil' });
    const received: unknown[] = [];
    sub.on('publication', (ctx: PublicationContext) => received.push(ctx.data));
    let disconnects = 0;
    client.on('disconnected', () => {
      disconnects += 1;
    });
    const subscribed = nextEvent<SubscribedContext>(sub, 'subscribed');
    sub.subscribe();
    client.connect();
    await subscribed;
    for (const document of documents) server.hub.publish(channel, document);
    await expect.poll(() => received.length).toBe(documents.length);
    expect(received).toEqual(documents);
    expect(disconnects).toBe(0);
    const stats = sub.deltaStats();
    expect(stats.numFullPayloads).toBeGreaterThanOrEqual(1);
    expect(stats.numDeltaPayloads).toBeGreaterThan(documents.length / 2);
    expect(stats.bytesReceived).toBeLessThan(stats.bytesDecoded / 2);
  });

  it('recovers every publication missed while the connection was dropped', async () => {
    const channel = 'match:en:777';
    const client = clients.create({ getToken: visitorToken });
    const sub = client.newSubscription(channel, { delta: 'fossil' });
    const received: unknown[] = [];
    sub.on('publication', (ctx: PublicationContext) => received.push(ctx.data));
    const firstSubscribe = nextEvent<SubscribedContext>(sub, 'subscribed');
    sub.subscribe();
    client.connect();
    await firstSubscribe;
    server.hub.publish(channel, { n: 1, text: 'before the drop' });
    await expect.poll(() => received.length).toBe(1);

    const resubscribed = nextEvent<SubscribedContext>(sub, 'subscribed');
    // Cut every TCP connection the way a network failure would: no close frame at all.
    for (const socket of server.t.app.websocketServer.clients) socket.terminate();
    await nextEvent(client, 'connecting');
    server.hub.publish(channel, { n: 2, text: 'while away' });
    server.hub.publish(channel, { n: 3, text: 'still away' });
    const ctx = await resubscribed;
    expect(ctx).toMatchObject({ wasRecovering: true, recovered: true, hasRecoveredPublications: true });
    server.hub.publish(channel, { n: 4, text: 'after the return' });
    await expect.poll(() => received.length).toBe(4);
    expect(received.map((data) => (data as { n: number }).n)).toEqual([1, 2, 3, 4]);
  });

  it('recovers with nothing to deliver after a drop in which nothing was published', async () => {
    const channel = 'public:de';
    const client = clients.create({ getToken: visitorToken });
    const sub = client.newSubscription(channel);
    const firstSubscribe = nextEvent<SubscribedContext>(sub, 'subscribed');
    sub.subscribe();
    client.connect();
    await firstSubscribe;
    const resubscribed = nextEvent<SubscribedContext>(sub, 'subscribed');
    for (const socket of server.t.app.websocketServer.clients) socket.terminate();
    expect(await resubscribed).toMatchObject({
      wasRecovering: true,
      recovered: true,
      hasRecoveredPublications: false,
    });
  });

  it('ends a connection with a bad token for good: disconnected 3500 "invalid token"', async () => {
    const client = clients.create({ token: 'not-a-jwt', getToken: visitorToken });
    const disconnected = nextEvent<DisconnectedContext>(client, 'disconnected');
    client.connect();
    expect(await disconnected).toEqual({ code: 3500, reason: 'invalid token' });
    await sleep(300);
    expect(client.state).toBe('disconnected');
  });

  it('keeps a connection alive with pings answered by pongs', async () => {
    // The client drops a link silent for ping (0.4 s) + maxServerPingDelay (0.3 s); the hub drops one
    // whose pongs stop. Surviving 2 s shows both directions work.
    const client = clients.create({ getToken: visitorToken, maxServerPingDelay: 300 });
    let reconnects = 0;
    client.on('connecting', () => {
      reconnects += 1;
    });
    const connected = nextEvent<ConnectedContext>(client, 'connected');
    client.connect();
    await connected;
    reconnects = 0;
    await sleep(2_000);
    expect(reconnects).toBe(0);
    expect(client.state).toBe('connected');
  });
});

describe('the centrifuge client across a hub shutdown', () => {
  let database: Database;
  const servers: RealtimeTestServer[] = [];
  let clients: CentrifugeClients | undefined;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    clients?.disconnectAll();
    for (const server of servers) await server.close();
    await database.close();
  });

  it('closes with 3001 "shutdown" and the client reconnects once the server is back', async () => {
    const first = await startRealtimeServer(database);
    servers.push(first);
    const { port } = first.t.app.server.address() as AddressInfo;
    clients = new CentrifugeClients(first.wsUrl);
    const client = clients.create({ getToken: () => fetchConnectionToken(first.httpUrl) });
    client.connect();
    await nextEvent(client, 'connected');

    const connecting = nextEvent<{ code: number; reason: string }>(client, 'connecting');
    await first.close();
    expect(await connecting).toEqual({ code: 3001, reason: 'shutdown' });

    const second = await startRealtimeServer(database, FAST_HUB, port);
    servers.push(second);
    await nextEvent(client, 'connected');
    expect(client.state).toBe('connected');
  });
});

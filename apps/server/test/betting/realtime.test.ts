import type { RealtimeEvent } from '@sportsbook/contract/realtime/events';
import { RealtimeEventSchema } from '@sportsbook/contract/realtime/events';
import type { PublicationContext, SubscribedContext } from 'centrifuge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import {
  CentrifugeClients,
  fetchConnectionToken,
  fetchSubscriptionToken,
  nextEvent,
} from '../realtime/support/centrifuge-clients';
import { type RealtimeTestServer, startRealtimeServer } from '../realtime/support/realtime-server';
import { openTestDatabase } from '../support/database';
import { aBet, aSlip, BettingWorld, type Bettor } from './support/betting-world';

/*
 * A player subscribed to their private channel with the official centrifuge client sees what a placement
 * did: balance_changed with the new balance, then bet_changed for each placed bet, in the channel's locale.
 */
describe('placement publications on the private channel', () => {
  let database: Database;
  let server: RealtimeTestServer;
  let clients: CentrifugeClients;
  let world: BettingWorld;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    server = await startRealtimeServer(database);
    clients = new CentrifugeClients(server.wsUrl);
    world = await BettingWorld.open('pglite', { app: { database, t: server.t } });
  });
  afterEach(() => clients.disconnectAll());
  afterAll(async () => {
    clients.disconnectAll();
    await server.close();
    await database.close();
  });

  /** Subscribes the bettor's private channel in a locale and collects its events. */
  async function subscribe(bettor: Bettor, locale: string): Promise<RealtimeEvent[]> {
    const bearer = bettor.authorization.replace('Bearer ', '');
    const channel = `$user:${locale}:${bettor.playerId}`;
    const client = clients.create({ getToken: () => fetchConnectionToken(server.httpUrl, bearer) });
    const sub = client.newSubscription(channel, {
      getToken: () => fetchSubscriptionToken(server.httpUrl, bearer, channel),
    });
    const received: RealtimeEvent[] = [];
    sub.on('publication', (ctx: PublicationContext) => received.push(RealtimeEventSchema.parse(ctx.data)));
    const subscribed = nextEvent<SubscribedContext>(sub, 'subscribed');
    sub.subscribe();
    client.connect();
    await subscribed;
    return received;
  }

  async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
    const started = Date.now();
    while (!condition()) {
      if (Date.now() - started > timeoutMs) throw new Error('the publications did not arrive');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('sends balance_changed and bet_changed for each placed bet, named in the channel locale', async () => {
    const match = await world.aMatch();
    const other = await world.aMatch();
    const bettor = await world.aBettor({ balances: { EUR: 10_000 } });
    const english = await subscribe(bettor, 'en');
    const german = await subscribe(bettor, 'de');
    const res = await world.place(
      bettor,
      aSlip('single', [aBet([match.selection(1, '1')], 1_000), aBet([other.selection(1, '2')], 500)]),
    );
    expect(res.statusCode).toBe(201);
    const placed = res.json<{ id: number }[]>();
    await until(() => english.length >= 3 && german.length >= 3);

    expect(english[0]).toEqual({
      event: 'balance_changed',
      payload: { currency: 'EUR', balance: 8_500, subunits: 100 },
    });
    const bets = english.slice(1).flatMap((e) => (e.event === 'bet_changed' ? [e.payload.bet] : []));
    expect(bets.map((bet) => bet.id)).toEqual(placed.map((bet) => bet.id));
    expect(bets[0]?.selections[0]?.outcome.name).toBe(match.homeName);
    const germanBets = german.flatMap((e) => (e.event === 'bet_changed' ? [e.payload.bet] : []));
    expect(germanBets[0]?.selections[0]?.outcome.name).toBe(`Heim ${match.id}`);
  });

  it('sends nothing for a refused placement', async () => {
    const match = await world.aMatch();
    const bettor = await world.aBettor({ balances: { EUR: 100 } });
    const events = await subscribe(bettor, 'en');
    const refused = await world.place(bettor, aSlip('single', [aBet([match.selection(1, '1')], 1_000)]));
    expect(refused.statusCode).toBe(422);
    // A sentinel: a bet the balance covers, placed after it. Its publications follow any the refusal sent.
    const placed = await world.place(bettor, aSlip('single', [aBet([match.selection(1, '1')], 100)]));
    expect(placed.statusCode).toBe(201);
    await until(() => events.length >= 2);
    expect(events.map((e) => e.event)).toEqual(['balance_changed', 'bet_changed']);
    expect(events[0]).toEqual({
      event: 'balance_changed',
      payload: { currency: 'EUR', balance: 0, subunits: 100 },
    });
  });
});

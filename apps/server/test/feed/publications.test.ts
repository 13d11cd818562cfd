import { parseChannel } from '@sportsbook/contract/realtime/channels';
import { CHANNEL_EVENTS, RealtimeEventSchema } from '@sportsbook/contract/realtime/events';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matches } from '../../src/db/schema';
import { testDatabaseKinds } from '../support/database';
import {
  apiMarkets,
  apiMatch,
  ListeningPublisher,
  openSimWorld,
  type SimWorld,
  simulatorOn,
  tickBy,
} from './support/sim-harness';

describe.each(testDatabaseKinds())('what the feed simulator publishes on %s', (kind) => {
  let world: SimWorld;

  beforeEach(async () => {
    world = await openSimWorld(kind, 0.1);
  });
  afterEach(async () => {
    await world.close();
  });

  it('publishes contract-valid events on the right channels, equal to what the API answers then', async () => {
    const publisher = new ListeningPublisher();
    const { simulator } = simulatorOn(world, { publisher, contentLocales: ['en', 'de'], minLive: 8 });
    await simulator.tick();
    const kinds = new Set<string>();
    let compared = 0;
    let publicCompared = 0;
    for (let i = 0; i < 40; i += 1) {
      publisher.clear();
      await tickBy(world, simulator, 5000);
      for (const { channel, event } of publisher.published) {
        expect(RealtimeEventSchema.safeParse(event).success).toBe(true);
        const name = parseChannel(channel);
        if (!name || name.kind === 'user') throw new Error(`published on ${channel}`);
        expect(CHANNEL_EVENTS[name.kind] as readonly string[]).toContain(event.event);
        kinds.add(`${name.kind}:${name.locale}:${event.event}`);
        if (name.kind !== 'match' || compared >= (i + 1) * 3) continue;
        // The last publication of the tick on a match channel is the state the API answers now.
        const later = publisher.published.filter(
          (p) => p.channel === channel && p.event.event === event.event,
        );
        if (later.at(-1)?.event !== event) continue;
        if (event.event === 'match_changed') {
          expect(event.payload.match.id).toBe(name.matchId);
          expect(event.payload.match).toEqual(await apiMatch(world, name.matchId, name.locale));
          compared += 1;
        }
        if (event.event === 'markets_changed') {
          expect(event.payload.match_id).toBe(name.matchId);
          expect(event.payload.markets).toEqual(await apiMarkets(world, name.matchId, name.locale));
          compared += 1;
        }
      }
      // Public channels: match summaries as the API shows them; markets_changed carries only changed summary
      // lines (balanced main or secondary markets), each as the match's market list shows it.
      for (const { channel, event } of publisher.published) {
        const name = parseChannel(channel);
        if (name?.kind !== 'public') continue;
        if (event.event === 'match_changed' && publicCompared < (i + 1) * 2) {
          const { match } = event.payload;
          const last = publisher.published.filter(
            (p) =>
              p.channel === channel &&
              p.event.event === 'match_changed' &&
              p.event.payload.match.id === match.id,
          );
          if (last.at(-1)?.event !== event) continue;
          expect(match).toEqual(await apiMatch(world, match.id, name.locale));
          publicCompared += 1;
        }
        if (event.event !== 'markets_changed') continue;
        for (const [n, market] of event.payload.markets.entries()) {
          expect(market.most_balanced).toBe(true);
          if (n >= 2) continue;
          const listed = (await apiMarkets(world, market.match_id, name.locale)).find(
            (m) => m.id === market.id && m.specifier === market.specifier,
          );
          expect(listed).toEqual(market);
        }
      }
    }
    expect(compared).toBeGreaterThan(30);
    expect(publicCompared).toBeGreaterThan(5);
    for (const expected of [
      'match:en:match_changed',
      'match:de:match_changed',
      'match:en:markets_changed',
      'match:en:match_status_changed',
      'public:en:match_changed',
      'public:de:markets_changed',
      'public:en:match_status_changed',
    ]) {
      expect(kinds).toContain(expected);
    }
  });

  it('builds nothing for match channels nobody listens to', async () => {
    const publisher = new ListeningPublisher(() => false);
    const { simulator } = simulatorOn(world, { publisher, minLive: 8 });
    await simulator.tick();
    await tickBy(world, simulator, 5000, 20);
    expect(publisher.published).toEqual([]);
    expect([...publisher.asked].some((channel) => channel.startsWith('match:en:'))).toBe(true);

    // One listener on one live match: its channel, and only its channel, gets publications.
    const [live] = await world.db
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.status, 1))
      .limit(1);
    const watched = `match:en:${live?.id}`;
    const only = new ListeningPublisher((channel) => channel === watched);
    const second = simulatorOn(world, { publisher: only, minLive: 8 });
    await second.simulator.tick();
    await tickBy(world, second.simulator, 5000, 20);
    expect(only.published.length).toBeGreaterThan(0);
    expect(new Set(only.published.map((p) => p.channel))).toEqual(new Set([watched]));
  });
});

import { NotificationSchema } from '@sportsbook/contract/entities/notification';
import { userChannel } from '@sportsbook/contract/realtime/channels';
import { NotificationCountersSchema } from '@sportsbook/contract/sportsbook/notification-calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { aBet, BettingWorld, type Bettor, type WorldSelection } from '../betting/support/betting-world';
import { testDatabaseKinds } from '../support/database';

const INITIAL = 100_000;
/** Money is written with a no-break space between the code and the amount. */
const spaced = (text: string | undefined) => text?.replace(/\u00a0/g, ' ');
const Page = z.object({
  data: z.array(NotificationSchema),
  pagination: z.object({ total: z.number(), page: z.number(), limit: z.number(), last_page: z.number() }),
});

/*
 * The notification centre at server level (issue 19, spec §3 Notification, §7.2 /notifications, §7.3 events):
 * a settled bet and a cash out write a notification beside the money, in the reader's language; the counters,
 * read and read-all; `notification` and `unread_counters_changed` on the private channel; visitors refused,
 * another player's notifications untouchable.
 */
describe.each(testDatabaseKinds())('notifications on %s', (kind) => {
  let world: BettingWorld;

  beforeAll(async () => {
    world = await BettingWorld.open(kind);
  });
  afterAll(async () => world.close());

  async function homeAtEvens(): Promise<{ matchId: number; home: WorldSelection }> {
    const [match] = await world.matches(1);
    if (!match) throw new Error('no match');
    const line = await world.aLine(match, 1, '', { '1': 2, X: 3.4, '2': 3.8 });
    return { matchId: match.id, home: line['1'] as WorldSelection };
  }

  async function single(bettor: Bettor, selection: WorldSelection, stake = 1_000) {
    const [bet] = await world.placed(bettor, 'single', [aBet([selection], stake)]);
    if (!bet) throw new Error('nothing placed');
    return bet;
  }

  async function page(bettor: Bettor, query = '', language = 'en') {
    const res = await world.call('GET', `/api/v2/notifications${query}`, bettor, undefined, {
      'accept-language': language,
    });
    expect(res.statusCode, res.body).toBe(200);
    return Page.parse(res.json());
  }

  async function unread(bettor: Bettor): Promise<number> {
    const res = await world.call('GET', '/api/v2/notifications/counters', bettor);
    expect(res.statusCode, res.body).toBe(200);
    return NotificationCountersSchema.parse(res.json()).unread;
  }

  it('refuses visitors every call', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/v2/notifications', undefined],
      ['GET', '/api/v2/notifications/counters', undefined],
      ['POST', '/api/v2/notifications/read-all', undefined],
      ['POST', '/api/v2/notifications/read', { ids: [1] }],
    ] as const)
      expect((await world.call(method, url, null, body)).statusCode).toBe(401);
  });

  it('tells the player of a won bet and a lost one once settled, in their language, newest first', async () => {
    const bettor = await world.aBettor({ balances: { EUR: INITIAL } });
    const { matchId, home } = await homeAtEvens();
    const other = await homeAtEvens();
    const won = await single(bettor, home, 1_000);
    const lost = await single(bettor, other.home, 500);
    expect(await unread(bettor)).toBe(0);
    world.publisher.clear();

    await world.finish(matchId, { periods: [[2, 0]] });
    await world.settle();
    await world.finish(other.matchId, { periods: [[0, 1]] });
    await world.settle();

    const { data, pagination } = await page(bettor);
    expect(pagination.total).toBe(2);
    expect(data.map((n) => [n.object_type, n.object_id, n.type, n.read])).toEqual([
      ['bet', lost.id, 'info', false],
      ['bet', won.id, 'success', false],
    ]);
    expect(data[1]).toMatchObject({ title: 'Bet won', caption: `Bet #${won.id}` });
    expect(spaced(data[1]?.body)).toBe(
      `Your bet #${won.id} won EUR 20.00. It has been added to your balance.`,
    );
    expect(spaced(data[0]?.body)).toBe(`Your bet #${lost.id} of EUR 5.00 did not win this time.`);
    const german = await page(bettor, '', 'de');
    expect(german.data[1]?.title).toBe('Wette gewonnen');
    expect(await unread(bettor)).toBe(2);

    // Each settlement pushed the notification and the new count.
    const events = world.publisher.on(userChannel('en', bettor.playerId));
    const pushed = events.flatMap((e) =>
      e.event === 'notification' ? [e.payload.notification.object_id] : [],
    );
    expect(pushed).toEqual([won.id, lost.id]);
    const counts = events.flatMap((e) =>
      e.event === 'unread_counters_changed' ? [e.payload.notifications.unread] : [],
    );
    expect(counts).toEqual([1, 2]);
  });

  it('tells the player of a void bet: the stake back to the balance', async () => {
    const bettor = await world.aBettor({ balances: { EUR: INITIAL } });
    const { matchId, home } = await homeAtEvens();
    const bet = await single(bettor, home, 700);
    // Its market cancelled (status -4), then the match ended.
    await world.setMarketStatus(home, -4);
    await world.finish(matchId, { periods: [[1, 0]] });
    await world.settle();
    const [notice] = (await page(bettor)).data;
    expect(notice).toMatchObject({ title: 'Bet void', object_id: bet.id, type: 'info' });
    expect(spaced(notice?.body)).toBe(
      `Your bet #${bet.id} was void: EUR 7.00 has been returned to your balance.`,
    );
  });

  it('tells the player of a cash out beside its payment', async () => {
    const bettor = await world.aBettor({ balances: { EUR: INITIAL } });
    const { home } = await homeAtEvens();
    const bet = await single(bettor, home);
    const res = await world.call('POST', '/api/v3/bets/cashout', bettor, { bet_id: bet.id, to_cashout: 950 });
    expect(res.statusCode, res.body).toBe(200);
    const [notice] = (await page(bettor)).data;
    expect(notice).toMatchObject({ title: 'Cashed out', object_id: bet.id, read: false });
    expect(spaced(notice?.body)).toContain('EUR 9.50');
  });

  it('marks some read, then all; pages; another player can neither see nor mark them', async () => {
    const [ann, ben] = await Promise.all([
      world.aBettor({ balances: { EUR: INITIAL } }),
      world.aBettor({ balances: { EUR: INITIAL } }),
    ]);
    const matchIds: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { matchId, home } = await homeAtEvens();
      await single(ann, home, 100);
      matchIds.push(matchId);
    }
    for (const id of matchIds) await world.finish(id, { periods: [[1, 0]] });
    await world.settle();
    const all = (await page(ann)).data;
    expect(all).toHaveLength(3);
    const [first, second] = all.map((n) => n.id);
    if (first === undefined || second === undefined) throw new Error('no notifications');
    expect(await page(ben)).toMatchObject({ data: [], pagination: { total: 0 } });

    // Ben marking Ann's changes nothing of hers.
    const bens = await world.call('POST', '/api/v2/notifications/read', ben, { ids: [first] });
    expect(bens.json()).toEqual({ unread: 0 });
    expect(await unread(ann)).toBe(3);

    world.publisher.clear();
    const read = await world.call('POST', '/api/v2/notifications/read', ann, {
      ids: [first, second, 999_999],
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unread: 1 });
    // Her other tabs learn the count.
    expect(
      world.publisher
        .on(userChannel('en', ann.playerId))
        .filter((e) => e.event === 'unread_counters_changed'),
    ).toEqual([{ event: 'unread_counters_changed', payload: { notifications: { unread: 1 } } }]);
    const paged = await page(ann, '?page=2&limit=2');
    expect(paged.pagination).toEqual({ total: 3, page: 2, limit: 2, last_page: 2 });
    expect(paged.data.map((n) => n.read)).toEqual([false]);

    const allRead = await world.call('POST', '/api/v2/notifications/read-all', ann);
    expect(allRead.json()).toEqual({ unread: 0 });
    expect((await page(ann)).data.every((n) => n.read)).toBe(true);
  });

  it('refuses malformed reads with 400', async () => {
    const bettor = await world.aBettor();
    for (const body of [
      { ids: [] },
      { ids: [0] },
      { ids: ['1'] },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      {},
    ]) {
      const res = await world.call('POST', '/api/v2/notifications/read', bettor, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await world.call('GET', '/api/v2/notifications?limit=0', bettor)).statusCode).toBe(400);
  });

  it('keeps the web push subscription the browser sends with the settings', async () => {
    const bettor = await world.aBettor();
    const saved = await world.call('POST', '/api/v2/settings', bettor, {
      one_signal_push_notification_subscription: 'b1a9c2d4-0000-4000-8000-000000000001',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const forgotten = await world.call('POST', '/api/v2/settings', bettor, {
      one_signal_push_notification_subscription: null,
    });
    expect(forgotten.statusCode, forgotten.body).toBe(200);
    const tooLong = await world.call('POST', '/api/v2/settings', bettor, {
      one_signal_push_notification_subscription: 'x'.repeat(201),
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

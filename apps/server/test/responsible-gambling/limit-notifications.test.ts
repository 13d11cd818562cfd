import { NotificationSchema } from '@sportsbook/contract/entities/notification';
import { userChannel } from '@sportsbook/contract/realtime/channels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LimitService } from '../../src/responsible-gambling/limit-service';
import { BettingWorld } from '../betting/support/betting-world';
import { testDatabaseKinds } from '../support/database';
import {
  aPlatformPlayer,
  confirmationToken,
  type PlatformPlayer,
  platformCall,
  withFreshToken,
} from './rg-world';

const HOUR = 3_600_000;

/*
 * Limit changes taking effect, told in the notification centre (issue 19, spec §3 Notification; core RG11,
 * RG22): a raise or a removal that waited its 24 hours applies, by the periodic sweep or by whatever reads the
 * player's limits first, and the player gets one notification of it in their language, pushed on their
 * private channel; a change not yet due, or settled again, tells nothing.
 */
describe.each(testDatabaseKinds())('limit change notifications on %s', (kind) => {
  let world: BettingWorld;
  let sweep: LimitService;

  beforeAll(async () => {
    world = await BettingWorld.open(kind);
    sweep = new LimitService(world.db, world.clock, undefined, {
      db: world.db,
      publisher: world.publisher,
      contentLocales: world.t.deps.config.contentLocales,
      log: { error: () => undefined },
    });
  });
  afterAll(async () => world.close());

  const setLimit = (player: PlatformPlayer, body: Record<string, unknown>) =>
    platformCall(world.t, player, 'POST', '/platform/user_limits', body);
  async function notificationsOf(player: PlatformPlayer, language = 'en') {
    // A bearer token lasts an hour: one signed at the moved time.
    const { authorization } = await withFreshToken(world.t, player);
    const res = await world.t.app.inject({
      method: 'GET',
      url: '/api/v2/notifications',
      headers: { authorization, 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(200);
    return z.array(NotificationSchema).parse(res.json().data);
  }
  async function withTimeMoved<T>(ms: number, work: () => Promise<T>): Promise<T> {
    const start = world.clock.now();
    world.clock.advance(ms);
    try {
      return await work();
    } finally {
      world.clock.set(start);
    }
  }

  it('[RG22] the sweep applies a raise after 24 hours and tells the player once, in their language', async () => {
    const player = await aPlatformPlayer(world.t);
    expect(
      (await setLimit(player, { type: 'loss', period: 'day', amount: 5_000, currency: 'EUR' })).statusCode,
    ).toBe(200);
    const token = await confirmationToken(world.t, player);
    const raise = await setLimit(player, {
      type: 'loss',
      period: 'day',
      amount: 20_000,
      currency: 'EUR',
      password_confirmation_token: token,
    });
    expect(raise.json().pending).toBe(true);
    // Lowering or setting a first limit applies at once and is no news; the raise is not due yet.
    await withTimeMoved(24 * HOUR - 1_000, () => sweep.settleDue());
    expect(await notificationsOf(player)).toEqual([]);

    await withTimeMoved(24 * HOUR, async () => {
      world.publisher.clear();
      expect(await sweep.settleDue()).toBeGreaterThanOrEqual(1);
      const [told, ...more] = await notificationsOf(player);
      expect(more).toEqual([]);
      expect(told).toMatchObject({
        type: 'info',
        object_type: 'limit',
        object_id: raise.json().limit.id,
        read: false,
        title: 'Limit raised',
        caption: 'Limits',
      });
      // Money as the locale writes it (a no-break space between currency and amount).
      expect(told?.body.replace(/\u00a0/g, ' ')).toBe(
        'Your raised limit is now in force: Loss limit, 24 hours, EUR 200.00.',
      );
      const [inArabic] = await notificationsOf(player, 'ar');
      expect(inArabic?.title).toBe('تم رفع الحد');
      expect(inArabic?.body).toContain('حد الخسارة، 24 ساعة');
      const pushed = world.publisher.on(userChannel('en', player.playerId)).map((event) => event.event);
      expect(pushed).toEqual(['notification', 'unread_counters_changed']);
      // Read or swept again, the change is not told twice.
      expect((await platformCall(world.t, player, 'GET', '/platform/user_limits')).statusCode).toBe(200);
      await sweep.settleDue();
      expect(await notificationsOf(player)).toHaveLength(1);
    });
  });

  it('[RG22] reading the limits applies a due removal and a raised time limit, each told once', async () => {
    const player = await aPlatformPlayer(world.t);
    const deposit = (
      await setLimit(player, { type: 'deposit', period: 'week', amount: 10_000, currency: 'EUR' })
    ).json().limit;
    await setLimit(player, { type: 'time', period: 'day', amount: 60 });
    const token = await confirmationToken(world.t, player);
    const removal = await platformCall(
      world.t,
      player,
      'DELETE',
      `/platform/user_limits/${deposit.id}?password_confirmation_token=${token}`,
    );
    expect(removal.json().pending).toBe(true);
    expect(
      (
        await setLimit(player, {
          type: 'time',
          period: 'day',
          amount: 600,
          password_confirmation_token: token,
        })
      ).json().pending,
    ).toBe(true);

    await withTimeMoved(24 * HOUR, async () => {
      expect((await platformCall(world.t, player, 'GET', '/platform/user_limits')).statusCode).toBe(200);
      const told = await notificationsOf(player);
      expect(told.map((notification) => [notification.title, notification.body])).toEqual(
        expect.arrayContaining([
          ['Limit removed', 'Your limit has been removed, as you asked: Deposit limit, 7 days.'],
          ['Limit raised', 'Your raised limit is now in force: Session time limit, 24 hours, 600 minutes.'],
        ]),
      );
      expect(told).toHaveLength(2);
      await platformCall(world.t, player, 'GET', '/platform/user_limits');
      expect(await notificationsOf(player)).toHaveLength(2);
    });
  });
  async function aPendingRaise(): Promise<PlatformPlayer> {
    const player = await aPlatformPlayer(world.t);
    await setLimit(player, { type: 'wager', period: 'week', amount: 1_000, currency: 'EUR' });
    const token = await confirmationToken(world.t, player);
    const raise = await setLimit(player, {
      type: 'wager',
      period: 'week',
      amount: 5_000,
      currency: 'EUR',
      password_confirmation_token: token,
    });
    expect(raise.json().pending).toBe(true);
    return player;
  }

  it('[RG22] sweeps and reads racing each other tell a change once', async () => {
    const player = await aPendingRaise();
    await withTimeMoved(24 * HOUR, async () => {
      await Promise.all([
        ...Array.from({ length: 4 }, () => sweep.settleDue()),
        ...Array.from({ length: 4 }, () => platformCall(world.t, player, 'GET', '/platform/user_limits')),
      ]);
      expect((await notificationsOf(player)).map((notification) => notification.title)).toEqual([
        'Limit raised',
      ]);
    });
  });

  it('[RG22] the sweep goes through every due player, a batch at a time', async () => {
    const players = [await aPendingRaise(), await aPendingRaise(), await aPendingRaise()];
    await withTimeMoved(24 * HOUR, async () => {
      expect(await sweep.settleDue(1)).toBeGreaterThanOrEqual(3);
      for (const player of players) expect(await notificationsOf(player)).toHaveLength(1);
      expect(await sweep.settleDue(1)).toBe(0);
    });
  });
});

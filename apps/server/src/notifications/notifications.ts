import type { Notification, NotificationAlertType } from '@sportsbook/contract/entities/notification';
import { PAYMENT_NOTIFICATION_OBJECT_TYPE } from '@sportsbook/contract/entities/notification';
import type { AppliedChange } from '@sportsbook/core/player-limits/limit-changes';
import { LIMIT_KINDS, type LimitPeriod, type LimitType } from '@sportsbook/core/player-limits/limit-kinds';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { notifications } from '../db/schema';
import { toIsoUtc } from '../db/time';
import { formatMoney } from '../i18n/formats';
import { messageLocale } from '../i18n/translate';
import { paymentMessages } from '../payments/messages/payment-messages';
import { findCurrency } from '../platform/currencies';
import { notificationMessages } from './messages/notification-messages';

/**
 * A player's notification centre (spec §3 Notification, §7.2 /notifications): one row per thing that happened
 * to them, written in the reader's language when read (kind + params), read or not.
 */

/** What a notification says: a bet settled or cashed out, a bonus issued, a deposit's result, a limit changed. */
export type NotificationDraft =
  | {
      readonly kind:
        | 'bet_won'
        | 'bet_lost'
        | 'bet_half_lost'
        | 'bet_void'
        | 'bet_void_freebet'
        | 'bet_cashed_out';
      readonly playerId: number;
      readonly betId: number;
      /** Minor units of `currency`: what came back (won, part lost, void, cashed out), the stake (lost) or the free bet returned. */
      readonly amount: number;
      readonly currency: string;
    }
  | {
      readonly kind: 'bonus_issued';
      readonly playerId: number;
      readonly bonusId: number;
      /** The bonus's title in each content locale (the centre is read in any). */
      readonly titles: Readonly<Record<string, string>>;
    }
  | {
      readonly kind: 'deposit_success' | 'deposit_pending' | 'deposit_failed';
      readonly playerId: number;
      readonly paymentId: number;
      readonly amount: number;
      readonly currency: string;
    }
  | {
      /** A pending change to a limit applied (core RG22): a raise in force, a limit removed. */
      readonly kind: 'limit_raised' | 'limit_removed';
      readonly playerId: number;
      readonly change: AppliedChange;
    };

export type NotificationKind = NotificationDraft['kind'];

export type NotificationRow = typeof notifications.$inferSelect;

const ALERT_OF: Readonly<Record<NotificationKind, NotificationAlertType | 'info'>> = {
  bet_won: 'success',
  bet_lost: 'info',
  bet_half_lost: 'info',
  bet_void: 'info',
  bet_void_freebet: 'info',
  bet_cashed_out: 'success',
  bonus_issued: 'success',
  deposit_success: 'success',
  deposit_pending: 'warning',
  deposit_failed: 'danger',
  limit_raised: 'info',
  limit_removed: 'info',
};

function rowOf(draft: NotificationDraft, at: string): typeof notifications.$inferInsert {
  const base = { playerId: draft.playerId, kind: draft.kind, alert: ALERT_OF[draft.kind], createdAt: at };
  switch (draft.kind) {
    case 'bonus_issued':
      return { ...base, objectType: 'bonus', objectId: draft.bonusId, params: { ...draft.titles } };
    case 'deposit_success':
    case 'deposit_pending':
    case 'deposit_failed':
      return {
        ...base,
        objectType: PAYMENT_NOTIFICATION_OBJECT_TYPE,
        objectId: draft.paymentId,
        params: { amount: draft.amount, currency: draft.currency },
      };
    case 'limit_raised':
    case 'limit_removed':
      return {
        ...base,
        objectType: 'limit',
        objectId: draft.change.id,
        // Only what the change has: a removal has no amount, a minute limit no currency, a bet limit no period.
        params: Object.fromEntries(
          Object.entries({
            type: draft.change.type,
            period: draft.change.period,
            amount: draft.change.amount,
            currency: draft.change.currency,
          }).filter((entry): entry is [string, string | number] => entry[1] !== null),
        ),
      };
    default:
      return {
        ...base,
        objectType: 'bet',
        objectId: draft.betId,
        params: { amount: draft.amount, currency: draft.currency },
      };
  }
}

/** Writes the notifications (in the caller's transaction, beside what they tell of); answers the rows. */
export async function recordNotifications(
  db: Db,
  drafts: readonly NotificationDraft[],
  at: string,
): Promise<NotificationRow[]> {
  if (drafts.length === 0) return [];
  return db
    .insert(notifications)
    .values(drafts.map((draft) => rowOf(draft, at)))
    .returning();
}

function money(row: NotificationRow, locale: string): string {
  const amount = Number(row.params.amount ?? 0);
  const currency = String(row.params.currency ?? '');
  return formatMoney(amount, currency, findCurrency(currency)?.subunits ?? 100, locale);
}

/** A limit as the limits page names it: its type, and its period where it counts over one ("Loss limit, 7 days"). */
function limitName(row: NotificationRow, locale: string): string {
  const type = String(row.params.type) as LimitType;
  const name = notificationMessages.translate(locale, `notifications.limit.${type}`);
  const period = row.params.period as LimitPeriod | null;
  if (!period) return name;
  return notificationMessages.translate(locale, 'notifications.limit_with_period', {
    limit: name,
    period: notificationMessages.translate(locale, `notifications.limit_period.${period}`),
  });
}

/** A limit's amount: money in its currency, or minutes (plural forms by the locale's own rules). */
function limitAmount(row: NotificationRow, locale: string): string {
  const amount = Number(row.params.amount ?? 0);
  if (LIMIT_KINDS[String(row.params.type) as LimitType]?.unit === 'minutes')
    return new Intl.NumberFormat(messageLocale(locale), {
      style: 'unit',
      unit: 'minute',
      unitDisplay: 'long',
    }).format(amount);
  return money(row, locale);
}

/** The notification as the contract says it, in `locale`. */
export function presentNotification(row: NotificationRow, locale: string): Notification {
  const kind = row.kind as NotificationKind;
  const common = {
    id: row.id,
    type: row.alert,
    object_type: row.objectType,
    object_id: row.objectId,
    read: row.readAt !== null,
    created_at: toIsoUtc(row.createdAt),
  };
  switch (kind) {
    case 'deposit_success':
    case 'deposit_pending':
    case 'deposit_failed': {
      const status = kind.slice('deposit_'.length) as 'success' | 'pending' | 'failed';
      return {
        ...common,
        title: paymentMessages.translate(locale, `payments.deposit.${status}.title`),
        body: paymentMessages.translate(locale, `payments.deposit.${status}.body`, {
          amount: money(row, locale),
        }),
        caption: notificationMessages.translate(locale, 'notifications.caption.deposit'),
      };
    }
    case 'bonus_issued': {
      const titles = row.params as Readonly<Record<string, string>>;
      const title = titles[locale] ?? titles.en ?? Object.values(titles)[0] ?? '';
      return {
        ...common,
        title: notificationMessages.translate(locale, 'notifications.bonus_issued.title'),
        body: notificationMessages.translate(locale, 'notifications.bonus_issued.body', { title }),
        caption: notificationMessages.translate(locale, 'notifications.caption.bonus'),
      };
    }
    case 'limit_raised':
    case 'limit_removed':
      return {
        ...common,
        title: notificationMessages.translate(locale, `notifications.${kind}.title`),
        body:
          kind === 'limit_raised'
            ? notificationMessages.translate(locale, 'notifications.limit_raised.body', {
                limit: limitName(row, locale),
                amount: limitAmount(row, locale),
              })
            : notificationMessages.translate(locale, 'notifications.limit_removed.body', {
                limit: limitName(row, locale),
              }),
        caption: notificationMessages.translate(locale, 'notifications.caption.limits'),
      };
    default: {
      const ref = `#${row.objectId}`;
      const params = { ref, amount: money(row, locale) };
      return {
        ...common,
        title: notificationMessages.translate(locale, `notifications.${kind}.title`),
        body: notificationMessages.translate(locale, `notifications.${kind}.body`, params),
        caption: notificationMessages.translate(locale, 'notifications.caption.bet', { ref }),
      };
    }
  }
}

/** A page of the player's notifications, newest first, with how many they have. */
export async function listNotifications(
  db: Db,
  playerId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.playerId, playerId))
      .orderBy(desc(notifications.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(notifications).where(eq(notifications.playerId, playerId)),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

/** How many of the player's notifications are unread. */
export async function unreadCount(db: Db, playerId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.playerId, playerId), isNull(notifications.readAt)));
  return Number(row?.total ?? 0);
}

/** Marks the player's notifications read: these ids (others' ids change nothing), or every one. */
export async function markRead(
  db: Db,
  playerId: number,
  ids: readonly number[] | 'all',
  at: string,
): Promise<void> {
  const mine = and(eq(notifications.playerId, playerId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(ids === 'all' ? mine : and(mine, inArray(notifications.id, [...ids])));
}

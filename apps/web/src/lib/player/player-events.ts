import { PAYMENT_NOTIFICATION_OBJECT_TYPE } from '@sportsbook/contract/entities/notification';
import type { ChannelName } from '@sportsbook/contract/realtime/channels';
import type { RealtimeEvent } from '@sportsbook/contract/realtime/events';
import { noticeKindOf, notify } from '@/lib/notices/notify';
import { paymentNoticeToldHere } from './payment-notices';
import { applyBalance } from './session-store';

type BetEvent = Extract<RealtimeEvent, { event: 'bet_changed' | 'bet_cashout_changed' }>;

const betListeners = new Set<(event: BetEvent) => void>();

/** Calls `listener` with every bet_changed and bet_cashout_changed of the player's channel. */
export function onBetEvent(listener: (event: BetEvent) => void): () => void {
  betListeners.add(listener);
  return () => betListeners.delete(listener);
}

type BonusIssued = Extract<RealtimeEvent, { event: 'bonus_issued' }>;

const bonusListeners = new Set<(event: BonusIssued) => void>();

/** Calls `listener` with every bonus_issued of the player's channel (a freebet given by the operator, a bet). */
export function onBonusIssued(listener: (event: BonusIssued) => void): () => void {
  bonusListeners.add(listener);
  return () => bonusListeners.delete(listener);
}

type NotificationEvent = Extract<RealtimeEvent, { event: 'notification' | 'unread_counters_changed' }>;

const notificationListeners = new Set<(event: NotificationEvent) => void>();

/** Calls `listener` with every notification and unread_counters_changed of the player's channel. */
export function onNotificationEvent(listener: (event: NotificationEvent) => void): () => void {
  notificationListeners.add(listener);
  return () => notificationListeners.delete(listener);
}

/**
 * Applies a validated event of the player's private channel (spec §4 live updates): a balance change updates
 * the account of its currency; bet changes go to whoever lists bets. Events for another player's channel
 * (a stale subscription after sign-out) are ignored.
 */
export function applyPlayerEvent(channel: ChannelName, event: RealtimeEvent, playerId: number | null): void {
  if (channel.kind !== 'user' || channel.userId !== playerId) return;
  switch (event.event) {
    case 'balance_changed':
      applyBalance(event.payload.currency, event.payload.balance);
      break;
    case 'bet_changed':
    case 'bet_cashout_changed':
      for (const listener of betListeners) listener(event);
      break;
    case 'bonus_issued':
      for (const listener of bonusListeners) listener(event);
      break;
    case 'unread_counters_changed':
      for (const listener of notificationListeners) listener(event);
      break;
    case 'notification': {
      for (const listener of notificationListeners) listener(event);
      // Spec §2.5: payment notifications show as alerts typed success, warning or danger.
      const { notification } = event.payload;
      // A quick deposit's own result notice already said it (lib/player/payment-notices.ts).
      const paymentId = notification.object_id ?? notification.id;
      if (
        notification.object_type === PAYMENT_NOTIFICATION_OBJECT_TYPE &&
        !paymentNoticeToldHere(paymentId, notification.type)
      ) {
        notify({
          kind: noticeKindOf(notification.type),
          id: `payment-${paymentId}`,
          title: notification.title,
          description: notification.body || undefined,
        });
      }
      break;
    }
    default:
      break; // other notifications have their own features
  }
}

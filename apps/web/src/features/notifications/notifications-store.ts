import type { Notification } from '@sportsbook/contract/entities/notification';
import { reportError } from '@/lib/errors/report';
import { onNotificationEvent } from '@/lib/player/player-events';
import { getSession, subscribeSession } from '@/lib/player/session-store';
import { createStore, useStore } from '@/lib/store/store';

/*
 * The player's unread count (spec §3) and the notifications that arrived while the page is open: read once the
 * session is known (GET /notifications/counters), then kept by the private channel's `unread_counters_changed`
 * and `notification` (spec §7.3). Forgotten at sign-out.
 */

export interface NotificationsState {
  /** Unread notifications; null until known (a visitor, or not read yet). */
  readonly unread: number | null;
  /** Notifications pushed since the page loaded, newest first (the list shows them above its pages). */
  readonly arrived: readonly Notification[];
}

export const notificationsStore = createStore<NotificationsState>({ unread: null, arrived: [] });

let owner: number | null = null;
let generation = 0;
let following = false;

async function readCount(forGeneration: number, locale: string): Promise<void> {
  const [{ playerCall }, { notificationCounters }] = await Promise.all([
    import('@/lib/player/session-actions'),
    import('@sportsbook/contract/sportsbook/notification-calls'),
  ]);
  try {
    const { unread } = await playerCall(notificationCounters, { locale });
    if (forGeneration === generation) notificationsStore.set((state) => ({ ...state, unread }));
  } catch (error) {
    reportError(error, { where: 'reading the unread notifications count' });
  }
}

/** Follows the session and the private channel from the first bell or list on the page. */
export function followNotifications(locale: string): void {
  if (following) return;
  following = true;
  const onSession = () => {
    const { status, player } = getSession();
    // A session being (re)loaded (a locale switch loads it again) is still the same player's.
    if (status === 'UNKNOWN' || status === 'PENDING') return;
    const next = status === 'LOGGED_IN' && player ? player.id : null;
    if (next === owner) return;
    owner = next;
    generation += 1;
    notificationsStore.set({ unread: null, arrived: [] });
    if (next !== null) void readCount(generation, locale);
  };
  subscribeSession(onSession);
  onSession();
  onNotificationEvent((event) => {
    if (owner === null) return;
    if (event.event === 'unread_counters_changed') {
      notificationsStore.set((state) => ({ ...state, unread: event.payload.notifications.unread }));
    } else {
      const { notification } = event.payload;
      notificationsStore.set((state) => ({
        ...state,
        arrived: [notification, ...state.arrived.filter((known) => known.id !== notification.id)],
      }));
    }
  });
}

/** The count a mark-read call answered. */
export function setUnread(unread: number): void {
  notificationsStore.set((state) => ({ ...state, unread }));
}

export function useUnread(): number | null {
  return useStore(notificationsStore, (state) => state.unread);
}

export function useArrived(): readonly Notification[] {
  return useStore(notificationsStore, (state) => state.arrived);
}

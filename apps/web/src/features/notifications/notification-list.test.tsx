import type { Notification } from '@sportsbook/contract/entities/notification';
import type { Player } from '@sportsbook/contract/entities/player';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateSession } from '@/lib/player/session-store';
import { renderInEnglish } from '@/test-support/render';
import { PlayerNotificationList } from './notification-list';
import { notificationsStore, setUnread } from './notifications-store';

/*
 * The notification centre's list as a player meets it (spec §3): newest first, what arrived live on top, unread
 * ones marked and each readable, all at once too; the unread count follows what the backend answers. The
 * player's calls are faked.
 */

const calls = vi.hoisted(() => ({ playerCall: vi.fn(), promptSignIn: vi.fn() }));
vi.mock('@/lib/player/session-actions', () => ({
  playerCall: calls.playerCall,
  promptSignIn: calls.promptSignIn,
  sessionExpired: vi.fn(),
}));

const aNotification = (id: number, title: string, read: boolean): Notification => ({
  id,
  title,
  body: `${title} body`,
  caption: `Bet #${id}`,
  type: 'success',
  object_type: 'bet',
  object_id: id,
  read,
  created_at: '2026-11-29T12:00:00Z',
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('the notification list', () => {
  it('asks a visitor to sign in', async () => {
    act(() => updateSession({ status: 'NOT_LOGGED_IN', player: null }));
    await renderInEnglish(<PlayerNotificationList />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(calls.promptSignIn).toHaveBeenCalledWith('notifications'));
  });

  it('lists newest first with live arrivals on top, and marks one then all read', async () => {
    calls.playerCall.mockImplementation(async (definition: { id: string }) => {
      switch (definition.id) {
        case 'listNotifications':
          return {
            data: [aNotification(12, 'Bet won', false), aNotification(11, 'Bet lost', true)],
            pagination: { total: 2, page: 1, limit: 20, last_page: 1 },
          };
        case 'readNotifications':
          return { unread: 1 };
        default:
          return { unread: 0 };
      }
    });
    act(() => updateSession({ status: 'LOGGED_IN', player: { id: 5, email: 'ann@example.com' } as Player }));
    act(() => {
      setUnread(2);
      notificationsStore.set((state) => ({ ...state, arrived: [aNotification(13, 'Cashed out', false)] }));
    });
    await renderInEnglish(<PlayerNotificationList />);
    const list = await screen.findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const titles = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(titles).toEqual(['Unread: Cashed out', 'Unread: Bet won', 'Bet lost']);

    await userEvent.click(screen.getByRole('button', { name: 'Mark as read: Bet won' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark as read: Bet won' })).toBeNull());
    expect(calls.playerCall).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'readNotifications' }),
      expect.objectContaining({ body: { ids: [12] } }),
    );
    expect(notificationsStore.get().unread).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Mark as read/ })).toBeNull());
    expect(notificationsStore.get().unread).toBe(0);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('shows none unread as soon as the count says none, even before the mark call answers', async () => {
    let answerMark: (value: { unread: number }) => void = () => {};
    calls.playerCall.mockImplementation(async (definition: { id: string }) => {
      switch (definition.id) {
        case 'listNotifications':
          return {
            data: [aNotification(22, 'Bet won', false), aNotification(21, 'Bet lost', false)],
            pagination: { total: 2, page: 1, limit: 20, last_page: 1 },
          };
        case 'readAllNotifications':
          return new Promise((resolve) => {
            answerMark = resolve;
          });
        default:
          return { unread: 2 };
      }
    });
    act(() => updateSession({ status: 'LOGGED_IN', player: { id: 6, email: 'bo@example.com' } as Player }));
    act(() => {
      setUnread(2);
      notificationsStore.set((state) => ({ ...state, arrived: [] }));
    });
    await renderInEnglish(<PlayerNotificationList />);
    await screen.findByRole('button', { name: 'Mark as read: Bet lost' });
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(calls.playerCall).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'readAllNotifications' }),
        expect.anything(),
      ),
    );
    // The private channel's unread_counters_changed beats the call's answer.
    act(() => setUnread(0));
    expect(screen.queryByRole('button', { name: /^Mark as read/ })).toBeNull();
    expect(screen.queryByText(/^Unread:/)).toBeNull();
    await act(async () => answerMark({ unread: 0 }));
    expect(screen.queryByRole('button', { name: /^Mark as read/ })).toBeNull();
  });
});

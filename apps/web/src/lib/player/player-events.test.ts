import type { ChannelName } from '@sportsbook/contract/realtime/channels';
import type { RealtimeEvent } from '@sportsbook/contract/realtime/events';
import { afterEach, describe, expect, it } from 'vitest';
import { installNotices, type Notice } from '@/lib/notices/notify';
import { applyPlayerEvent } from './player-events';

const channel = { kind: 'user', locale: 'en', userId: 7 } as unknown as ChannelName;

function notification(patch: Record<string, unknown>): RealtimeEvent {
  return {
    event: 'notification',
    payload: {
      notification: {
        id: 12,
        title: 'Deposit received',
        body: 'EUR 25.00 has been added to your balance.',
        caption: null,
        type: 'success',
        object_type: 'payment',
        read: false,
        created_at: '2026-03-01T12:00:00Z',
        ...patch,
      },
    },
  } as RealtimeEvent;
}

describe('payment notifications (spec §2.5)', () => {
  let uninstall: (() => void) | null = null;
  afterEach(() => uninstall?.());

  function shown(): Notice[] {
    const notices: Notice[] = [];
    uninstall = installNotices((notice) => notices.push(notice));
    return notices;
  }

  it('shows a payment notification as an alert of its type, one per payment', () => {
    const notices = shown();
    applyPlayerEvent(channel, notification({}), 7);
    applyPlayerEvent(channel, notification({ id: 13, type: 'warning', title: 'Deposit pending' }), 7);
    applyPlayerEvent(channel, notification({ id: 14, type: 'danger', title: 'Deposit failed' }), 7);
    expect(notices).toEqual([
      {
        kind: 'success',
        id: 'payment-12',
        title: 'Deposit received',
        description: 'EUR 25.00 has been added to your balance.',
      },
      expect.objectContaining({ kind: 'warning', id: 'payment-13', title: 'Deposit pending' }),
      expect.objectContaining({ kind: 'error', id: 'payment-14', title: 'Deposit failed' }),
    ]);
  });

  it('ignores other notifications and another player’s channel', () => {
    const notices = shown();
    applyPlayerEvent(channel, notification({ object_type: 'bonus' }), 7);
    applyPlayerEvent(channel, notification({}), 8);
    expect(notices).toEqual([]);
  });
});

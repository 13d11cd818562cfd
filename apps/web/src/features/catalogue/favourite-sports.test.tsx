import type { Player } from '@sportsbook/contract/entities/player';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@/lib/api/browser-call';
import { updateSession } from '@/lib/player/session-store';
import { renderInEnglish } from '@/test-support/render';
import { FavouriteSports, type ListedSport } from './favourite-sports';

/*
 * The sport list's favorites tab: the player's starred sports among the open ones; when their favourites cannot
 * be read it says so and reads them again on request, never waiting forever.
 */

const calls = vi.hoisted(() => ({ playerCall: vi.fn() }));
vi.mock('@/lib/player/session-actions', () => ({ playerCall: calls.playerCall, promptSignIn: vi.fn() }));

const sport = (id: number, name: string): ListedSport => ({
  id,
  key: name.toLowerCase(),
  name,
  href: `/sports/${name.toLowerCase()}`,
  current: false,
  liveCount: 0,
  liveLabel: '0 live',
  countLabel: '3 events',
});

describe("the sport list's favorites tab", () => {
  it('says the favourites could not be read, then shows the starred sports once they are', async () => {
    calls.playerCall.mockRejectedValue(
      new ApiCallError('listFavourites', 503, 'service_unavailable', undefined, null, 'unavailable'),
    );
    act(() => updateSession({ status: 'LOGGED_IN', player: { id: 3, email: 'ann@example.com' } as Player }));
    await renderInEnglish(
      <FavouriteSports locale="en" sports={[sport(1, 'Football'), sport(2, 'Tennis')]} />,
    );
    await screen.findByText('Your favourites could not be loaded.');

    calls.playerCall.mockReset();
    calls.playerCall.mockImplementation(
      async (_definition: unknown, request: { params: { type: string } }) => ({
        data:
          request.params.type === 'sport'
            ? [{ type: 'sport', id: 2, created_at: '2026-11-29T12:00:00Z' }]
            : [],
        pagination: { total: 0, page: 1, limit: 500, last_page: 1 },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: /Tennis/ });
    expect(screen.queryByRole('link', { name: /Football/ })).toBeNull();
  });
});

import type { Player } from '@sportsbook/contract/entities/player';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@/lib/api/browser-call';
import { updateSession } from '@/lib/player/session-store';
import { renderInEnglish } from '@/test-support/render';
import { FavouriteStar } from './favourite-star';

/*
 * The star of a match as a bettor meets it (core FAV1–FAV3 behind it): a toggle button named by what it stars,
 * pressed at once when pressed, back when the backend refuses, with a notice; a visitor is asked to sign in.
 * The player's calls are faked (the session client's `playerCall`).
 */

const calls = vi.hoisted(() => ({
  playerCall: vi.fn(),
  promptSignIn: vi.fn(),
  notify: vi.fn(),
}));
vi.mock('@/lib/player/session-actions', () => ({
  playerCall: calls.playerCall,
  promptSignIn: calls.promptSignIn,
}));
vi.mock('@/lib/notices/notify', async (original) => ({
  ...(await original<typeof import('@/lib/notices/notify')>()),
  notify: calls.notify,
}));

const player = { id: 7, email: 'ann@example.com' } as Player;
const emptyPage = { data: [], pagination: { total: 0, page: 1, limit: 500, last_page: 1 } };

afterEach(() => {
  vi.clearAllMocks();
});

async function renderStar() {
  await renderInEnglish(<FavouriteStar type="match" id={31} name="Arsenal v Chelsea" />);
  return screen.getByRole('button', { name: 'Favourite: Arsenal v Chelsea' });
}

describe('the favourite star', () => {
  it('asks a visitor to sign in and stars nothing', async () => {
    act(() => updateSession({ status: 'NOT_LOGGED_IN', player: null }));
    const star = await renderStar();
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(star);
    await waitFor(() => expect(calls.promptSignIn).toHaveBeenCalledWith('favourites'));
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(calls.playerCall).not.toHaveBeenCalled();
  });

  it('[FAV1] stars a match at once and keeps it once the backend saved it', async () => {
    calls.playerCall.mockImplementation(async (definition: { id: string }) =>
      definition.id === 'listFavourites'
        ? emptyPage
        : { type: 'match', id: 31, created_at: '2026-11-29T12:00:00Z' },
    );
    act(() => updateSession({ status: 'LOGGED_IN', player }));
    const star = await renderStar();
    await waitFor(() =>
      expect(calls.playerCall.mock.calls.map(([definition]) => definition.id)).toContain('listFavourites'),
    );
    await userEvent.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(calls.playerCall).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'addFavourite' }),
        expect.objectContaining({ params: { type: 'match', id: 31 } }),
      ),
    );
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(calls.notify).not.toHaveBeenCalled();
  });

  it('[FAV3] puts the star back and says so when the backend cannot save it', async () => {
    calls.playerCall.mockImplementation(async (definition: { id: string }) => {
      if (definition.id === 'listFavourites') return emptyPage;
      throw new ApiCallError(definition.id, 503, 'service_unavailable', undefined, null, 'unavailable');
    });
    // Another player signs in: the first one's stars are forgotten (FAV5) and this one's read.
    act(() => updateSession({ status: 'NOT_LOGGED_IN', player: null }));
    act(() => updateSession({ status: 'LOGGED_IN', player: { ...player, id: 8 } }));
    const star = await renderStar();
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() =>
      expect(calls.notify).toHaveBeenCalledWith(
        expect.objectContaining({
          kind: 'error',
          title: 'Arsenal v Chelsea could not be saved in your favourites. Please try again.',
        }),
      ),
    );
  });
});

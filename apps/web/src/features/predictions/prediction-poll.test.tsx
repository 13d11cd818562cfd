import type { Player } from '@sportsbook/contract/entities/player';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateSession } from '@/lib/player/session-store';
import { queryClient } from '@/lib/query/app-query-client';
import { renderInEnglish } from '@/test-support/render';
import { PredictionPoll, percentages } from './prediction-poll';

/*
 * The prediction block's poll as bettors meet it (spec §3 Prediction/vote): a visitor sees how everyone voted
 * and is asked to sign in to vote; a player's vote shows at once with the split; a refused vote says so and
 * the poll keeps what the backend has. The calls are faked.
 */

const calls = vi.hoisted(() => ({ playerCall: vi.fn(), promptSignIn: vi.fn() }));
vi.mock('@/lib/player/session-actions', () => ({
  playerCall: calls.playerCall,
  promptSignIn: calls.promptSignIn,
  sessionExpired: vi.fn(),
}));

const OPTIONS = [
  { key: 'home', label: 'Arsenal' },
  { key: 'draw', label: 'Draw' },
  { key: 'away', label: 'Chelsea' },
];
const split = (totals: Record<string, number>, option?: string) => ({
  prediction_id: 'derby',
  vote: option ? { prediction_id: 'derby', data: { option }, created_at: '2026-11-29T12:00:00Z' } : null,
  totals,
});

afterEach(() => {
  vi.clearAllMocks();
  queryClient.clear();
});

describe('percentages', () => {
  it('adds up to 100 by largest remainders, and is 0 without votes', () => {
    expect(percentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentages([2, 1])).toEqual([67, 33]);
    expect(percentages([0, 0])).toEqual([0, 0]);
    for (const votes of [
      [7, 3, 9, 1],
      [1, 0, 0],
      [123, 456, 789],
    ])
      expect(percentages(votes).reduce((sum, share) => sum + share, 0)).toBe(100);
  });
});

describe('the prediction poll', () => {
  it('shows a visitor how everyone voted and asks them to sign in to vote', async () => {
    calls.playerCall.mockResolvedValue(split({ home: 3, away: 1 }));
    act(() => updateSession({ status: 'NOT_LOGGED_IN', player: null }));
    await renderInEnglish(<PredictionPoll predictionId="derby" options={OPTIONS} closesAt={undefined} />);
    const shares = await screen.findByRole('list', { name: 'How everyone voted' });
    expect(
      within(shares)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Arsenal75%', 'Draw0%', 'Chelsea25%']);
    screen.getByText('4 votes · Sign in to vote.');
    await userEvent.click(screen.getByRole('button', { name: 'Draw' }));
    expect(calls.promptSignIn).toHaveBeenCalledWith('prediction');
    expect(calls.playerCall).toHaveBeenCalledTimes(1);
  });

  it('records a player’s vote, shows it pressed with the split, and says so when a vote is refused', async () => {
    calls.playerCall.mockImplementation(async (definition: { id: string }, request: { body?: unknown }) => {
      if (definition.id === 'getVote') return split({ home: 3, away: 1 });
      const option = (request.body as { data: { option: string } }).data.option;
      if (option === 'away') throw new Error('503');
      return split({ home: 3, away: 1, draw: 1 }, option);
    });
    act(() => updateSession({ status: 'LOGGED_IN', player: { id: 9, email: 'ann@example.com' } as Player }));
    await renderInEnglish(<PredictionPoll predictionId="derby" options={OPTIONS} closesAt={undefined} />);
    const draw = await screen.findByRole('button', { name: 'Draw' });
    await waitFor(() => expect(draw.hasAttribute('disabled')).toBe(false));
    // Not voted yet: no split to sway the vote.
    expect(screen.queryByRole('list', { name: 'How everyone voted' })).toBeNull();

    await userEvent.click(draw);
    await waitFor(() => expect(draw.getAttribute('aria-pressed')).toBe('true'));
    expect(calls.playerCall).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'castVote' }),
      expect.objectContaining({ body: { prediction_id: 'derby', data: { option: 'draw' } } }),
    );
    const shares = await screen.findByRole('list', { name: 'How everyone voted' });
    expect(
      within(shares)
        .getByText(/your vote/)
        .closest('li')?.textContent,
    ).toContain('Draw');

    await userEvent.click(screen.getByRole('button', { name: 'Chelsea' }));
    await screen.findByRole('alert');
    expect(screen.getByRole('alert').textContent).toBe('Your vote could not be saved. Please try again.');
    await waitFor(() => expect(draw.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Chelsea' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows only the split once voting has closed', async () => {
    calls.playerCall.mockResolvedValue(split({ home: 1 }, 'home'));
    act(() => updateSession({ status: 'LOGGED_IN', player: { id: 10, email: 'bo@example.com' } as Player }));
    await renderInEnglish(
      <PredictionPoll predictionId="derby" options={OPTIONS} closesAt="2020-01-01T00:00:00Z" />,
    );
    await screen.findByRole('list', { name: 'How everyone voted' });
    expect(screen.queryByRole('button')).toBeNull();
    screen.getByText(/Voting has closed/);
  });

  it('shows the poll closed when the backend says its voting has closed since the page loaded', async () => {
    calls.playerCall.mockImplementation(async (definition: { id: string }) => {
      if (definition.id === 'getVote') return split({ home: 2 });
      throw Object.assign(new Error('castVote: closed'), { status: 409, code: 'prediction_closed' });
    });
    act(() => updateSession({ status: 'LOGGED_IN', player: { id: 11, email: 'cy@example.com' } as Player }));
    await renderInEnglish(
      <PredictionPoll predictionId="derby" options={OPTIONS} closesAt="2099-01-01T00:00:00Z" />,
    );
    const draw = await screen.findByRole('button', { name: 'Draw' });
    await waitFor(() => expect(draw.hasAttribute('disabled')).toBe(false));
    await userEvent.click(draw);
    await screen.findByText(/Voting has closed/);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await screen.findByRole('list', { name: 'How everyone voted' });
  });
});

import type { SearchResponse } from '@sportsbook/contract/sportsbook/catalog-calls';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query/app-query-client';
import { renderInEnglish } from '@/test-support/render';
import { SearchDialog } from './search-dialog';

/*
 * The search dialog when the search fails (spec §2.4 search block): the status says so and a button asks
 * again for the same query, whose results then show. The search call is faked; the pause in typing the
 * dialog waits for is taken as over at once.
 */

const calls = vi.hoisted(() => ({ browserCall: vi.fn() }));
vi.mock('@/lib/api/browser-call', () => ({ browserCall: calls.browserCall }));
vi.mock('@/lib/time/use-settled', () => ({ useSettled: <T,>(value: T) => value }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/sports',
  useRouter: () => ({ push: vi.fn() }),
}));

const found: SearchResponse = {
  matches: [],
  tournaments: [
    {
      id: 17,
      urn_id: 'sr:tournament:17',
      slug: 'premier-league',
      name: 'Premier League',
      priority: 9,
      sport: { id: 1, urn_id: 'sr:sport:1', key: 'football', name: 'Football', type: 'regular' },
      category: { id: 7, slug: 'england', name: 'England', country_code: 'GB' },
    },
  ],
  categories: [],
} as unknown as SearchResponse;

afterEach(() => {
  vi.clearAllMocks();
  queryClient.clear();
});

describe('the search dialog', () => {
  it('says a search failed and tries the same query again on request', async () => {
    calls.browserCall.mockRejectedValueOnce(new Error('backend down')).mockResolvedValueOnce(found);
    await renderInEnglish(<SearchDialog onClose={() => undefined} />);
    // The query arrives whole (pasted): one search, as after a pause in the typing.
    await userEvent.click(screen.getByLabelText('Team, league or country'));
    await userEvent.paste('premier');
    await screen.findByText('The search failed. Please try again.');
    expect(calls.browserCall).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: /Premier League/ });
    expect(screen.getByRole('status').textContent).toBe('1 result');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await waitFor(() => expect(calls.browserCall).toHaveBeenCalledTimes(2));
    expect(calls.browserCall.mock.calls[1]?.[1]).toMatchObject({ query: { q: 'premier' } });
  });
});

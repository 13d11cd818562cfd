import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMatch } from '@/lib/live/live-test-builders';
import { renderInEnglish } from '@/test-support/render';
import { LaterEvents } from './later-events';

/*
 * The rows of the live page the server leaves to the browser (issue 17: a render draws the first screen):
 * fetched by id after hydration, drawn in the listing's order, and, when they cannot be fetched, a notice
 * with a way to try again rather than a silently shorter list.
 */

const context = {
  locale: 'en',
  routing: { locales: ['en'], localeInUrlRequired: false },
  pageId: 'in_play-live',
};

const matchWithTeams = (id: number, home: string, away: string) =>
  aMatch({
    id,
    home: { id: id * 10, name: home, abbreviation: home.slice(0, 3), logo: null },
    away: { id: id * 10 + 1, name: away, abbreviation: away.slice(0, 3), logo: null },
  });

const catalogue = [
  matchWithTeams(1, 'Wigan City', 'Leicester Rovers'),
  matchWithTeams(2, 'Girona CF', 'Atlético Córdoba'),
  matchWithTeams(3, 'SV Bochum', '1. FC Kiel'),
];

/** A backend whose `GET /matches?id=…` lists the asked matches it knows, in its own order (by id). */
function backend(answers: (() => Response | Promise<Response>)[] = []) {
  const asked: URL[] = [];
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://web.test');
    asked.push(url);
    const next = answers.shift();
    if (next) return next();
    const ids = (url.searchParams.get('id') ?? '').split(',').map(Number);
    const data = catalogue.filter((match) => ids.includes(match.id));
    return Response.json({ data, pagination: { page: 1, limit: 500, total: data.length, last_page: 1 } });
  });
  vi.stubGlobal('fetch', fetch);
  return asked;
}

/** The teams of each drawn row, in the order shown. */
const rowTeams = () =>
  screen.queryAllByRole('listitem').map((row) => row.querySelector('a')?.textContent ?? '');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the rows a long listing draws in the browser', () => {
  it('says they are loading, then draws them in the listing’s order under their league', async () => {
    const asked = backend();
    await renderInEnglish(<LaterEvents ids={[3, 1]} context={context} layout="sport-leagues" />);
    expect(screen.getByText('Loading events…')).toBeTruthy();

    await waitFor(() => expect(rowTeams()).toEqual(['SV Bochum1. FC Kiel', 'Wigan CityLeicester Rovers']));
    expect(screen.queryByText('Loading events…')).toBeNull();
    expect(screen.getByRole('heading', { level: 4, name: 'England Premier League' })).toBeTruthy();
    expect(asked.map((url) => url.searchParams.get('id'))).toEqual(['3,1']);
  });

  it('leaves out a match the backend no longer lists (it ended meanwhile)', async () => {
    backend();
    await renderInEnglish(<LaterEvents ids={[2, 99, 1]} context={context} layout="rows" />);
    await waitFor(() => expect(rowTeams()).toHaveLength(2));
    expect(rowTeams()[0]).toContain('Girona CF');
  });

  it('says when they cannot be fetched and fetches them again on request', async () => {
    backend([() => new Response('upstream down', { status: 503 })]);
    await renderInEnglish(<LaterEvents ids={[1, 2]} context={context} layout="leagues" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Some events could not be loaded.');
    expect(rowTeams()).toEqual([]);

    await act(() => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(rowTeams()).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('draws nothing when the server drew every row', async () => {
    const asked = backend();
    const { container } = await renderInEnglish(<LaterEvents ids={[]} context={context} layout="rows" />);
    expect(container.textContent).toBe('');
    expect(asked).toEqual([]);
  });
});

import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, DESKTOP } from './support/suite';

interface ListedMatch {
  readonly slug: string;
  readonly name: string;
  readonly sport: { readonly key: string };
  readonly home: { readonly name: string } | null;
}

/** The search requests a page sends (GET /api/v2/search), by their `q`. */
function searchQueries(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/api/v2/search')) sent.push(url.searchParams.get('q') ?? '');
  });
  return sent;
}

/** The type of the focused element (`search` for the search box). */
function focusedType(page: Page): Promise<string | null> {
  return page.evaluate<string | null>('document.activeElement?.getAttribute("type") ?? null');
}

describe('search (spec §2.4 search block, §5 and §9: 3 to 50 characters)', () => {
  const suite = browserSuite({}, DESKTOP);

  /** A seeded prematch football match with a home team, from the backend. */
  async function seededMatch(): Promise<ListedMatch & { home: { name: string } }> {
    const listed = (await (
      await fetch(
        `${suite.product.apiUrl}/api/v2/matches?sport_key=football&match_status=0&type=match&limit=5`,
      )
    ).json()) as { data: ListedMatch[] };
    const match = listed.data.find((m) => (m.home?.name.length ?? 0) >= 3);
    if (!match?.home) throw new Error('no prematch football match with a home team');
    return match as ListedMatch & { home: { name: string } };
  }

  async function openSearch(page: Page) {
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.waitFor();
    return dialog;
  }

  it('opens from the header, finds a match by its team as the bettor types, and opens it with the keyboard', async () => {
    const match = await seededMatch();
    const { context, page } = await suite.newPage();
    const sent = searchQueries(page);
    await page.goto(`${suite.product.webUrl}/sports`);
    const dialog = await openSearch(page);
    const box = dialog.getByRole('searchbox', { name: 'Team, league or country' });
    // Typing goes to the box at once.
    await expect(focusedType(page)).resolves.toBe('search');

    await box.pressSequentially(match.home.name);
    const result = dialog.getByRole('link', {
      name: new RegExp(match.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
    await result.first().waitFor();
    await expect(dialog.getByRole('heading', { name: 'Matches' }).isVisible()).resolves.toBe(true);
    await expect(dialog.getByRole('status').textContent()).resolves.toMatch(/^\d+ results?$/);
    // Every request carried at least 3 characters; the stale ones were aborted, the last is the whole name.
    expect(sent.every((q) => q.length >= 3)).toBe(true);
    expect(sent.at(-1)).toBe(match.home.name);

    // Arrow down moves from the box to the results; Enter opens the focused one.
    await box.press('ArrowDown');
    const focused = await page.evaluate<string | null>(
      'document.activeElement?.getAttribute("href") ?? null',
    );
    expect(focused).toMatch(/^\/sports\/[a-z0-9-]+\/[a-z0-9-]+$/);
    await page.keyboard.press('ArrowUp');
    await expect(focusedType(page)).resolves.toBe('search');
    await box.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`${focused}$`));
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('opens a match by a click on its result, and Escape closes the dialog', async () => {
    const match = await seededMatch();
    const { context, page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/live`);
    let dialog = await openSearch(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(page.evaluate<string>('document.activeElement?.textContent?.trim() ?? ""')).resolves.toBe(
      'Search',
    );

    dialog = await openSearch(page);
    await dialog.getByRole('searchbox').fill(match.home.name);
    await dialog
      .getByRole('link', { name: new RegExp(`^${match.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/sports/${match.sport.key}/${match.slug}$`));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(match.home.name);
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('sends nothing under 3 characters, cuts more than 50 with a hint, and says when nothing is found', async () => {
    const { context, page } = await suite.newPage({ fakeClock: true });
    const sent = searchQueries(page);
    await page.goto(`${suite.product.webUrl}/sports`);
    const dialog = await openSearch(page);
    const box = dialog.getByRole('searchbox');
    await box.fill('Ar');
    await expect(dialog.getByText('Type at least 3 characters.').isVisible()).resolves.toBe(true);
    // Past the debounce on the page's clock: a request for "Ar", had one been due, has set off by now.
    await context.clock.fastForward(1_000);
    await expect(dialog.getByRole('link').count()).resolves.toBe(0);

    await box.fill(`${'zq'.repeat(30)}x`);
    await dialog.getByText(/at most 50 characters/).waitFor();
    await context.clock.fastForward(1_000);
    await dialog
      .getByRole('status')
      .getByText(/^No results for/)
      .waitFor();
    // The cut query's request is the only one: none went for "Ar" before it.
    expect(sent).toEqual(['zq'.repeat(25)]);
    await context.close();
  });

  it('opens when the host page sends search_modal (spec §7.4)', async () => {
    const { context, page } = await suite.newPage();
    await page.goto(`${suite.product.apiUrl}/demo-host`);
    const frame = page.frameLocator('iframe[title="Sportsbook"]');
    await frame.getByRole('banner').getByRole('button', { name: 'Search' }).waitFor();
    await page
      .getByRole('log', { name: 'Message log' })
      .locator('li.in', { hasText: 'sportsbook:initialized' })
      .first()
      .waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Open the search' }).click();
    const dialog = frame.getByRole('dialog', { name: 'Search' });
    await dialog.waitFor();
    await expect(
      dialog.getByRole('searchbox', { name: 'Team, league or country' }).isVisible(),
    ).resolves.toBe(true);
    await context.close();
  });
});

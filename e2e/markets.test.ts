import { EVENS_DISPLAY, FRACTION_LADDER } from '@sportsbook/core/odds/odds-format';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForCondition } from './support/browser';
import { browserSuite } from './support/suite';

const PLAYER = { email: 'demo@example.com', password: 'demo-password' };

/** Every british display of the standard ladder (core ODD3). */
const LADDER = new Set(
  FRACTION_LADDER.map(([numerator, denominator]) =>
    numerator === denominator ? EVENS_DISPLAY : `${numerator}/${denominator}`,
  ),
);

interface ListedMatch {
  slug: string;
  home: { name: string } | null;
  away: { name: string } | null;
}

/** The market cards of the match page: sections whose heading holds a disclosure button. */
const MARKET_CARDS = 'main section:has(> h3 > button[aria-expanded])';

/** Waits until React has hydrated the markets (their buttons carry React's props), so clicks are heard. */
async function hydrated(page: Page): Promise<void> {
  await waitForCondition(
    page,
    `Object.keys(document.querySelector('${MARKET_CARDS} button[aria-expanded]') ?? {}).some((key) => key.startsWith('__reactProps'))`,
    20_000,
  );
}

/**
 * The texts of the match page that outcome names are written in (buttons' name parts, table headings) and
 * are cut: wider than their box, or an ellipsis. Visually hidden names (read, not shown) are left out.
 */
async function cutNames(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const cut = [];
    const texts = document.querySelectorAll(
      '${MARKET_CARDS} button[data-outcome-id][aria-pressed] span, ${MARKET_CARDS} th, ${MARKET_CARDS} h3 button span',
    );
    for (const element of texts) {
      const style = getComputedStyle(element);
      if (style.clipPath.startsWith('inset') || element.getClientRects().length === 0) continue;
      if (element.scrollWidth > element.clientWidth + 1 || style.textOverflow === 'ellipsis') {
        cut.push(element.textContent);
      }
    }
    return cut;
  })()`);
}

/** The rows of a market's line table, heading row included. */
const tableRows = (card: Locator) => card.getByRole('table').getByRole('row');

describe('reading the markets of a match', () => {
  // No simulator: prices and lines hold still while the page is read.
  const suite = browserSuite({ SIMULATOR: 'off' });

  async function aMatch(): Promise<ListedMatch & { path: string }> {
    const listed = (await (
      await fetch(
        `${suite.product.apiUrl}/api/v2/matches?sport_key=football&match_status=0&type=match&limit=1`,
      )
    ).json()) as { data: ListedMatch[] };
    const match = listed.data[0];
    if (!match) throw new Error('no prematch football match');
    return { ...match, path: `/sports/football/${match.slug}` };
  }

  for (const [locale, width, height] of [
    ['', 320, 700],
    ['', 390, 844],
    ['/ar', 390, 844],
    ['', 1440, 900],
  ] as const) {
    it(`shows every outcome name whole, ${locale || 'en'} at ${width} px, with the page no wider than the window`, async () => {
      const match = await aMatch();
      const { context, page } = await suite.newPage();
      await page.setViewportSize({ width, height });
      await page.goto(`${suite.product.webUrl}${locale}${match.path}?group=all`);
      await page.locator(MARKET_CARDS).first().waitFor();
      await hydrated(page);

      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBe(width);
      expect(await cutNames(page)).toEqual([]);
      // The 1x2 names the teams in full, as the API does.
      const firstCard = page.locator(MARKET_CARDS).first();
      const shown = await firstCard.locator('button[data-outcome-id][aria-pressed]').allInnerTexts();
      expect(shown.join(' ')).toContain(match.home?.name);
      expect(shown.join(' ')).toContain(match.away?.name);
      await context.close();
    });
  }

  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    it(`shows the main line of a market and the others on request at ${width} px`, async () => {
      const match = await aMatch();
      const { context, page } = await suite.newPage();
      await page.setViewportSize({ width, height });
      await page.goto(`${suite.product.webUrl}${match.path}`);
      const markets = page.getByRole('region', { name: /^Markets/ });
      const totals = markets.getByRole('region', { name: 'Total goals', exact: true });
      await totals.waitFor();
      await hydrated(page);

      // Over and Under head the columns; one line, labelled by its total, is shown.
      const headings = await totals.getByRole('columnheader').allInnerTexts();
      expect(headings.slice(-2)).toEqual(['Over', 'Under']);
      await expect(tableRows(totals).count()).resolves.toBe(2);
      const more = totals.getByRole('button', { name: /^More lines \(\d+\)$/ });
      const others = Number(/\((\d+)\)/.exec((await more.textContent()) ?? '')?.[1]);
      expect(others).toBeGreaterThan(0);
      await expect(more.getAttribute('aria-expanded')).resolves.toBe('false');

      await more.click();
      const fewer = totals.getByRole('button', { name: 'Fewer lines' });
      await expect(fewer.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(tableRows(totals).count()).resolves.toBe(others + 2);
      expect(await cutNames(page)).toEqual([]);

      await fewer.click();
      await expect.poll(() => tableRows(totals).count()).toBe(2);
      await context.close();
    });
  }

  it('keeps a collapsed market collapsed when the page is loaded again', async () => {
    const match = await aMatch();
    const { context, page } = await suite.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${suite.product.webUrl}${match.path}`);
    const handicap = page.getByRole('region', { name: 'Handicap', exact: true });
    await handicap.waitFor();
    await hydrated(page);
    const toggle = handicap.getByRole('button', { name: 'Handicap', exact: true });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect(handicap.getByRole('table').count()).resolves.toBe(0);

    await page.reload();
    await handicap.waitFor();
    // The server renders it collapsed (the cookie is read before the first paint, no shift after).
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(handicap.getByRole('table').count()).resolves.toBe(0);
    await hydrated(page);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await handicap.getByRole('table').waitFor();
    await context.close();
  });

  it('writes fractional odds from the UK ladder once the bettor chooses them', async () => {
    const match = await aMatch();
    const { context, page } = await suite.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${suite.product.webUrl}${match.path}?group=all`);
    await page.locator(MARKET_CARDS).first().waitFor();
    await hydrated(page);
    await page
      .getByRole('combobox', { name: /Odds format/ })
      .first()
      .selectOption('british');
    await waitForCondition(
      page,
      `[...document.querySelectorAll('main button[data-outcome-id][aria-pressed]')].every((b) => /(Evens|\\d+\\/\\d+)/.test(b.textContent ?? ''))`,
    );
    // The price is the first text of each button's price part, its last part (an arrow or a word may follow).
    const prices = await page
      .locator(`${MARKET_CARDS} button[data-outcome-id][aria-pressed]`)
      .evaluateAll((buttons) =>
        buttons.map((button) => button.lastElementChild?.firstElementChild?.textContent ?? ''),
      );
    expect(prices.length).toBeGreaterThan(20);
    const offLadder = prices.filter((price) => !LADDER.has(price));
    expect(offLadder).toEqual([]);
    // Not the exact fractions of before (161/100, 2749/100).
    expect(prices.some((price) => price.endsWith('/100') && price !== '1/100')).toBe(false);
    await context.close();
  });

  it('finds outcomes in the bet builder, grouped by market, with a search', async () => {
    const match = await aMatch();
    const { context, page } = await suite.signedInPage(PLAYER, match.path);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Bet builder' }).click();
    const builder = page.getByRole('dialog', { name: 'Bet builder' });
    const search = builder.getByRole('searchbox', { name: 'Search markets and outcomes' });
    await search.waitFor();
    // Grouped: market types are disclosures, most of them closed at first.
    const toggles = builder.locator('h3 > button[aria-expanded]');
    await expect(toggles.count()).resolves.toBeGreaterThan(5);
    await expect(builder.locator('h3 > button[aria-expanded="false"]').count()).resolves.toBeGreaterThan(3);

    await search.fill('corners over');
    await builder.getByText(/^\d+ outcomes? match(es)?$/).waitFor();
    const found = await builder.locator('button[aria-pressed]').allInnerTexts();
    expect(found.length).toBeGreaterThan(0);
    for (const text of found) expect(text).toMatch(/^Over/);
    await builder.getByRole('heading', { name: 'Total corners' }).waitFor();
    await expect(toggles.count()).resolves.toBe(0);

    // A pick made from the results stays when the search is cleared.
    await builder.locator('button[aria-pressed]').first().click();
    await search.fill('');
    await builder.getByRole('button', { name: /^Total corners/ }).waitFor();
    // Its market type stays open, the pick in sight.
    await builder.getByRole('button', { pressed: true }).waitFor();
    await expect(builder.locator('button[aria-pressed="true"]').count()).resolves.toBe(1);
    await expect(builder.getByRole('button', { name: /^Total corners/ }).textContent()).resolves.toContain(
      '1 chosen',
    );
    await context.close();
  });
});

import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pickUpcoming, shownBalance, signIn } from './support/player';
import { routeRealtime } from './support/realtime-route';
import { browserSuite, DESKTOP } from './support/suite';

const PLAYER = { email: 'demo@example.com', password: 'demo-password' };

interface WireMarket {
  id: number;
  match_id: number;
  specifier: string;
  status: number;
  outcomes: { id: string; name: string; odds: number; active: boolean }[];
}

/** Price buttons of upcoming (prematch) events that take bets and are not chosen yet. */
function upcomingPrices(page: Page): Locator {
  return page
    .getByRole('region', { name: /^Upcoming events/ })
    .getByRole('listitem')
    .locator('button[data-outcome-id][aria-pressed="false"]:not([aria-disabled="true"])');
}

describe('bet slip and placement in the browser', () => {
  // No simulator: prices hold still between choosing and placing (the player's mode is "accept none").
  const suite = browserSuite({ SIMULATOR: 'off' }, DESKTOP);

  it('lets a visitor choose a price, asks them to sign in at placing, and places the single afterwards', async () => {
    const { context, page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/football`);
    const row = page
      .getByRole('region', { name: /^Upcoming events/ })
      .getByRole('listitem')
      .first();
    const outcomeId = await row
      .locator('button[data-outcome-id][aria-pressed="false"]:not([aria-disabled="true"])')
      .first()
      .getAttribute('data-outcome-id');
    const price = row.locator(`button[data-outcome-id="${outcomeId}"]`);
    await price.click();
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await slip.waitFor();
    // The docked slip is there before the pick lands in it.
    await expect.poll(() => price.getAttribute('aria-pressed')).toBe('true');
    await slip.getByLabel('Stake').fill('10');
    await slip.getByRole('button', { name: 'Place bet' }).click();

    await signIn(page, PLAYER);
    // The slip is as it was: the same selection and stake, ready to place.
    await expect.poll(() => slip.getByLabel('Stake').inputValue()).toBe('10');
    await expect.poll(() => price.getAttribute('aria-pressed')).toBe('true');
    const before = await shownBalance(page);
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByRole('heading', { name: 'Bet placed' }).waitFor();
    await expect.poll(() => shownBalance(page)).toBe(before - 1_000);
    await context.close();
  });

  it('builds a combo and a system bet and places them; the balance drops by exactly the stakes', async () => {
    const { context, page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/football#sign-in`);
    await signIn(page, PLAYER);
    const before = await shownBalance(page);
    await pickUpcoming(page, 3);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await slip.getByRole('radio', { name: 'Combo' }).check();
    await expect(slip.getByLabel('Stake').count()).resolves.toBe(1);
    await slip.getByLabel('Stake').fill('5');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByRole('heading', { name: 'Bet placed' }).waitFor();

    await slip.getByRole('button', { name: 'Reuse selections' }).click();
    await slip.getByRole('radio', { name: 'System' }).check();
    const system = slip.getByLabel('System type');
    await expect(system.locator('option').allInnerTexts()).resolves.toEqual(['2 of 3: 3 bets']);
    await slip.getByLabel('Stake').fill('6');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByRole('heading', { name: 'Bet placed' }).waitFor();
    await expect.poll(() => shownBalance(page)).toBe(before - 500 - 600);
    await context.close();
  });

  /** Opens a page whose realtime connection the test can publish into, and picks an upcoming price. */
  async function withPickedPrice(): Promise<{
    context: BrowserContext;
    page: Page;
    slip: Locator;
    publish(markets: WireMarket[]): void;
    market: WireMarket;
    outcomeId: string;
  }> {
    const { context, page } = await suite.newPage();
    const realtime = await routeRealtime(page);
    await page.goto(`${suite.product.webUrl}/sports/football`);
    const price = upcomingPrices(page).first();
    const row = page
      .getByRole('region', { name: /^Upcoming events/ })
      .getByRole('listitem')
      .first();
    const href = await row.getByRole('link').first().getAttribute('href');
    const matchId = Number(/-(\d+)$/.exec(href ?? '')?.[1]);
    const outcomeId = (await price.getAttribute('data-outcome-id')) ?? '';
    await price.click();
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await slip.waitFor();
    const listed = (await (await fetch(`${suite.product.apiUrl}/api/v2/matches/${matchId}`)).json()) as {
      main_market_id: number;
    };
    const markets = (await (
      await fetch(
        `${suite.product.apiUrl}/api/v2/matches/${matchId}/markets?market_id=${listed.main_market_id}`,
      )
    ).json()) as { data: WireMarket[] };
    const market = markets.data.find((candidate) => candidate.outcomes.some((o) => o.id === outcomeId));
    if (!market) throw new Error(`no market of match ${matchId} has outcome ${outcomeId}`);
    await realtime.subscribed('public:en');
    const publish = (changed: WireMarket[]) => {
      const frame = JSON.stringify({
        push: {
          channel: 'public:en',
          pub: { data: { event: 'markets_changed', payload: { markets: changed } } },
        },
      });
      realtime.push(frame);
    };
    return { context, page, slip, publish, market, outcomeId };
  }

  it('shows an odds change, and places nothing until the bettor accepts it', async () => {
    const { context, slip, publish, market, outcomeId } = await withPickedPrice();
    await slip.getByLabel('Stake').fill('3');
    const moved = {
      ...market,
      outcomes: market.outcomes.map((o) =>
        o.id === outcomeId ? { ...o, odds: Math.round(o.odds * 130) / 100 } : o,
      ),
    };
    publish([moved]);
    await slip.getByText('Some prices have changed').first().waitFor({ timeout: 10_000 });
    await expect(slip.getByRole('button', { name: 'Place bet' }).isDisabled()).resolves.toBe(true);
    await slip.getByRole('button', { name: 'Accept changes' }).click();
    await slip.getByRole('button', { name: 'Accept changes' }).waitFor({ state: 'detached' });
    await expect(slip.getByRole('button', { name: 'Place bet' }).isEnabled()).resolves.toBe(true);
    await context.close();
  });

  it('flags a suspended selection and removes it on request', async () => {
    const { context, slip, publish, market } = await withPickedPrice();
    publish([{ ...market, status: -1 }]);
    await slip.getByText('Suspended').first().waitFor({ timeout: 10_000 });
    await slip.getByRole('button', { name: 'Remove unavailable' }).click();
    // The last selection gone: docked on a wide screen the slip stays, empty (the overlay slip of narrower
    // layouts closes, spec §2.1: e2e/mobile-shell.test.ts).
    await slip.getByText(/Your bet slip is empty/).waitFor();
    await context.close();
  });

  it('places a quick bet with one tap on a live price once its stake is confirmed', async () => {
    const { context, page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/live#sign-in`);
    await signIn(page, PLAYER);
    const before = await shownBalance(page);
    await page.getByRole('button', { name: /^Bet slip/ }).click();
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await slip.getByRole('switch', { name: 'Quick bet' }).click();
    await slip.getByLabel('Quick bet stake').fill('2');
    await slip.getByRole('button', { name: 'Confirm stake' }).click();
    await page
      .getByRole('main')
      .locator('button[data-outcome-id][aria-pressed="false"]:not([aria-disabled="true"])')
      .first()
      .click();
    await slip.getByText(/Quick bet placed/).waitFor({ timeout: 15_000 });
    await expect.poll(() => shownBalance(page)).toBe(before - 200);
    await context.close();
  });

  it('builds a custom bet of one match in the bet builder, priced together, and places it', async () => {
    const { context, page } = await suite.newPage();
    const listed = (await (
      await fetch(
        `${suite.product.apiUrl}/api/v2/matches?sport_key=football&match_status=0&type=match&limit=1`,
      )
    ).json()) as { data: { slug: string }[] };
    const match = listed.data[0];
    if (!match) throw new Error('no prematch football match');
    await page.goto(`${suite.product.webUrl}/sports/football/${match.slug}#sign-in`);
    await signIn(page, PLAYER);
    await page.getByRole('button', { name: 'Bet builder' }).click();
    const builder = page.getByRole('dialog', { name: 'Bet builder' });
    const groups = builder.getByRole('group');
    await groups.first().waitFor();
    await groups.nth(0).getByRole('button').first().click();
    await groups.nth(1).getByRole('button').first().click();
    await builder.getByText(/Your price/).waitFor({ timeout: 10_000 });
    await builder.getByRole('button', { name: /to bet slip/ }).click();
    await builder.waitFor({ state: 'detached' });
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await slip.getByLabel('Stake').fill('2');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByRole('heading', { name: 'Bet placed' }).waitFor();
    await context.close();
  });

  it('shows a refused placement, with the bet’s own message on its selection, and places after accepting the new price', async () => {
    const { context, page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/football#sign-in`);
    await signIn(page, PLAYER);
    const before = await shownBalance(page);
    const row = page
      .getByRole('region', { name: /^Upcoming events/ })
      .getByRole('listitem')
      .first();
    await row
      .locator('button[data-outcome-id][aria-pressed="false"]:not([aria-disabled="true"])')
      .first()
      .click();
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await slip.getByLabel('Stake').fill('1');
    // The price the bettor saw is gone by the time the bet arrives: the request carries a stale price.
    await page.route('**/api/v3/bets', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as {
        bets: { selections: { odds: number }[] }[];
      };
      for (const bet of body.bets) for (const selection of bet.selections) selection.odds += 0.5;
      await route.continue({ postData: JSON.stringify(body) });
    });
    await slip.getByRole('button', { name: 'Place bet' }).click();
    const refusal = slip.getByRole('alert').filter({ hasText: /price has changed/i });
    await refusal.first().waitFor({ timeout: 10_000 });
    await expect(slip.getByRole('listitem').getByRole('alert').count()).resolves.toBeGreaterThan(0);
    await expect.poll(() => shownBalance(page)).toBe(before);

    await page.unroute('**/api/v3/bets');
    const accept = slip.getByRole('button', { name: 'Accept changes' });
    if ((await accept.count()) > 0) await accept.click();
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByRole('heading', { name: 'Bet placed' }).waitFor();
    await expect.poll(() => shownBalance(page)).toBe(before - 100);
    await context.close();
  });
});

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { advancePagesUntilShown } from './support/clock';
import { pickUpcoming, sessionKnown, shownBalance, signIn } from './support/player';
import { browserSuite, DESKTOP } from './support/suite';

const KEY = 'operator-key-of-the-jackpot-journeys-01';

/*
 * Jackpots as a bettor meets them (issue 18): the demo jackpot's pools on the sports page and the promotions
 * page for everyone; a bet that makes a level drop pays it into the balance at once, and the hit is shown once
 * (the alert, then the jackpot hit modal). With the site's jackpots flag off, none of it shows or is asked for.
 */
describe('jackpots in the browser', () => {
  const suite = browserSuite(
    { SIMULATOR: 'off', DEMO_CAMPAIGNS: 'comboboost,freebet,jackpot', OPERATOR_API_KEY: KEY },
    DESKTOP,
  );

  const operator = async (method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) => {
    const res = await fetch(`${suite.product.apiUrl}/operator/v1${path}`, {
      method,
      headers: { 'x-operator-key': KEY, 'content-type': 'application/json' },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  it('shows everyone the running jackpot with each level’s pool, and who takes part', async () => {
    const { page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports`);
    // The right sidebar's jackpot banner: the demo jackpot's three levels at their seeds.
    const banner = page
      .getByRole('region', { name: 'Jackpots' })
      .getByRole('article', { name: 'Daily Jackpot' });
    await banner.getByText(/^EUR\s1,110\.00$/).waitFor();
    const levels = banner.getByRole('list', { name: 'Daily Jackpot levels' });
    expect(await levels.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Mini\s+EUR\s10\.00$/),
      expect.stringMatching(/^Major\s+EUR\s100\.00$/),
      expect.stringMatching(/^Grand\s+EUR\s1,000\.00$/),
    ]);

    await page.goto(`${suite.product.webUrl}/sports/promotions`);
    const card = page
      .getByRole('region', { name: 'Jackpots' })
      .getByRole('article', { name: 'Daily Jackpot' });
    await card
      .getByText(
        /^Bets of EUR\s1\.00 or more at odds of 1\.50 or more take part: 2% of each cash stake goes into the jackpot\.$/,
      )
      .waitFor();
    await card.getByText('Terms and conditions').click();
    await card.getByText(/half to Mini, 30% to Major, 20% to Grand/).waitFor();
  });

  it('pays a jackpot hit into the balance and shows it once: the alert, then the jackpot hit modal', async () => {
    // Only a jackpot whose Mini drops on the first part it gets runs: the demo jackpot is ended.
    const campaigns = (await operator('GET', '/campaigns')).json.data as { id: number; kind: string }[];
    for (const campaign of campaigns.filter((c) => c.kind === 'jackpot'))
      await operator('PATCH', `/campaigns/${campaign.id}`, { status: 'ended' });
    const created = await operator('POST', '/campaigns', {
      kind: 'jackpot',
      texts: { en: { title: 'Instant Jackpot', description: 'Drops at once', terms: 'For the test.' } },
      rules: {
        currency: 'EUR',
        contribution_bp: 100,
        min_stake: 100,
        min_odds: 1.5,
        levels: [{ code: 'mini', name: 'Mini', seed: 1_000, cap: 1_001, share: 100 }],
      },
    });
    expect(created.status).toBe(201);

    const { context, page } = await suite.newPage({ fakeClock: true });
    await page.goto(`${suite.product.webUrl}/sports/football#sign-in`);
    await signIn(page, { email: 'demo@example.com', password: 'demo-password' });
    await expect.poll(() => shownBalance(page)).not.toBeNaN();
    const before = await shownBalance(page);
    await pickUpcoming(page, 1, 1.6);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await slip.getByLabel('Stake').fill('10');
    // The slip says the bet takes part (POST /jackpots).
    await slip.getByText('This bet feeds the jackpot').waitFor();
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByRole('heading', { name: 'Bet placed' }).waitFor();
    // 1% of 10.00 is 0.10: Mini holds 10.10 and drops; the stake went out and the win came in.
    await expect.poll(() => shownBalance(page)).toBe(before - 1_000 + 1_010);
    const alerts = page.getByRole('region', { name: 'Bonus alerts' });
    await advancePagesUntilShown(context, alerts.getByText('You won the Mini jackpot!'), 5_000);
    await alerts.getByText(/^EUR\s10\.10$/).waitFor();
    await alerts.getByRole('button', { name: 'View' }).click();
    const modal = page.getByRole('dialog', { name: 'You won the Mini jackpot!' });
    await modal.getByText('Your bet made the Mini jackpot of Instant Jackpot drop.').waitFor();
    await modal.getByText('It has been paid into your balance.').waitFor();
    await modal.getByRole('button', { name: /Close/ }).click();

    // Seen: a new page does not show it again. The sentinel: the page's look for the player's unseen hits
    // has been answered, with none.
    await page.reload();
    await sessionKnown(page);
    const looked = page.waitForResponse(
      (response) =>
        response.url().includes('/api/v2/jackpot-hits?') && response.url().includes('unseen=true'),
    );
    await context.clock.fastForward(5_000);
    expect(((await (await looked).json()) as { data: unknown[] }).data).toEqual([]);
    expect(await alerts.getByText('You won the Mini jackpot!').count()).toBe(0);
    // My bets says the bet fed the jackpot; the win is in the player's transactions, named.
    await slip.getByRole('tab', { name: 'My bets' }).click();
    await slip.getByText('This bet fed the jackpot.').waitFor();
    await page.goto(`${suite.product.webUrl}/sports/profile/wallet/transactions`);
    await page.getByText('Jackpot win', { exact: true }).waitFor();
  });
});

/** The demo site with the jackpots feature flag off (spec §6). */
function siteWithoutJackpots(): string {
  const demo = JSON.parse(
    readFileSync(fileURLToPath(new URL('../apps/web/sites/demo.json', import.meta.url)), 'utf8'),
  ) as { features?: Record<string, unknown> };
  const path = join(mkdtempSync(join(tmpdir(), 'sportsbook-site-')), 'site.json');
  writeFileSync(path, JSON.stringify({ ...demo, features: { ...demo.features, jackpots: false } }));
  return path;
}

describe('jackpots switched off by the site configuration', () => {
  const suite = browserSuite(
    { SIMULATOR: 'off', DEMO_CAMPAIGNS: 'comboboost,freebet,jackpot', SITE_CONFIG: siteWithoutJackpots() },
    DESKTOP,
  );

  it('shows no jackpot and asks for none, though one runs', async () => {
    const running = await fetch(`${suite.product.apiUrl}/api/v2/jackpots`);
    expect(((await running.json()) as { data: unknown[] }).data).toHaveLength(1);
    const { page } = await suite.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v2\/(jackpots|jackpot-hits)/.test(request.url())) asked.push(request.url());
    });
    await page.goto(`${suite.product.webUrl}/sports/promotions#sign-in`);
    await page.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Jackpots' }).count()).toBe(0);
    await signIn(page, { email: 'demo@example.com', password: 'demo-password' });

    await page.goto(`${suite.product.webUrl}/sports/football`);
    await sessionKnown(page);
    expect(await page.getByRole('region', { name: 'Jackpots' }).count()).toBe(0);
    await pickUpcoming(page, 1, 1.6);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    // The sentinel: the slip's bonus offer for this stake is answered; the jackpots would be asked with it.
    const offered = page.waitForResponse(
      (response) => response.url().endsWith('/api/v2/bonuses') && response.request().method() === 'POST',
    );
    await slip.getByLabel('Stake').fill('10');
    await offered;
    expect(await slip.getByText('This bet feeds the jackpot').count()).toBe(0);
    expect(asked).toEqual([]);
  });
});

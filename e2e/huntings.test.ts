import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pickUpcoming, sessionKnown, shownBalance, signIn } from './support/player';
import { browserSuite, DESKTOP } from './support/suite';

/*
 * A bet hunt as a bettor meets it (issue 18, spec §3 hunting, §4 step states): the demo Bet Hunter with its
 * steps and banner for everyone on the promotions page; signed in, the player activates it, the slip chooses it for their
 * bets by default with their standing, says which bet wins a step's free bet, and that free bet arrives with
 * the bet; the promotions page then shows the step won.
 */
describe('bet hunts in the browser', () => {
  const suite = browserSuite({ SIMULATOR: 'off', DEMO_CAMPAIGNS: 'hunting' }, DESKTOP);

  /** Picks one upcoming price of 1.50 or more and places it for 1.00 with the slip's default bonus. */
  async function placeHuntedBet(page: Page, standing: string, wins: boolean) {
    await pickUpcoming(page, 1, 1.5);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await slip.getByLabel('Stake').fill('1');
    // The slip asks for the bonuses its bet may use a moment after the last change.
    await expect
      .poll(() => slip.getByLabel('Bonus').locator('option:checked').textContent(), { timeout: 15_000 })
      .toBe(`Bet Hunter · ${standing}`);
    const note = slip.getByText(/^This bet wins a EUR\s2\.00 free bet$/);
    if (wins) await note.waitFor();
    else expect(await note.count()).toBe(0);
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByRole('heading', { name: 'Bet placed' }).waitFor();
    await slip.getByRole('button', { name: 'Done' }).click();
  }

  it('shows everyone the bet hunt and its steps', async () => {
    const { page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/promotions`);
    const hunt = page
      .getByRole('region', { name: 'Offers running now' })
      .getByRole('article', { name: 'Bet Hunter' });
    await hunt.getByText(/^3 steps, free bets up to EUR\s10\.00$/).waitFor();
    expect(await hunt.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^3 bets: EUR\s2\.00 free bet\s+Next up$/),
      expect.stringMatching(/^6 bets: EUR\s5\.00 free bet\s+Later$/),
      expect.stringMatching(/^10 bets: EUR\s10\.00 free bet\s+Later$/),
    ]);
    // A visitor has no progress to show.
    expect(await hunt.getByRole('progressbar').count()).toBe(0);
    // Its banner, through the resizing proxy, drawn (decorative: the heading names it).
    const banner = hunt.locator('picture img');
    expect(await banner.getAttribute('alt')).toBe('');
    expect(await banner.getAttribute('src')).toMatch(
      /^\/fe-api\/image\?src=%2Fsite-assets%2Fdemo%2Fpromotions%2F/,
    );
    await expect
      .poll(() => banner.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    await sessionKnown(page);
  });

  it('activates it, counts the bets placed with it and pays the first step’s free bet with the third', async () => {
    const player = { email: 'demo2@example.com', password: 'demo-password' };
    const { page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/promotions#sign-in`);
    await signIn(page, player);
    const mine = page.getByRole('region', { name: 'Your bonuses' });
    const hunt = mine.getByRole('article', { name: 'Bet Hunter' });
    await hunt.getByText('Activate it to start counting your bets').waitFor();
    await mine.getByRole('button', { name: 'Activate' }).click();
    await mine
      .getByRole('status')
      .getByText('Bet Hunter is active. Choose it for a bet in the bet slip and the bet counts.')
      .waitFor();
    await hunt.getByText('Active', { exact: true }).waitFor();
    await hunt.getByRole('progressbar', { name: '0 of 3 bets' }).waitFor();
    expect(await mine.getByRole('button', { name: 'Activate' }).count()).toBe(0);
    const balance = await shownBalance(page);

    await page.goto(`${suite.product.webUrl}/sports/football`);
    await placeHuntedBet(page, '0 of 3 bets', false);
    await placeHuntedBet(page, '1 of 3 bets', false);
    await placeHuntedBet(page, '2 of 3 bets', true);
    // Hunted bets are cash bets: three stakes of 1.00.
    await expect.poll(() => shownBalance(page)).toBe(balance - 300);

    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await slip.getByRole('tab', { name: 'My bets' }).click();
    const counted = slip.getByText('Counted toward a bet hunt', { exact: true });
    await counted.first().waitFor();
    expect(await counted.count()).toBe(3);

    await page.goto(`${suite.product.webUrl}/sports/promotions#my-bonuses`);
    const after = page.getByRole('region', { name: 'Your bonuses' });
    const progressed = after.getByRole('article', { name: 'Bet Hunter' }).filter({ hasText: 'Bet hunt' });
    await progressed.getByRole('progressbar', { name: '3 of 6 bets' }).waitFor();
    expect(await progressed.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/Won$/),
      expect.stringMatching(/Next up$/),
      expect.stringMatching(/Later$/),
    ]);
    // The first step's reward: a EUR 2.00 free bet, ready to use.
    const reward = after.getByRole('article', { name: 'Bet Hunter' }).filter({ hasText: 'Free bet' });
    await reward.getByText(/^Value EUR\s2\.00$/).waitFor();
    await reward.getByText('Ready to use').waitFor();
  });
});

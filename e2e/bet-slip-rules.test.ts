import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pickUpcoming, registerPlayer, signIn } from './support/player';
import { browserSuite, DESKTOP } from './support/suite';

/*
 * The slip's content rules of issue 16 in the browser: the combo by default, why picks of one match do not
 * combine, the backend's max stake, preset stakes saved for the player, the deposit shortcut of a short
 * balance, and where focus goes after placing.
 */

const PLAYER = { email: 'demo@example.com', password: 'demo-password' };

/** Opens the first upcoming match of football and picks two outcomes of its first market. */
async function twoPicksOfOneMatch(page: Page, webUrl: string) {
  await page.goto(`${webUrl}/sports/football`);
  const href = await page
    .getByRole('region', { name: /^Upcoming events/ })
    .getByRole('listitem')
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href');
  await page.goto(`${webUrl}${href}`);
  const prices = page.locator(
    'main button[aria-pressed="false"][data-outcome-id]:not([aria-disabled="true"])',
  );
  for (let picked = 0; picked < 2; picked += 1) {
    const outcome = await prices.first().getAttribute('data-outcome-id');
    await prices.first().click();
    await page.locator(`main button[data-outcome-id="${outcome}"][aria-pressed="true"]`).first().waitFor();
  }
  const slip = page.getByRole('complementary', { name: 'Bet slip' });
  await slip.waitFor();
  return slip;
}

describe('the slip’s rules in the browser', () => {
  const suite = browserSuite({ SIMULATOR: 'off' }, DESKTOP);

  it('makes three picks of three matches a combo with the combo’s odds', async () => {
    const { context, page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/football`);
    await pickUpcoming(page, 3);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await expect(slip.getByRole('radio', { name: 'Combo' }).isChecked()).resolves.toBe(true);
    await expect(slip.getByRole('textbox', { name: 'Stake', exact: true }).count()).resolves.toBe(1);
    const odds = await slip.locator('dt:text-is("Odds") + dd').innerText();
    expect(Number(odds)).toBeGreaterThan(1);
    await context.close();
  });

  it('says why two picks of one match do not combine and offers singles', async () => {
    const { context, page } = await suite.newPage();
    const slip = await twoPicksOfOneMatch(page, suite.product.webUrl);
    await slip.getByText('two selections are from the same match').waitFor();
    await expect(slip.getByRole('radio', { name: 'Singles' }).isChecked()).resolves.toBe(true);
    await expect(slip.getByRole('radio', { name: 'Combo' }).isDisabled()).resolves.toBe(true);
    await expect(slip.getByRole('textbox', { name: 'Stake', exact: true }).count()).resolves.toBe(2);
    await expect(slip.getByText('Not available', { exact: true }).count()).resolves.toBe(0);
    await context.close();
  });

  it('shows the backend’s max stake, sets it with "Max", and moves focus to the receipt after placing', async () => {
    const { context, page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/football#sign-in`);
    await signIn(page, PLAYER);
    const answered = page.waitForResponse((response) => response.url().includes('/bets/max-stake'));
    await pickUpcoming(page, 1);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    const { max_stake: maxStake } = (await (await answered).json()) as { max_stake: number };
    const max = slip.getByRole('button', { name: /^Max\. / });
    await max.waitFor();
    expect(await max.innerText()).toContain(
      (maxStake / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','),
    );
    await max.click();
    await expect
      .poll(() => slip.getByRole('textbox', { name: 'Stake', exact: true }).inputValue())
      .toBe((maxStake / 100).toFixed(2));
    // Place a small stake and see where focus goes.
    await slip.getByRole('textbox', { name: 'Stake', exact: true }).fill('1');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByRole('heading', { name: 'Bet placed' }).waitFor();
    // Focus is on the receipt's heading, inside the slip (not lost to <body>).
    const focused = () =>
      page.evaluate<string | null>(
        'document.activeElement?.closest(\'[data-ticket]\') ? document.activeElement.tagName + ":" + document.activeElement.textContent : null',
      );
    await expect.poll(focused).toBe('H3:Bet placed');
    await context.close();
  });

  it('saves edited preset stakes for the player, used after a reload; a short balance offers a deposit', async () => {
    const player = await registerPlayer(suite.product.apiUrl, 'presets');
    const { context, page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/football#sign-in`);
    await signIn(page, player);
    await pickUpcoming(page, 1);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await slip.getByRole('button', { name: 'Edit quick amounts' }).click();
    await slip.getByLabel('Quick amount 1').fill('3');
    await slip.getByLabel('Quick amount 2').fill('7.50');
    await slip.getByLabel('Quick amount 3').fill('');
    await slip.getByLabel('Quick amount 4').fill('');
    await slip.getByRole('button', { name: 'Save' }).click();
    const presets = slip.getByRole('group', { name: 'Quick amounts' });
    await presets.getByRole('button', { name: 'EUR 7.50' }).waitFor();

    await page.reload();
    const reloaded = page.getByRole('complementary', { name: 'Bet slip' });
    await reloaded.waitFor();
    const group = reloaded.getByRole('group', { name: 'Quick amounts' });
    await group.getByRole('button', { name: 'EUR 7.50' }).waitFor();
    const texts = await group.getByRole('button', { name: /^EUR / }).allInnerTexts();
    expect(texts.map((text) => text.replace(/\s/g, ' '))).toEqual(['EUR 3.00', 'EUR 7.50']);
    await group.getByRole('button', { name: 'EUR 7.50' }).click();
    // The stake goes through the slip's engine, which may still be arriving just after a reload.
    await expect
      .poll(() => reloaded.getByRole('textbox', { name: 'Stake', exact: true }).inputValue(), {
        timeout: 15_000,
      })
      .toBe('7.50');

    // A new player has no money: the stake is short by all of it, and the slip offers a deposit.
    await reloaded.getByText(/You need EUR\s7\.50 more/).waitFor();
    await reloaded.getByRole('button', { name: 'Deposit' }).click();
    // The deposit form starts with what is missing.
    const deposit = page.getByRole('dialog', { name: 'Deposit' });
    await expect.poll(() => deposit.getByLabel('Amount (EUR)').inputValue()).toBe('7.50');
    await context.close();
  });
});

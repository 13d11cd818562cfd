import type { Bet } from '@sportsbook/contract/entities/bet';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { advanceBackendTime, CLOCK_CONTROL } from './support/clock';
import {
  apiToken,
  pickUpcoming,
  placeAcceptingMoves,
  playerLoaded,
  shownBalance,
  signIn,
} from './support/player';
import { browserSuite, DESKTOP } from './support/suite';

/*
 * Issue 18's journey to its end: a player redeems a promo code, places an accumulator the acca boost raises
 * and a single with the free bet, and sees both settle in My bets with what their rules pay. The live feed
 * runs (the simulator plays the matches); the test moves the backend's time past the last kick-off and the
 * simulator catches up, finishing the matches and settling the bets as it would have in real time.
 */

const PLAYER = { email: 'demo2@example.com', password: 'demo-password' };
/** Past the latest kick-off of the bets: longer than any simulated match lasts. */
const AFTER_THE_MATCHES_MS = 4 * 60 * 60 * 1000;

/** The amount after `label` in a bet card's text ("Potential win EUR 12.34") in minor units. */
function amountAfter(text: string, label: string): number {
  const match = new RegExp(`${label}\\s*EUR\\s*([\\d,]+)\\.(\\d\\d)`).exec(text);
  if (!match) throw new Error(`no ${label} amount in ${text}`);
  return Number((match[1] ?? '').replace(/,/g, '')) * 100 + Number(match[2]);
}

/** The player's latest bets through the API, as My bets loads them. */
async function latestBets(apiUrl: string, token: string): Promise<Bet[]> {
  const answer = await fetch(`${apiUrl}/api/v3/bets?limit=10`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (answer.status !== 200) throw new Error(`listing bets answered ${answer.status}`);
  return ((await answer.json()) as { data: Bet[] }).data;
}

/** The player's unread notifications as the backend counts them. */
async function unreadCount(apiUrl: string, token: string): Promise<number> {
  const res = await fetch(`${apiUrl}/api/v2/notifications/counters`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { unread: number }).unread;
}

/** The unread count the header's bell says (0 when it says none), once the page has read it. */
async function unreadOnBell(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.waitFor();
  const name = (await bell.getAttribute('aria-label')) ?? (await bell.textContent()) ?? '';
  const match = /(\d+) unread/.exec(name);
  return match ? Number(match[1]) : 0;
}

/** What a settled bet card says: its result and what it paid out. */
async function settledCard(card: Locator): Promise<{ result: string; paid: number }> {
  const text = await card.innerText();
  const result = /\b(Won|Lost|Refunded|Half won|Half lost|Cancelled, stake returned)\b/.exec(text)?.[1];
  if (!result) throw new Error(`no result on the bet card: ${text}`);
  return { result, paid: amountAfter(text, 'Paid out') };
}

describe('bonus bets settled in the browser', () => {
  const suite = browserSuite({ ...CLOCK_CONTROL }, DESKTOP);

  it('settles a boosted accumulator and a free bet in My bets with what their rules pay', async () => {
    const { page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/promotions#sign-in`);
    await signIn(page, PLAYER);
    const code = page
      .locator('form')
      .filter({ has: page.getByRole('heading', { name: 'Have a promo code?' }) });
    await code.getByLabel('Promo code').fill('WELCOME5');
    await code.getByRole('button', { name: 'Redeem' }).click();
    await code.getByText('€5 Free Bet is now in your bonuses.').waitFor();

    await page.goto(`${suite.product.webUrl}/sports/football`);
    await pickUpcoming(page, 3, 1.3);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await expect
      .poll(() => slip.getByLabel('Bonus').locator('option:checked').textContent())
      .toBe('Acca Boost');
    await slip.getByText('Boosted odds').waitFor();
    await slip.getByLabel('Stake').fill('10');
    await placeAcceptingMoves(slip);
    await slip.getByRole('button', { name: 'Done' }).click();

    await pickUpcoming(page, 1, 1.6);
    const freebetOption = slip
      .getByLabel('Bonus')
      .locator('option', { hasText: /^€5 Free Bet \(EUR\s5\.00\)$/ });
    await freebetOption.waitFor({ state: 'attached' });
    await slip.getByLabel('Bonus').selectOption({ label: (await freebetOption.textContent()) ?? '' });
    await expect.poll(() => slip.getByLabel('Stake').inputValue()).toBe('5.00');
    await placeAcceptingMoves(slip);
    await slip.getByRole('button', { name: 'Done' }).click();

    const token = await apiToken(suite.product.apiUrl, PLAYER);
    const placed = await latestBets(suite.product.apiUrl, token);
    const combo = placed.find((bet) => bet.bonus?.type === 'comboboost');
    const freebet = placed.find((bet) => bet.bonus?.type.startsWith('freebet'));
    if (!combo || !freebet) throw new Error('the boosted accumulator and the free bet were not both placed');

    // What My bets promised while they were open: the boosted potential win; the free bet's winnings alone.
    await page.goto(`${suite.product.webUrl}/sports/bets-history`);
    const main = page.getByRole('main');
    const comboCard = main.getByRole('article').filter({ hasText: combo.ref });
    const freebetCard = main.getByRole('article').filter({ hasText: freebet.ref });
    await comboCard.getByText(/^Acca boost · odds \d+\.\d+$/).waitFor();
    await freebetCard.getByText('Free bet', { exact: true }).waitFor();
    const promised = {
      combo: amountAfter(await comboCard.innerText(), 'Potential win'),
      freebet: amountAfter(await freebetCard.innerText(), 'Potential win'),
    };
    const unboosted = combo.stake * combo.selections.reduce((odds, selection) => odds * selection.odds, 1);
    expect(promised.combo).toBeGreaterThan(unboosted);
    expect(promised.freebet).toBe(Math.round(freebet.stake * freebet.odds) - freebet.stake);
    const balanceBefore = await shownBalance(page);
    const unreadBefore = await unreadCount(
      suite.product.apiUrl,
      await apiToken(suite.product.apiUrl, PLAYER),
    );

    // Past the last kick-off: the simulator plays the matches out, and the feed's follower settles the bets.
    const kickOffs = placed.flatMap((bet) => bet.selections.map((s) => Date.parse(s.match.start_time)));
    const backendNow = await advanceBackendTime(suite.product, 0);
    await advanceBackendTime(suite.product, Math.max(...kickOffs) + AFTER_THE_MATCHES_MS - backendNow);
    // A token of the backend's new time (the first one expired as it moved on).
    const laterToken = await apiToken(suite.product.apiUrl, PLAYER);
    await expect
      .poll(
        async () => {
          const bets = await latestBets(suite.product.apiUrl, laterToken);
          return [combo.id, freebet.id].every(
            (id) => bets.find((bet) => bet.id === id)?.result !== 'no_results',
          );
        },
        { timeout: 60_000 },
      )
      .toBe(true);

    await page.goto(`${suite.product.webUrl}/sports/bets-history?filter=settled`);
    await comboCard.getByText(/^Acca boost · odds \d+\.\d+$/).waitFor();
    await comboCard.getByText('Paid out').waitFor();
    await freebetCard.getByText('Paid out').waitFor();
    const comboSettled = await settledCard(comboCard);
    const freebetSettled = await settledCard(freebetCard);
    // A won accumulator pays its boosted win; a won free bet its winnings, never the free stake; a lost one 0.
    expect(comboSettled).toEqual(
      comboSettled.result === 'Won' ? { result: 'Won', paid: promised.combo } : { result: 'Lost', paid: 0 },
    );
    expect(freebetSettled).toEqual(
      freebetSettled.result === 'Won'
        ? { result: 'Won', paid: promised.freebet }
        : { result: 'Lost', paid: 0 },
    );
    await expect.poll(() => shownBalance(page)).toBe(balanceBefore + comboSettled.paid + freebetSettled.paid);

    // The notification centre (issue 19): two more unread on the bell, each bet's result in the panel, and
    // marked read, for good.
    await expect.poll(() => unreadOnBell(page)).toBe(unreadBefore + 2);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    for (const [bet, settled] of [
      [combo, comboSettled],
      [freebet, freebetSettled],
    ] as const) {
      await panel
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`Bet #${bet.id}\\b`) })
        .filter({ hasText: settled.result === 'Won' ? 'Bet won' : 'Bet lost' })
        .waitFor();
    }
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => unreadOnBell(page)).toBe(0);
    await expect(panel.getByRole('button', { name: /^Mark as read/ }).count()).resolves.toBe(0);
    await page.reload();
    await playerLoaded(page);
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  }, 180_000);
});

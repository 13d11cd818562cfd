import { describe, expect, it } from 'vitest';
import { pickUpcoming, placeSingleViaApi, shownBalance, signIn } from './support/player';
import { browserSuite, DESKTOP } from './support/suite';

const PLAYER = { email: 'demo2@example.com', password: 'demo-password' };

/** An amount as the page writes it ("EUR 12.34") in minor units. */
function minorUnits(text: string): number {
  const match = /([\d,]+)\.(\d\d)/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  return Number((match[1] ?? '').replace(/,/g, '')) * 100 + Number(match[2]);
}

describe('my bets, cash out and shared slips in the browser', () => {
  const suite = browserSuite({ SIMULATOR: 'off' }, DESKTOP);

  it('finds a placed bet under My bets, cashes it out and sees the balance rise by the cash-out amount', async () => {
    const { context, page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/football#sign-in`);
    await signIn(page, PLAYER);
    await pickUpcoming(page, 1);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await slip.getByLabel('Stake').fill('10');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByRole('heading', { name: 'Bet placed' }).waitFor();
    const ref = (
      (await slip
        .getByText(/^Bet SB/)
        .first()
        .innerText()) ?? ''
    )
      .replace(/^Bet /, '')
      .trim();

    await slip.getByRole('tab', { name: 'My bets' }).click();
    const bet = slip.getByRole('article').filter({ hasText: ref });
    await bet.waitFor();
    const offer = bet.getByRole('button', { name: /^Cash out/ });
    await offer.waitFor({ timeout: 15_000 });
    const before = await shownBalance(page);
    await offer.click();
    const confirm = bet
      .getByRole('group', { name: 'Confirm cash out' })
      .getByRole('button', { name: /^Cash out/ });
    const amount = minorUnits(await confirm.innerText());
    await confirm.click();
    await bet.getByText(/added to your balance/).waitFor({ timeout: 10_000 });
    await expect.poll(() => shownBalance(page)).toBe(before + amount);
    await context.close();
  });

  it('filters the bet history by status and result, in the URL', async () => {
    await placeSingleViaApi(suite.product.apiUrl, PLAYER, { stake: 100 });
    const { context, page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/bets-history#sign-in`);
    await signIn(page, PLAYER);
    await page.getByRole('heading', { name: 'Bet history', level: 1 }).waitFor();
    const main = page.getByRole('main');
    await main.getByRole('article').first().waitFor();
    const all = await main.getByRole('article').count();
    await main.getByRole('radio', { name: 'Open' }).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toBe('open');
    await main
      .getByRole('article')
      .first()
      .waitFor({ state: 'attached' })
      .catch(() => {});
    const open = await main.getByRole('article').count();
    expect(open).toBeLessThanOrEqual(all);
    for (const text of await main.getByRole('article').allInnerTexts())
      expect(text).not.toMatch(/Cashed out|Settled/);
    await main.getByRole('radio', { name: 'Settled' }).check();
    await main.getByLabel('Result').selectOption('lose');
    await expect.poll(() => new URL(page.url()).search).toContain('result=lose');
    await page.reload();
    // The filters come back from the URL once the page has hydrated.
    await expect.poll(() => main.getByRole('radio', { name: 'Settled' }).isChecked()).toBe(true);
    await expect(main.getByLabel('Result').inputValue()).resolves.toBe('lose');
    await context.close();
  });

  it('shares a slip by link: a fresh browser opens the same selections, and the code leaves the URL', async () => {
    const { context, page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/football`);
    const names = await pickUpcoming(page, 2);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await slip.getByRole('button', { name: 'Share bet slip' }).click();
    const link = await slip.getByLabel('Link to this bet slip').inputValue();
    expect(link).toMatch(/[?&]betcode=[A-Za-z0-9]+/);
    await context.close();

    const other = await suite.newPage();
    await other.page.goto(link);
    const restored = other.page.getByRole('complementary', { name: 'Bet slip' });
    await restored.waitFor({ timeout: 15_000 });
    for (const name of names) await restored.getByText(name, { exact: true }).first().waitFor();
    await expect.poll(() => new URL(other.page.url()).searchParams.has('betcode')).toBe(false);
    await other.context.close();
  });

  it('says so when a share link leads nowhere', async () => {
    const { context, page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports?betcode=NoSuchCode1`);
    const dialog = page.getByRole('dialog', { name: 'Bet slip not found' });
    await dialog.getByText(/does not lead to a bet slip/).waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});

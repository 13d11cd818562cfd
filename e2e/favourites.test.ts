import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerPlayer, sessionKnown, signIn } from './support/player';
import { browserSuite, DESKTOP } from './support/suite';

/** The first upcoming match row's star on a listing, and the match's name as the star says it. */
async function firstMatchStar(page: Page) {
  const star = page.locator('main li button[data-favourite="match"]').first();
  await star.waitFor();
  const label = (await star.getAttribute('aria-label')) ?? '';
  return { star, name: label.replace(/^Favourite: /, '') };
}

describe('favourites (issue 19)', () => {
  const suite = browserSuite({}, DESKTOP);

  it('a visitor pressing a star is asked to sign in; a player stars a match, a league and a sport and finds them on /favorites and in the sport list after a reload', async () => {
    const player = await registerPlayer(suite.product.apiUrl, 'favourites');
    const { context, page } = await suite.newPage();
    try {
      await page.goto(`${suite.product.webUrl}/sports/football`);
      await sessionKnown(page);
      const { star, name } = await firstMatchStar(page);
      expect(name.length).toBeGreaterThan(3);
      await expect(star.getAttribute('aria-pressed')).resolves.toBe('false');

      // A visitor: the sign-in dialog says why, and nothing is starred.
      await star.click();
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      await dialog.getByText('Sign in to keep your favourite matches, leagues and sports.').waitFor();
      await signIn(page, player);
      await expect(star.getAttribute('aria-pressed')).resolves.toBe('false');

      // A player: the star is pressed at once and the backend keeps it.
      const saved = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && /\/favourites\/match\/\d+$/.test(response.url()),
      );
      await star.click();
      await expect(star.getAttribute('aria-pressed')).resolves.toBe('true');
      expect((await saved).status()).toBe(200);

      // The league of the first group, and the sport from its page heading; each saved before the page is left.
      const starred = (type: string) =>
        page.waitForResponse(
          (response) =>
            response.request().method() === 'POST' &&
            new RegExp(`/favourites/${type}/\\d+$`).test(response.url()),
        );
      const leagueStar = page.locator('main section button[data-favourite="tournament"]').first();
      const league = ((await leagueStar.getAttribute('aria-label')) ?? '').replace(/^Favourite: /, '');
      const leagueSaved = starred('tournament');
      await leagueStar.click();
      expect((await leagueSaved).status()).toBe(200);
      await expect(leagueStar.getAttribute('aria-pressed')).resolves.toBe('true');
      const sportStar = page.getByRole('button', { name: 'Favourite: Football', exact: true });
      const sportSaved = starred('sport');
      await sportStar.click();
      expect((await sportSaved).status()).toBe(200);
      await expect(sportStar.getAttribute('aria-pressed')).resolves.toBe('true');

      await page.goto(`${suite.product.webUrl}/sports/favorites`);
      await page.getByRole('heading', { level: 1, name: 'Favourites' }).waitFor();
      const main = page.getByRole('main');
      await expect(
        main.getByRole('button', { name: `Favourite: ${name}` }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');
      const leagues = main.getByRole('region', { name: 'Leagues' });
      await leagues.getByRole('link', { name: new RegExp(league) }).waitFor();
      const sports = main.getByRole('region', { name: 'Sports' });
      await sports.getByRole('link', { name: 'Football' }).waitFor();

      // After a reload the sport list's favorites tab has the sport.
      await page.reload();
      const sportList = page.getByRole('navigation', { name: 'Sports' }).first();
      await sportList.getByRole('tab', { name: 'Favourites' }).click();
      await sportList
        .getByRole('tabpanel')
        .getByRole('link', { name: /Football/ })
        .waitFor();
      await main.getByRole('button', { name: `Favourite: ${name}` }).waitFor();

      // Unstarring on /favorites keeps the row (and the focus) until the page is left; then it is gone.
      const removed = page.waitForResponse(
        (response) =>
          response.request().method() === 'DELETE' && /\/favourites\/match\/\d+$/.test(response.url()),
      );
      const rowStar = main.getByRole('button', { name: `Favourite: ${name}` });
      await rowStar.click();
      expect((await removed).status()).toBe(204);
      await expect.poll(() => rowStar.getAttribute('aria-pressed')).toBe('false');
      await expect(page.evaluate(`document.activeElement?.getAttribute('aria-label')`)).resolves.toBe(
        `Favourite: ${name}`,
      );
      await page.reload();
      await leagues.getByRole('link', { name: new RegExp(league) }).waitFor();
      await expect(rowStar.count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a star the backend refuses goes back and the bettor is told; a player with none is told how to add some', async () => {
    const player = await registerPlayer(suite.product.apiUrl, 'favourites-refused');
    const { context, page } = await suite.signedInPage(player, '/sports/favorites');
    try {
      const main = page.getByRole('main');
      await main.getByText('You have no favourites yet.', { exact: false }).waitFor();
      await main.getByRole('link', { name: 'Browse sports' }).waitFor();

      await page.goto(`${suite.product.webUrl}/sports/football`);
      await sessionKnown(page);
      await page.route('**/api/v2/favourites/**', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({ code: 'service_unavailable', message: 'unavailable' }),
            })
          : route.continue(),
      );
      const { star, name } = await firstMatchStar(page);
      const refused = page.waitForResponse((response) => response.status() === 503);
      await star.click();
      await refused;
      await page.getByText(`${name} could not be saved in your favourites. Please try again.`).waitFor();
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
    } finally {
      await context.close();
    }
  });

  it('a visitor on /favorites is told what favourites are and offered to sign in', async () => {
    const { context, page } = await suite.newPage();
    try {
      await page.goto(`${suite.product.webUrl}/sports/favorites`);
      const main = page.getByRole('main');
      await main.getByText('Star the matches, leagues and sports you follow', { exact: false }).waitFor();
      await main.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

import type { Match } from '@sportsbook/contract/entities/match';
import { describe, expect, it } from 'vitest';
import { advanceBackendTime, CLOCK_CONTROL } from './support/clock';
import { browserSuite, DESKTOP } from './support/suite';

/*
 * Issue 19's results and schedule, as a bettor finds them from the menu: the matches coming up by day with
 * their odds, and, once the simulator has played some out, their final and period scores by day and sport.
 * Both read the backend's real catalogue (the simulator's matches), never demo fixtures.
 */

const DAY_MS = 86_400_000;
/** Longer than any simulated match lasts: every match live at the start has finished by then. */
const AFTER_THE_LIVE_MATCHES_MS = 4 * 60 * 60 * 1000;

async function listMatches(apiUrl: string, query: string): Promise<Match[]> {
  const answer = await fetch(`${apiUrl}/api/v2/matches?${query}`);
  if (answer.status !== 200) throw new Error(`listing matches answered ${answer.status}`);
  return ((await answer.json()) as { data: Match[] }).data;
}

describe('results and schedule (issue 19)', () => {
  const suite = browserSuite({ ...CLOCK_CONTROL }, DESKTOP);

  it('shows tomorrow’s matches with their odds on /schedule, by day and by sport', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.parse(today) + DAY_MS).toISOString().slice(0, 10);
    const [first] = await listMatches(
      suite.product.apiUrl,
      `type=match&match_status=0&start_from=${tomorrow}T00:00:00.000Z&start_to=${tomorrow}T23:59:59.999Z&sort_by=start_time&limit=1`,
    );
    if (!first) throw new Error(`the catalogue schedules nothing on ${tomorrow}`);

    const { context, page } = await suite.newPage();
    try {
      await page.goto(`${suite.product.webUrl}/sports`);
      await page.getByRole('link', { name: 'Schedule' }).first().click();
      await page.waitForURL(/\/sports\/schedule$/);
      await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
      const days = page.getByRole('navigation', { name: 'Days of the schedule' });
      await expect(days.getByRole('link').count()).resolves.toBe(7);
      await expect(days.getByRole('link', { name: 'Today' }).getAttribute('aria-current')).resolves.toBe(
        'page',
      );

      await days.getByRole('link', { name: 'Tomorrow' }).click();
      await page.waitForURL(new RegExp(`date=${tomorrow}`));
      await expect(days.getByRole('link', { name: 'Tomorrow' }).getAttribute('aria-current')).resolves.toBe(
        'page',
      );
      const main = page.getByRole('main');
      const row = main.locator(`li:has(a[href$="/${first.slug}"])`).first();
      await row.waitFor();
      // A schedule row is a betting row: its prices are there to pick.
      await expect(row.locator('button[data-outcome-id]').count()).resolves.toBeGreaterThan(0);

      // Only the match's sport: every listed match is of it.
      const sports = page.getByRole('navigation', { name: 'Sports on the schedule' });
      await sports.getByRole('link', { name: new RegExp(`^${first.sport.name}\\s+\\d+$`) }).click();
      await page.waitForURL(new RegExp(`sport=${first.sport.key}`));
      await row.waitFor();
      const hrefs = await main
        .locator('li a[href*="/sports/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.every((href) => href.startsWith(`/sports/${first.sport.key}/`))).toBe(true);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('cuts days in the bettor’s time zone: a page without one gets the browser’s', async () => {
    // Kiritimati is 14 hours ahead of UTC: its today is often UTC's tomorrow.
    const zone = 'Pacific/Kiritimati';
    const context = await suite.browser.newContext({ ...DESKTOP, timezoneId: zone });
    try {
      const page = await context.newPage();
      await page.goto(`${suite.product.webUrl}/sports/schedule`);
      await page.waitForURL(/[?&]tz=Pacific%2FKiritimati/);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
      const days = page.getByRole('navigation', { name: 'Days of the schedule' });
      await expect
        .poll(() => days.getByRole('link', { name: 'Today' }).locator('time').getAttribute('datetime'))
        .toBe(today);
      // The other days keep the zone.
      await expect(days.getByRole('link', { name: 'Tomorrow' }).getAttribute('href')).resolves.toContain(
        'tz=Pacific%2FKiritimati',
      );
    } finally {
      await context.close();
    }
  }, 120_000);

  it('shows the final and period scores of the matches the simulator played out on /results', async () => {
    const { context, page } = await suite.newPage();
    try {
      await page.goto(`${suite.product.webUrl}/sports/results`);
      await page.getByRole('heading', { level: 1, name: 'Results' }).waitFor();

      // The simulator plays out every match that was live; the results list the backend keeps them in.
      const wasLive = await listMatches(suite.product.apiUrl, 'type=match&match_status=1&limit=50');
      expect(wasLive.length).toBeGreaterThan(0);
      await advanceBackendTime(suite.product, AFTER_THE_LIVE_MATCHES_MS);
      const ids = wasLive.map((match) => match.id).join(',');
      let finished: Match[] = [];
      await expect
        .poll(
          async () => {
            finished = (await listMatches(suite.product.apiUrl, `id=${ids}&limit=50`)).filter(
              (match) => (match.status === 3 || match.status === 4) && match.total_score !== null,
            );
            return finished.length;
          },
          { timeout: 60_000 },
        )
        .toBeGreaterThan(0);
      // One with periods played, as most are.
      const played = finished.find((match) => match.period_scores.length > 1) ?? (finished[0] as Match);
      const day = played.start_time.slice(0, 10);
      const today = new Date().toISOString().slice(0, 10);

      await page.goto(`${suite.product.webUrl}/sports/results${day === today ? '' : `?date=${day}`}`);
      const row = page.locator(`main li[data-match-id="${played.id}"]`);
      await row.waitFor();
      const score = played.total_score as { home: number; away: number };
      await expect(row.innerText()).resolves.toContain(`${played.home?.name}`);
      await row.getByText(`Final score ${score.home}–${score.away}`).waitFor();
      if (played.period_scores.length > 1) {
        const firstPeriod = [...played.period_scores].sort((a, b) => a.number - b.number)[0];
        await row.getByText(`Periods:`).waitFor();
        await expect(row.innerText()).resolves.toContain(`${firstPeriod?.home}:${firstPeriod?.away}`);
      }
      // The league heading (under the page's own) names the sport; the match opens from its row.
      await page
        .getByRole('heading', { level: 2, name: new RegExp(played.tournament.name) })
        .first()
        .waitFor();
      await row.getByRole('link').click();
      await page.waitForURL(new RegExp(`/${played.slug}$`));

      // A day out of range is today's list, never an error.
      await page.goto(`${suite.product.webUrl}/sports/results?date=1999-01-01`);
      const days = page.getByRole('navigation', { name: 'Days of results' });
      await expect(days.getByRole('link', { name: 'Today' }).getAttribute('aria-current')).resolves.toBe(
        'page',
      );
    } finally {
      await context.close();
    }
  }, 180_000);
});

import { describe, expect, it } from 'vitest';
import { advanceBackendTime, CLOCK_CONTROL } from './support/clock';
import { browserSuite, DESKTOP } from './support/suite';

const KEY = 'operator-key-for-the-banner-journey-0123456789';
const HOUR_MS = 3_600_000;

/*
 * Issue 19's editable banners (spec §7.5: a CMS supplies the banners): the demo's right sidebar shows the
 * `sidebar` slot of the content API, which the operator edits through the operator API while the product
 * runs; the next page load shows what they published, in the bettor's language, and a banner scheduled for
 * later only from its start. Images go through the resizing proxy.
 */
describe('banner slots the operator edits while the product runs (issue 19)', () => {
  const suite = browserSuite({ ...CLOCK_CONTROL, OPERATOR_API_KEY: KEY }, DESKTOP);

  async function publish(banners: readonly Record<string, unknown>[]): Promise<void> {
    const answer = await fetch(`${suite.product.apiUrl}/operator/v1/banners/sidebar`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-operator-key': KEY },
      body: JSON.stringify({ banners }),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
  }

  it('shows what the operator publishes on the next load, translated, scheduled, with its image resized', async () => {
    const { context, page } = await suite.newPage();
    try {
      await page.goto(`${suite.product.webUrl}/sports`);
      const sidebar = page.getByRole('complementary', { name: 'More' });
      // The demo's banner, seeded into the slot on the backend's first start.
      const demo = sidebar.getByRole('region', { name: 'Bet in play' });
      await demo.getByRole('link', { name: 'Go to live' }).waitFor();

      await publish([
        {
          id: 'derby',
          title: { en: 'Derby day', ar: 'يوم الديربي' },
          text: { en: 'Boosted odds on the derby all day.', ar: 'احتمالات معززة على الديربي طوال اليوم.' },
          image_url: '/site-assets/demo/promotions/free-bet-desktop.svg',
          image_alt: { en: 'A free bet ticket', ar: 'تذكرة رهان مجاني' },
          href: '/live',
          link_label: { en: 'Bet on the derby', ar: 'راهن على الديربي' },
        },
        { id: 'second', title: { en: 'Second banner' } },
      ]);
      await page.reload();
      const derby = sidebar.getByRole('region', { name: 'Derby day' });
      await derby.getByText('Boosted odds on the derby all day.').waitFor();
      const image = derby.getByRole('img', { name: 'A free bet ticket' });
      await expect(image.getAttribute('src')).resolves.toMatch(
        /^\/fe-api\/image\?src=%2Fsite-assets%2Fdemo%2Fpromotions%2Ffree-bet-desktop\.svg&w=\d+$/,
      );
      await expect
        .poll(() => image.evaluate((img) => (img as { naturalWidth: number }).naturalWidth))
        .toBeGreaterThan(0);
      await derby.getByRole('link', { name: 'Bet on the derby' }).click();
      await page.waitForURL(/\/sports\/live$/);
      // The demo shows one banner of the slot (its first): the second waits its turn; the old one is gone.
      await expect(sidebar.getByRole('region', { name: 'Second banner' }).count()).resolves.toBe(0);
      await expect(sidebar.getByRole('region', { name: 'Bet in play' }).count()).resolves.toBe(0);

      await page.goto(`${suite.product.webUrl}/ar/sports`);
      const arabic = page
        .getByRole('complementary', { name: 'المزيد' })
        .getByRole('region', { name: 'يوم الديربي' });
      await arabic.getByRole('link', { name: 'راهن على الديربي' }).waitFor();

      // A banner scheduled for later: not before its start (the page has loaded whole, streamed parts
      // included, when goto returns), then shown once the backend's time passes it.
      const startsAt = new Date((await advanceBackendTime(suite.product, 0)) + HOUR_MS).toISOString();
      await publish([{ id: 'later', title: { en: 'Kick-off special' }, starts_at: startsAt }]);
      await page.goto(`${suite.product.webUrl}/sports`);
      await sidebar.getByRole('button', { name: 'How to bet' }).waitFor();
      await expect(sidebar.getByRole('region', { name: 'Kick-off special' }).count()).resolves.toBe(0);
      await advanceBackendTime(suite.product, HOUR_MS);
      await page.reload();
      await sidebar.getByRole('region', { name: 'Kick-off special' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { SPEC_BLOCK_TYPES } from '../apps/web/src/lib/site/spec-blocks';
import { collectConsoleErrors, describeFindings, seriousAxeFindings } from './support/axe';
import { registerPlayer, signIn } from './support/player';
import { browserSuite, DESKTOP } from './support/suite';

/*
 * Issue 19: a site configuration that places every content block type the product has (spec §2.4) renders
 * each without an error, and the new shell blocks do what they say: the label and image show, the frame
 * is named and allowed by the content security policy, the modal, chat toggle, speed dial and side menu
 * open, the platform switcher marks this product, the profile greets a visitor, the selection bar leads to
 * a sport.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const FRAME_ORIGIN = 'https://widgets.example.com';

type Placement = { type: string; config?: Record<string, unknown>; visibleOn?: string };

/** The blocks the demo site does not place, with configs an operator could write. */
const EXTRA_BLOCKS: Placement[] = [
  { type: 'label', config: { text: 'New on the site', tone: 'accent' } },
  {
    type: 'image',
    config: { imageUrl: '/site-assets/demo/live-banner.jpg', alt: 'Bet in play', href: '/live', width: 320 },
  },
  { type: 'iframe', config: { src: '/site-assets/demo/logo.svg', title: 'Brand frame', height: 120 } },
  {
    type: 'platform_switcher',
    config: {
      items: [
        { label: 'Sports', href: '/', current: true },
        { label: 'Casino', href: 'https://casino.example.com/' },
      ],
    },
  },
  {
    type: 'chat_toggle',
    config: { label: 'Chat with us', src: '/site-assets/demo/logo.svg', title: 'Support chat' },
  },
  {
    type: 'speed_dial',
    config: { label: 'Shortcuts', items: [{ label: 'Live now', href: '/live', icon: 'live' }] },
  },
  { type: 'side_menu', config: { label: 'Open the menu' } },
  { type: 'profile', config: {} },
  { type: 'selection_bar', config: {} },
  { type: 'results', config: {} },
  { type: 'schedule', config: { days: 2 } },
  { type: 'result_events', config: {} },
  { type: 'notifications', config: {} },
  { type: 'favourites', config: {} },
  { type: 'jackpot_card', config: {} },
  { type: 'jackpot_leaderboard', config: {} },
];

/** The demo site with the extra blocks on the home page and in the right sidebar. */
async function everyBlockSite(folder: string): Promise<{ path: string; types: Set<string> }> {
  const demo = JSON.parse(await readFile(join(root, 'apps/web/sites/demo.json'), 'utf8'));
  demo.pages.sports.blocks = [...demo.pages.sports.blocks, ...EXTRA_BLOCKS.slice(0, 4)];
  demo.layout.rightSidebar = [...demo.layout.rightSidebar, ...EXTRA_BLOCKS.slice(4)];
  demo.customPages = [
    {
      path: '/welcome-offer',
      title: { en: 'Welcome offer', ar: 'عرض الترحيب' },
      layout: 'two-columns',
      seo: { description: { en: 'Your first bet, boosted.' } },
      style: { '--color-accent': '#6b2a7a' },
      blocks: [
        { type: 'text', config: { text: 'Place your first bet at odds of 1.50 or more.' } },
        { type: 'button', config: { label: 'See live matches', href: '/live' } },
        { type: 'prematch_events', config: { limit: 5 } },
      ],
    },
  ];
  const types = new Set<string>();
  const collect = (placements: Placement[]) => {
    for (const placement of placements) types.add(placement.type);
  };
  for (const section of Object.values(demo.layout) as Placement[][]) collect(section);
  for (const page of Object.values(demo.pages) as { blocks?: Placement[] }[]) collect(page.blocks ?? []);
  for (const page of demo.customPages as { blocks: Placement[] }[]) collect(page.blocks);
  const path = join(folder, 'every-block.json');
  await writeFile(path, JSON.stringify(demo));
  return { path, types };
}

async function expectNoBlockErrors(page: Page, where: string) {
  const broken = page.getByText(/This section (could not be loaded|cannot be shown right now)/);
  await expect(broken.count(), `${where}: a block that could not be shown`).resolves.toBe(0);
}

const folder = await mkdtemp(join(tmpdir(), 'every-block-'));
const site = await everyBlockSite(folder);

describe('a site with every block type (issue 19)', () => {
  const suite = browserSuite({ SITE_CONFIG: site.path, FRAME_ORIGINS: FRAME_ORIGIN }, DESKTOP);
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('places every block type but the two of the match centre not built yet (event stats, match preview)', () => {
    const missing = SPEC_BLOCK_TYPES.filter(
      (type) => !['event_stats', 'match_preview'].includes(type) && !site.types.has(type),
    );
    expect(missing).toEqual([]);
  });

  it('renders the home, a sport, a match, results and schedule without a broken block or a script error', async () => {
    const { context, page } = await suite.newPage();
    const errors = collectConsoleErrors(page);
    try {
      const answer = await page.goto(`${suite.product.webUrl}/sports`);
      const policy = answer?.headers()['content-security-policy'] ?? '';
      expect(policy).toMatch(new RegExp(`frame-src 'self' ${FRAME_ORIGIN}(;|$)`));
      await page.getByRole('heading', { name: 'Results' }).first().waitFor();
      await expectNoBlockErrors(page, '/sports');
      expect(describeFindings('/sports', await seriousAxeFindings(page))).toBe('');
      // The sport list's bet builder tab: the sports whose matches offer it, football among them.
      const sportList = page.locator('aside').getByRole('navigation', { name: 'Sports' }).first();
      await sportList.getByRole('tab', { name: 'Bet builder' }).click();
      const builderPanel = sportList.getByRole('tabpanel').filter({ visible: true });
      await builderPanel.getByRole('link', { name: /^Football/ }).waitFor();
      await expect(builderPanel.getByRole('link', { name: /^Tennis/ }).count()).resolves.toBe(0);

      await page.goto(`${suite.product.webUrl}/sports/football`);
      await page.getByRole('heading', { name: 'Latest results' }).first().waitFor();
      await expectNoBlockErrors(page, '/sports/football');
      const matchHref = await page
        .locator('main li a[href^="/sports/football/"]')
        .first()
        .getAttribute('href');
      await page.goto(`${suite.product.webUrl}${matchHref}`);
      await page.locator('main button[data-outcome-id]').first().waitFor();
      await expectNoBlockErrors(page, String(matchHref));
      for (const path of ['/sports/results', '/sports/schedule', '/sports/favorites']) {
        await page.goto(`${suite.product.webUrl}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expectNoBlockErrors(page, path);
      }
      expect(errors.take()).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('serves a custom page by configuration alone: its path, title, blocks, layout, SEO and sitemap entry', async () => {
    const { context, page } = await suite.newPage();
    const errors = collectConsoleErrors(page);
    try {
      const answer = await page.goto(`${suite.product.webUrl}/sports/welcome-offer`);
      expect(answer?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Welcome offer' }).waitFor();
      const main = page.getByRole('main');
      await main.getByText('Place your first bet at odds of 1.50 or more.').waitFor();
      await main.getByRole('link', { name: 'See live matches' }).waitFor();
      await main.locator('button[data-outcome-id]').first().waitFor();
      await expectNoBlockErrors(page, '/sports/welcome-offer');
      await expect(page.title()).resolves.toMatch(/^Welcome offer/);
      await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(
        'Your first bet, boosted.',
      );
      const layout = await page.evaluate<{ display: string; accent: string }>(
        `(() => { const style = getComputedStyle(document.querySelector('[data-page-id="custom"]'));
          return { display: style.display, accent: style.getPropertyValue('--color-accent').trim() }; })()`,
      );
      expect(layout).toEqual({ display: 'grid', accent: '#6b2a7a' });
      expect(errors.take()).toEqual([]);

      await page.goto(`${suite.product.webUrl}/ar/sports/welcome-offer`);
      await page.getByRole('heading', { level: 1, name: 'عرض الترحيب' }).waitFor();
      const sitemap = await (await fetch(`${suite.product.webUrl}/sitemap.xml`)).text();
      expect(sitemap).toContain('/sports/welcome-offer</loc>');
    } finally {
      await context.close();
    }
  }, 120_000);

  it('shows the shell blocks and opens what they open', async () => {
    const { context, page } = await suite.newPage();
    try {
      await page.goto(`${suite.product.webUrl}/sports`);
      const main = page.getByRole('main');
      await main.getByText('New on the site', { exact: true }).waitFor();
      // Lazy, below the fold: it loads as it comes into view.
      const imageLink = main.getByRole('link', { name: 'Bet in play' });
      await imageLink.scrollIntoViewIfNeeded();
      await imageLink.waitFor();
      const frame = page.locator('iframe[title="Brand frame"]');
      await frame.waitFor({ state: 'attached' });
      const sandbox = (await frame.getAttribute('sandbox')) ?? '';
      expect(sandbox).toContain('allow-scripts');
      expect(sandbox).not.toContain('allow-top-navigation');
      // A page of the site itself gets no origin of its own in the frame: it cannot reach into this one.
      expect(sandbox).not.toContain('allow-same-origin');

      const platforms = page.getByRole('navigation', { name: 'Our products' });
      await expect(
        platforms.getByRole('link', { name: 'Sports' }).getAttribute('aria-current'),
      ).resolves.toBe('true');
      await expect(platforms.getByRole('link', { name: 'Casino' }).getAttribute('href')).resolves.toBe(
        'https://casino.example.com/',
      );

      const profile = page.getByRole('region', { name: 'My account' });
      await profile.getByText('Sign in to see your balance, bets and bonuses.').waitFor();
      // Signed in, the same block greets the player with their balance and their account's ways.
      const player = await registerPlayer(suite.product.apiUrl, 'every-block');
      await profile.getByRole('link', { name: 'Sign In' }).click();
      await signIn(page, player);
      await profile.getByText('Rita Limit', { exact: true }).waitFor();
      await profile.getByText(/^Balance/).waitFor();
      for (const name of ['My bets', 'My bonuses', 'Transactions', 'Responsible gambling', 'Deposit'])
        await profile.getByRole('link', { name }).waitFor();
      await profile.getByRole('button', { name: 'Sign out' }).waitFor();

      // The home page's poll: the player's vote is pressed and the split shows it as theirs.
      const poll = page.getByRole('region', { name: 'What will you bet on this weekend?' });
      const tennis = poll.getByRole('button', { name: 'Tennis' });
      await tennis.scrollIntoViewIfNeeded();
      await expect.poll(() => tennis.isEnabled()).toBe(true);
      await tennis.click();
      await expect.poll(() => tennis.getAttribute('aria-pressed')).toBe('true');
      await poll
        .getByRole('list', { name: 'How everyone voted' })
        .getByText(/your vote/)
        .waitFor();
      await poll.getByText('1 vote').waitFor();

      // The modal, from its button, and back.
      await page.getByRole('button', { name: 'How to bet' }).click();
      const modal = page.getByRole('dialog', { name: 'How to place a bet' });
      await modal.getByRole('link', { name: 'See live matches' }).waitFor();
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });

      // The chat: its frame is there only once opened.
      await expect(page.locator('iframe[title="Support chat"]').count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Chat with us' }).click();
      await page
        .getByRole('dialog', { name: 'Support chat' })
        .locator('iframe[title="Support chat"]')
        .waitFor();
      await page.keyboard.press('Escape');

      // The speed dial's shortcuts.
      await page.getByRole('button', { name: 'Shortcuts' }).click();
      const shortcut = page.locator('[popover]').getByRole('link', { name: 'Live now' });
      await shortcut.waitFor();
      await shortcut.click();
      await page.waitForURL(/\/sports\/live$/);

      // The side menu on a wide screen, where the tab bar is not.
      await page.getByRole('button', { name: 'Open the menu' }).click();
      await page.getByRole('dialog', { name: 'Sports menu' }).waitFor();
    } finally {
      await context.close();
    }
  }, 120_000);
});

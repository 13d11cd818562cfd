import type { Page } from 'playwright-core';

/** A route of the product as a browser test visits it. */
export interface ProductRoute {
  /** The path without locale (`/sports/live`); `{match}` stands for a match page found at run time. */
  readonly path: string;
  /** The status its page answers with. */
  readonly status: number;
}

/**
 * Every route of the product (spec §2.1 and the app's own pages), the one list browser tests that must
 * cover them all read (accessibility). A new page goes here with its route.
 */
export const PRODUCT_ROUTES: readonly ProductRoute[] = [
  { path: '/sports', status: 200 },
  { path: '/sports/live', status: 200 },
  { path: '/sports/football', status: 200 },
  { path: '/sports/football/premier-league', status: 200 },
  { path: '{match}', status: 200 },
  { path: '/sports/cybersport', status: 200 },
  { path: '/sports/favorites', status: 200 },
  { path: '/sports/results', status: 200 },
  { path: '/sports/schedule', status: 200 },
  { path: '/sports/promotions', status: 200 },
  // The demo site's own pages (site configuration `customPages`).
  { path: '/sports/jackpots', status: 200 },
  { path: '/sports/notifications', status: 200 },
  { path: '/sports/bets-history', status: 200 },
  { path: '/sports/profile/wallet/deposit', status: 200 },
  { path: '/sports/responsible-gambling', status: 200 },
  { path: '/sports/general-rules', status: 200 },
  { path: '/sports/about', status: 200 },
  { path: '/sports/terms-and-conditions', status: 200 },
  { path: '/sports/help-center', status: 200 },
  { path: '/sports/profile/wallet/transactions', status: 200 },
  { path: '/sports/users/sign-in', status: 200 },
  { path: '/sports/users/sign-up', status: 200 },
  { path: '/sports/users/password/new', status: 200 },
  { path: '/sports/users/password/edit', status: 200 },
  { path: '/sports/users/confirmation', status: 200 },
  { path: '/sports/404', status: 404 },
  { path: '/sports/500', status: 500 },
  // Visited directly, not as the proxy's answer for a blocked country or a locked site.
  { path: '/sports/blocked', status: 200 },
  { path: '/sports/locked', status: 200 },
];

/** The path of the first upcoming match of the Premier League (the demo feed always has one). */
export async function findMatchPath(page: Page, webUrl: string): Promise<string> {
  await page.goto(`${webUrl}/sports/football/premier-league`);
  const link = page
    .getByRole('region', { name: /Upcoming events/ })
    .getByRole('listitem')
    .first()
    .getByRole('link')
    .first();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('no match link on the Premier League page');
  return new URL(href, webUrl).pathname;
}

/** A route's path in a locale (`ar`: `/ar/sports/live`; the default locale has none). */
export function localizedPath(path: string, locale: string, defaultLocale = 'en'): string {
  return locale === defaultLocale ? path : `/${locale}${path}`;
}

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { type RunningProduct, startProduct } from './support/product';

/**
 * Page metadata and SEO of spec §2.4 (rules SEO1..SEO9): title, description, keywords, robots, canonical and
 * alternate-language links, social card tags and structured data on every page type; body attributes;
 * sitemap.xml and robots.txt; a site that is not indexable and an origin on the no-index list.
 */

const DEMO_SITE = fileURLToPath(new URL('../apps/web/sites/demo.json', import.meta.url));
const STAGING = 'staging.example.com';
/** Crawlers get the metadata in the document's head (Next streams it later for browsers). */
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type Attributes = Record<string, string>;

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attributesOf(tag: string): Attributes {
  const out: Attributes = {};
  for (const match of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) {
    out[(match[1] ?? '').toLowerCase()] = decode(match[2] ?? '');
  }
  return out;
}

/** The head of a served page, read the way a crawler reads it. */
class Head {
  readonly metas: Attributes[];
  readonly links: Attributes[];
  constructor(readonly html: string) {
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
    this.metas = [...head.matchAll(/<meta\s[^>]*>/g)].map((m) => attributesOf(m[0]));
    this.links = [...head.matchAll(/<link\s[^>]*>/g)].map((m) => attributesOf(m[0]));
    this.title = decode(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? '');
  }
  readonly title: string;
  meta(key: string): string | undefined {
    return this.metas.find((m) => m.name === key || m.property === key)?.content;
  }
  metaAll(key: string): string[] {
    return this.metas.filter((m) => m.name === key || m.property === key).map((m) => m.content ?? '');
  }
  canonical(): string | undefined {
    return this.links.find((l) => l.rel === 'canonical')?.href;
  }
  alternates(): Record<string, string> {
    return Object.fromEntries(
      this.links.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => [l.hreflang, l.href]),
    );
  }
  /** Every JSON-LD block of the document, parsed (a block that does not parse fails the test). */
  jsonLd(): Record<string, unknown>[] {
    return [...this.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
    );
  }
  body(): Attributes {
    return attributesOf(/<body[^>]*>/.exec(this.html)?.[0] ?? '');
  }
}

async function head(url: string, headers: Record<string, string> = {}): Promise<Head & { status: number }> {
  const response = await fetch(url, { headers: { 'user-agent': CRAWLER, ...headers } });
  const parsed = new Head(await response.text()) as Head & { status: number };
  parsed.status = response.status;
  return parsed;
}

async function siteConfig(change: (site: Record<string, unknown>) => void, dir: string, name: string) {
  const site = JSON.parse(await readFile(DEMO_SITE, 'utf8')) as Record<string, unknown>;
  change(site);
  const path = join(dir, name);
  await writeFile(path, JSON.stringify(site));
  return path;
}

describe('page metadata, SEO and body attributes', () => {
  let product: RunningProduct;
  let closed: RunningProduct;
  let browser: Browser;
  let dir: string;
  /** The demo site's locales, the first one the default. */
  let locales: string[];
  let league: { sport: string; slug: string; name: string };
  let match: { sport: string; slug: string; name: string; home: string; away: string; start: string };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sportsbook-seo-'));
    locales = (JSON.parse(await readFile(DEMO_SITE, 'utf8')) as { locales: string[] }).locales;
    const indexable = await siteConfig(
      (site) => {
        site.noIndexOrigins = [`https://${STAGING}`];
        // Per-page SEO overrides (spec §2.4): the e-sports page with its own title and keywords, not indexed.
        const pages = site.pages as Record<string, Record<string, unknown>>;
        pages.e_sports = {
          ...pages.e_sports,
          seo: {
            title: { en: 'Esports betting now', de: 'E-Sport-Wetten jetzt' },
            keywords: 'esports, cs2',
            indexable: false,
          },
        };
      },
      dir,
      'indexable.json',
    );
    const notIndexable = await siteConfig(
      (site) => {
        site.indexable = false;
      },
      dir,
      'closed.json',
    );
    // One after the other: the first start builds what is stale, the second reuses the build.
    // Behind Cloudflare: the one country header is cf-ipcountry (core PSN10). The test plays the operator's
    // proxy on this machine, which names the host (X-Forwarded-Host).
    product = await startProduct({
      SITE_CONFIG: indexable,
      BLOCKED_COUNTRIES: 'KP',
      COUNTRY_HEADER: 'cf-ipcountry',
      TRUSTED_PROXIES: '127.0.0.1',
    });
    closed = await startProduct({ SITE_CONFIG: notIndexable });
    browser = await launchBrowser();
    const api = async <T>(path: string) => (await (await fetch(`${product.webUrl}${path}`)).json()) as T;
    const tournaments = await api<{ data: { slug: string; name: string; sport: { key: string } }[] }>(
      '/api/v2/tournaments?sport_key=football&limit=5',
    );
    const first = tournaments.data[0];
    if (!first) throw new Error('no league');
    league = { sport: first.sport.key, slug: first.slug, name: first.name };
    const matches = await api<{
      data: {
        slug: string;
        name: string;
        start_time: string;
        sport: { key: string };
        home: { name: string } | null;
        away: { name: string } | null;
      }[];
    }>('/api/v2/matches?match_status=0&type=match&sort_by=start_time&limit=50');
    const upcoming = matches.data.find((m) => m.home && m.away);
    if (!upcoming?.home || !upcoming.away) throw new Error('no upcoming match');
    match = {
      sport: upcoming.sport.key,
      slug: upcoming.slug,
      name: upcoming.name,
      home: upcoming.home.name,
      away: upcoming.away.name,
      start: upcoming.start_time,
    };
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await closed?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('[SEO1][SEO2][SEO4][SEO9] gives the sports home title, description, keywords, links, cards and organisation', async () => {
    const page = await head(`${product.webUrl}/sports`);
    expect(page.status).toBe(200);
    expect(page.title).toMatch(/ \| Demo Sportsbook$/);
    expect(page.meta('description')?.length).toBeGreaterThan(20);
    expect(page.meta('keywords')).toContain('sports betting');
    expect(page.meta('robots')).toBe('index, follow');
    expect(page.canonical()).toBe(`${product.webUrl}/sports`);
    // Every locale, the first (en) without a segment (spec §2.1), and x-default.
    expect(page.alternates()).toEqual({
      ...Object.fromEntries(
        locales.map((locale, index) => [
          locale,
          `${product.webUrl}${index === 0 ? '' : `/${locale}`}/sports`,
        ]),
      ),
      'x-default': `${product.webUrl}/sports`,
    });
    expect(page.meta('og:url')).toBe(`${product.webUrl}/sports`);
    expect(page.meta('og:site_name')).toBe('Demo Sportsbook');
    expect(page.meta('og:locale')).toBe('en');
    expect(page.metaAll('og:locale:alternate')).toEqual(
      locales.slice(1).map((locale) => locale.replace('-', '_')),
    );
    expect(page.meta('og:title')).toBeTruthy();
    expect(page.meta('og:description')).toBe(page.meta('description'));
    // The social card: the demo's wide card image, on the public origin (SEO10), shown large.
    const card = `${product.webUrl}/site-assets/demo/social-card.png`;
    expect(page.meta('og:image')).toBe(card);
    expect(page.meta('twitter:image')).toBe(card);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    const image = await fetch(card);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(page.meta('twitter:title')).toBe(page.meta('og:title'));
    expect(page.jsonLd()).toContainEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Demo Sportsbook',
      url: `${product.webUrl}/sports`,
      logo: `${product.webUrl}/site-assets/demo/logo.svg`,
    });
    // Body attributes of §2.4 as the server writes them: scroll and iframe too (SEO11).
    expect(page.body()).toMatchObject({
      'data-page': 'sports',
      'data-locale': 'en',
      'data-scroll': 'top',
      'data-iframe': 'false',
    });
    const framed = await head(`${product.webUrl}/sports`, { 'sec-fetch-dest': 'iframe' });
    expect(framed.body()).toMatchObject({ 'data-iframe': 'true', 'data-scroll': 'top' });
  });

  it('[SEO2] writes each locale page in its language with the same alternates', async () => {
    const page = await head(`${product.webUrl}/de/sports/football?time=1h`);
    expect(page.canonical()).toBe(`${product.webUrl}/de/sports/football`);
    expect(page.meta('og:locale')).toBe('de');
    expect(page.alternates()['x-default']).toBe(`${product.webUrl}/sports/football`);
    expect(page.alternates()['pt-BR']).toBe(`${product.webUrl}/pt-BR/sports/football`);
    expect(page.meta('keywords')).toContain('Sportwetten');
    expect(page.body()).toMatchObject({ 'data-page': 'sport', 'data-locale': 'de' });
    const arabic = await head(`${product.webUrl}/ar/sports/live`);
    expect(arabic.canonical()).toBe(`${product.webUrl}/ar/sports/live`);
    expect(arabic.body()).toMatchObject({ 'data-page': 'in_play', 'data-locale': 'ar' });
  });

  it('[SEO1][SEO6] gives every catalogue page type its title, description, robots and page identifier', async () => {
    const cases: [string, string, RegExp][] = [
      ['/sports/football', 'sport', /Football/],
      ['/sports/live', 'in_play', /./],
      ['/sports/football/england', 'category', /England/],
      [`/sports/${league.sport}/${league.slug}`, 'league', new RegExp(league.name)],
      [`/sports/${match.sport}/${match.slug}`, 'match', new RegExp(match.home)],
    ];
    for (const [path, id, title] of cases) {
      const page = await head(`${product.webUrl}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.title, path).toMatch(title);
      expect(page.title, path).toMatch(/ \| Demo Sportsbook$/);
      expect(page.meta('description'), path).toBeTruthy();
      expect(page.meta('keywords'), path).toBeTruthy();
      expect(page.meta('robots'), path).toBe('index, follow');
      expect(page.canonical(), path).toBe(`${product.webUrl}${path}`);
      expect(Object.keys(page.alternates()), path).toEqual([...locales, 'x-default']);
      expect(page.meta('og:title'), path).toBeTruthy();
      expect(page.body()['data-page'], path).toBe(id);
    }
  });

  it('[SEO1][SEO9] applies the SEO overrides of a page type from the site configuration', async () => {
    const page = await head(`${product.webUrl}/sports/cybersport`);
    expect(page.status).toBe(200);
    expect(page.title).toBe('Esports betting now | Demo Sportsbook');
    expect(page.meta('robots')).toBe('noindex, follow');
    expect(page.meta('keywords')?.split(',').slice(0, 3)).toEqual(['esports', 'cs2', 'sports betting']);
    expect(page.body()['data-page']).toBe('e_sports');
    const german = await head(`${product.webUrl}/de/sports/cybersport`);
    expect(german.title).toBe('E-Sport-Wetten jetzt | Demo Sportsbook');
    // Not indexable: left out of the sitemap.
    const sitemap = await (await fetch(`${product.webUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/sports/cybersport</loc>');
  });

  it('[SEO3][SEO5] describes a match as SportsEvent with its teams, start time and status', async () => {
    const page = await head(`${product.webUrl}/sports/${match.sport}/${match.slug}`);
    const event = page.jsonLd().find((data) => data['@type'] === 'SportsEvent');
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      name: match.name,
      url: `${product.webUrl}/sports/${match.sport}/${match.slug}`,
      startDate: match.start,
      eventStatus: 'https://schema.org/EventScheduled',
      homeTeam: { '@type': 'SportsTeam', name: match.home },
      awayTeam: { '@type': 'SportsTeam', name: match.away },
      competitor: [
        { '@type': 'SportsTeam', name: match.home },
        { '@type': 'SportsTeam', name: match.away },
      ],
    });
    expect(page.meta('keywords')).toContain(match.home);
    // Exactly two data blocks, none with raw markup inside.
    const blocks = [...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(2);
    for (const block of blocks) expect(block[1]).not.toMatch(/[<>]/);
  });

  it('[SEO1][SEO6] never indexes a player page, an auth page or an error page', async () => {
    const cases: [string, string, number][] = [
      ['/sports/bets-history', 'bets_history', 200],
      ['/sports/responsible-gambling', 'responsible_gambling', 200],
      ['/sports/profile/wallet/deposit', 'deposit', 200],
      ['/sports/users/sign-in', 'sign_in', 200],
      ['/sports/users/sign-up', 'sign_up', 200],
      ['/sports/users/password/new', 'password_new', 200],
      ['/sports/users/password/edit?reset_password_token=abc', 'password_edit', 200],
      ['/sports/users/confirmation', 'confirmation', 200],
      ['/sports/500', 'error', 500],
      ['/sports/locked', 'locked', 200],
      ['/sports/404', 'not_found', 404],
      ['/sports/no/such/page/here', 'not_found', 404],
    ];
    const errorPages = new Set(['error', 'locked', 'not_found']);
    for (const [path, id, status] of cases) {
      const page = await head(`${product.webUrl}${path}`);
      expect(page.status, path).toBe(status);
      expect(page.title, path).toBeTruthy();
      expect(page.meta('robots'), path).toMatch(/^noindex/);
      expect(page.body()['data-page'], path).toBe(id);
      const canonical = page.canonical();
      // An error page names no canonical page; a private page's canonical drops the query (its token).
      if (errorPages.has(id)) expect(canonical, path).toBeUndefined();
      else expect(canonical, path).toBe(`${product.webUrl}${path.split('?')[0]}`);
    }
    // The not-found page of every unmatched URL carries the body attributes too, the country included.
    const missing = await head(`${product.webUrl}/sports/no/such/page/here`, { 'cf-ipcountry': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.body()).toMatchObject({
      'data-page': 'not_found',
      'data-country': 'BR',
      'data-locale': 'en',
      'data-scroll': 'top',
    });
    const blocked = await head(`${product.webUrl}/de/sports/live`, { 'cf-ipcountry': 'KP' });
    expect(blocked.status).toBe(403);
    expect(blocked.meta('robots')).toMatch(/^noindex/);
    expect(blocked.body()).toMatchObject({
      'data-page': 'blocked',
      'data-country': 'KP',
      'data-locale': 'de',
    });
    // The page names the country the visitor is in, in the page's language, not only its code.
    expect(blocked.html.replace(/<[^>]+>/g, ' ')).toMatch(/Nordkorea/);
    const blockedEn = await head(`${product.webUrl}/sports/live`, { 'cf-ipcountry': 'KP' });
    expect(blockedEn.status).toBe(403);
    const text = blockedEn.html.replace(/<[^>]+>/g, ' ');
    expect(text).toMatch(/North Korea/);
    expect(blockedEn.body()['data-country']).toBe('KP');
  });

  it('sets the visitor country from the proxy header and ignores a malformed one', async () => {
    expect((await head(`${product.webUrl}/sports`, { 'cf-ipcountry': 'de' })).body()['data-country']).toBe(
      'DE',
    );
    // One header only: another proxy header is the client's own claim and is ignored.
    expect((await head(`${product.webUrl}/sports`, { 'x-country-code': 'KP' })).status).toBe(200);
    expect(
      (await head(`${product.webUrl}/sports`, { 'x-country-code': 'DE' })).body()['data-country'],
    ).toBeUndefined();
    for (const bad of ['<script>', 'DEU', 'XX', '"x']) {
      const page = await head(`${product.webUrl}/sports`, { 'cf-ipcountry': bad });
      expect(page.status).toBe(200);
      expect(page.body()['data-country'], bad).toBeUndefined();
    }
  });

  it('keeps script in the query out of the head', async () => {
    const page = await head(`${product.webUrl}/sports?q=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.canonical()).toBe(`${product.webUrl}/sports`);
  });

  it('[SEO1][SEO8] an origin on the no-index list gets noindex, a closed robots.txt and an empty sitemap', async () => {
    const staging = { 'x-forwarded-host': STAGING, 'x-forwarded-proto': 'https' };
    const page = await head(`${product.webUrl}/sports`, staging);
    expect(page.meta('robots')).toBe('noindex, nofollow');
    const robots = await (await fetch(`${product.webUrl}/robots.txt`, { headers: staging })).text();
    expect(robots).toMatch(/Disallow: \/\s*$/m);
    expect(robots).not.toMatch(/Sitemap:/);
    const sitemap = await (await fetch(`${product.webUrl}/sitemap.xml`, { headers: staging })).text();
    expect(sitemap).not.toContain('<url>');
  });

  it('[SEO7] lists the indexable pages in every locale in sitemap.xml', async () => {
    const response = await fetch(`${product.webUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1] ?? ''));
    for (const path of [
      '/sports',
      '/de/sports',
      '/ar/sports/live',
      '/sports/football',
      '/pt-BR/sports/football',
      // Category pages of spec §2.1 (/[sport]/[category]).
      '/sports/football/england',
      '/de/sports/football/england',
      `/sports/${league.sport}/${league.slug}`,
      `/tr/sports/${league.sport}/${league.slug}`,
      `/sports/${match.sport}/${match.slug}`,
    ]) {
      expect(urls, path).toContain(`${product.webUrl}${path}`);
    }
    expect(urls.some((url) => /users|bets-history|profile|responsible-gambling/.test(url))).toBe(false);
    expect(xml).toContain(`hreflang="x-default" href="${product.webUrl}/sports/football"`);
    expect(xml).toContain(`hreflang="de" href="${product.webUrl}/de/sports/football"`);
  });

  it('[SEO10] writes the sitemap and the robots.txt sitemap line on the public origin, as canonical links', async () => {
    // A request that reached the product through another host (a load balancer, a mirror not on the no-index
    // list): every URL a crawler reads still names WEB_ORIGIN.
    const mirror = { 'x-forwarded-host': 'mirror.example.net', 'x-forwarded-proto': 'https' };
    const xml = await (await fetch(`${product.webUrl}/sitemap.xml`, { headers: mirror })).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1] ?? ''));
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.every((url) => url.startsWith(`${product.webUrl}/`))).toBe(true);
    expect(xml).not.toContain('mirror.example.net');
    const robots = await (await fetch(`${product.webUrl}/robots.txt`, { headers: mirror })).text();
    expect(robots).toContain(`Sitemap: ${product.webUrl}/sitemap.xml`);
    const page = await head(`${product.webUrl}/sports/football`, mirror);
    expect(page.canonical()).toBe(`${product.webUrl}/sports/football`);
    expect(page.meta('og:url')).toBe(`${product.webUrl}/sports/football`);
  });

  it('[SEO8] robots.txt allows /sports, disallows private pages and names the sitemap', async () => {
    const response = await fetch(`${product.webUrl}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-Agent: \*$/m);
    expect(text).toMatch(/^Allow: \/sports$/m);
    expect(text).toMatch(/^Allow: \/de\/sports$/m);
    for (const path of ['/sports/users/', '/de/sports/bets-history', '/ar/sports/profile/', '/api/']) {
      expect(text).toMatch(new RegExp(`^Disallow: ${path.replace(/\//g, '\\/')}$`, 'm'));
    }
    expect(text).toContain(`Sitemap: ${product.webUrl}/sitemap.xml`);
  });

  it('[SEO1][SEO8] a site that is not indexable is noindex everywhere, with robots.txt disallowing all', async () => {
    for (const path of ['/sports', '/sports/football', '/de/sports/live']) {
      const page = await head(`${closed.webUrl}${path}`);
      expect(page.meta('robots'), path).toBe('noindex, nofollow');
    }
    const robots = await (await fetch(`${closed.webUrl}/robots.txt`)).text();
    expect(robots).toMatch(/^Disallow: \/$/m);
    expect(robots).not.toMatch(/^Allow:/m);
    expect(await (await fetch(`${closed.webUrl}/sitemap.xml`)).text()).not.toContain('<url>');
  });

  it('keeps body attributes current in the browser: page after navigation, scroll and iframe', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 600 } });
    // The live page's route data is held until the progress bar has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === '/sports/live' && url.searchParams.has('_rsc'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(`${product.webUrl}/sports`);
    const body = (attributes: string) => page.locator(`body${attributes}`).waitFor({ state: 'attached' });
    // Set once the page is interactive.
    await body('[data-iframe="false"][data-scroll="top"][data-page="sports"][data-locale="en"]');
    // No progress bar while nothing loads.
    await expect(page.getByRole('progressbar').count()).resolves.toBe(0);
    await page.mouse.move(600, 300);
    await page.mouse.wheel(0, 400);
    await body('[data-scroll="scrolled"]');
    await page.keyboard.press('Home');
    await page.mouse.wheel(0, -5000);
    await body('[data-scroll="top"]');

    // Client-side navigation: the layout stays, the page identifier and the head follow the route.
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    // Hydrated, the session known (SessionBoot's marker): the bar's link listener is in place.
    await page.locator('html[data-session="signed-out"]').waitFor({ state: 'attached' });
    await page.evaluate(() => {
      (globalThis as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('link', { name: 'Live', exact: true }).first().click();
    // The route-change progress bar: a named progressbar while the route loads, gone once it is shown.
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor();
    release();
    await page.waitForURL(`${product.webUrl}/sports/live`);
    await page.getByRole('progressbar').waitFor({ state: 'detached' });
    await body('[data-page="in_play"]');
    await expect(
      page.evaluate(() => (globalThis as unknown as { sameDocument?: boolean }).sameDocument),
    ).resolves.toBe(true);
    await page
      .locator(`head link[rel="canonical"][href="${product.webUrl}/sports/live"]`)
      .waitFor({ state: 'attached' });

    // Framed by a page of the product's own origin (the only framing allowed without HOST_ORIGINS).
    await page.route(`${product.webUrl}/host-test.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>host</title><iframe title="sportsbook" src="/sports" width="800" height="600"></iframe>',
      }),
    );
    await page.goto(`${product.webUrl}/host-test.html`);
    const frame = page.frameLocator('iframe[title="sportsbook"]');
    await frame.locator('body[data-iframe="true"]').waitFor();
    await page.close();
  });
});

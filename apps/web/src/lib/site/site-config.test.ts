import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BannerConfig,
  BrandLogoConfig,
  ButtonConfig,
  ClockConfig,
  DividerConfig,
  IframeConfig,
  ImageConfig,
  LanguageConfig,
  MenuLinkItemConfig,
  TextConfig,
} from '@/composition/shell/block-configs';
import demo from '../../../sites/demo.json';
import {
  loadSiteConfig,
  localeRoutingOf,
  localized,
  parseSiteConfig,
  type SiteConfig,
  SiteConfigError,
} from './site-config';

/** The shell's block schemas, as the registry holds them (without the components). */
const shellSchemas = new Map<string, z.ZodType>([
  ['brand_logo', BrandLogoConfig],
  ['clock', ClockConfig],
  ['language', LanguageConfig],
  ['divider', DividerConfig],
  ['text', TextConfig],
  ['banner', BannerConfig],
  ['button', ButtonConfig],
  ['menu_link_item', MenuLinkItemConfig],
  ['iframe', IframeConfig],
  ['image', ImageConfig],
]);

/** A minimal valid configuration, changed per test. */
function aSite(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: 'Test Brand', locales: ['en', 'de'], ...overrides };
}

function problemsOf(run: () => unknown): readonly string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof SiteConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a SiteConfigError');
}

describe('site configuration validation', () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
  });

  it('accepts the demo brand (its blocks against the whole registry: registry.test.ts)', () => {
    const site = parseSiteConfig(demo, 'demo.json');
    expect(site.locales[0]).toBe('en');
    expect(site.layout.header.map((block) => block.type)).toContain('brand_logo');
  });

  it('places blocks on every screen unless visibleOn says mobile or desktop, and names a bad value', () => {
    const header = [
      { type: 'clock' },
      { type: 'divider', visibleOn: 'desktop' },
      { type: 'text', visibleOn: 'mobile', config: { text: { en: 'Hi' } } },
    ];
    const site = parseSiteConfig(aSite({ layout: { header } }), 'x.json', shellSchemas);
    expect(site.layout.header.map((block) => block.visibleOn)).toEqual(['all', 'desktop', 'mobile']);
    const bad = aSite({ layout: { header: [{ type: 'clock', visibleOn: 'tablet' }] } });
    expect(problemsOf(() => parseSiteConfig(bad, 'x.json', shellSchemas)).join('\n')).toContain(
      'layout.header[0].visibleOn',
    );
  });

  it('fills defaults: no prefix for the default locale, indexable, empty sections and pages', () => {
    const site = parseSiteConfig(aSite(), 'x.json');
    expect(site.localeInUrlRequired).toBe(false);
    expect(site.indexable).toBe(true);
    expect(site.layout.tabBar).toEqual([]);
    expect(site.pages).toEqual({});
  });

  it('fills block config defaults from the block schema', () => {
    const site = parseSiteConfig(aSite({ layout: { header: [{ type: 'clock' }] } }), 'x.json', shellSchemas);
    expect(site.layout.header[0]?.config).toEqual({ seconds: false });
  });

  it('names the path of a missing or wrong field', () => {
    const problems = problemsOf(() => parseSiteConfig({ locales: ['en', 'ja'] }, 'x.json'));
    expect(problems.some((problem) => problem.startsWith('name:'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('locales[1]:'))).toBe(true);
  });

  it('rejects repeated locales and an empty locale list', () => {
    expect(problemsOf(() => parseSiteConfig(aSite({ locales: ['en', 'en'] }), 'x.json'))[0]).toMatch(
      /^locales: locales must not repeat/,
    );
    expect(problemsOf(() => parseSiteConfig(aSite({ locales: [] }), 'x.json'))[0]).toMatch(/^locales:/);
  });

  it('rejects unknown keys (typos) with their path', () => {
    const problems = problemsOf(() => parseSiteConfig(aSite({ layout: { haeder: [] } }), 'x.json'));
    expect(problems[0]).toMatch(/^layout: .*haeder/);
  });

  it('rejects an unknown page id', () => {
    const problems = problemsOf(() =>
      parseSiteConfig(aSite({ pages: { casino: { blocks: [] } } }), 'x.json'),
    );
    expect(problems[0]).toMatch(/^pages/);
  });

  it('names an unknown block type by its path and lists the known ones', () => {
    const site = aSite({
      pages: { sports: { blocks: [{ type: 'text', config: { text: 'Hi' } }, { type: 'jackpot' }] } },
    });
    const problems = problemsOf(() => parseSiteConfig(site, 'x.json', shellSchemas));
    expect(problems).toEqual([
      expect.stringMatching(
        /^pages\.sports\.blocks\[1\]\.type: unknown block type "jackpot" \(known: banner, /,
      ),
    ]);
  });

  it("names the bad field inside a block's config", () => {
    const site = aSite({
      layout: {
        leftSidebar: [{ type: 'menu_link_item', config: { label: 'Live', href: 'javascript:alert(1)' } }],
        header: [{ type: 'clock', config: { seconds: 'yes' } }],
      },
    });
    const problems = problemsOf(() => parseSiteConfig(site, 'x.json', shellSchemas));
    expect(problems).toContainEqual(expect.stringMatching(/^layout\.header\[0\]\.config\.seconds: /));
    expect(problems).toContainEqual(
      expect.stringMatching(/^layout\.leftSidebar\[0\]\.config\.href: a path starting/),
    );
  });

  it('takes only images the resizing proxy serves: site assets, backend files, IMAGE_ORIGINS (spec §7.5)', () => {
    process.env.IMAGE_ORIGINS = 'https://cms.example.com, not a url';
    const banner = (imageUrl: string) => ({ type: 'banner', config: { title: 'Live', imageUrl } });
    const site = aSite({
      layout: {
        header: [{ type: 'brand_logo', config: { imageUrl: '/site-assets/brand/logo.svg' } }],
        rightSidebar: [banner('https://cms.example.com/b/1.jpg'), banner('/static/logos/3.svg')],
      },
    });
    expect(() => parseSiteConfig(site, 'x.json', shellSchemas)).not.toThrow();
    const refused = aSite({
      layout: {
        rightSidebar: [
          banner('https://elsewhere.example/b.jpg'),
          banner('/images/b.jpg'),
          banner('/site-assets/../secrets.png'),
        ],
      },
    });
    const problems = problemsOf(() => parseSiteConfig(refused, 'x.json', shellSchemas));
    for (const index of [0, 1, 2]) {
      expect(problems).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^layout\\.rightSidebar\\[${index}\\]\\.config\\.imageUrl: an image the resizing proxy serves`,
          ),
        ),
      );
    }
  });

  it("takes a banner of its own or a content slot's banners, never both (spec §7.5)", () => {
    const site = aSite({
      layout: {
        rightSidebar: [
          { type: 'banner', config: { slot: 'sidebar' } },
          { type: 'banner', config: { slot: 'home-top', limit: 3 } },
          { type: 'banner', config: { title: 'Live', href: '/live' } },
        ],
      },
    });
    const parsed = parseSiteConfig(site, 'x.json', shellSchemas);
    expect(parsed.layout.rightSidebar.map((block) => block.config)).toEqual([
      { kind: 'slot', slot: 'sidebar', limit: 1 },
      { kind: 'slot', slot: 'home-top', limit: 3 },
      { kind: 'fixed', title: 'Live', href: '/live' },
    ]);
    const refused = aSite({
      layout: {
        rightSidebar: [
          { type: 'banner', config: { slot: 'sidebar', title: 'Live' } },
          { type: 'banner', config: { text: 'No title' } },
          { type: 'banner', config: { title: 'Live', limit: 2 } },
          { type: 'banner', config: { slot: 'Side Bar' } },
        ],
      },
    });
    const problems = problemsOf(() => parseSiteConfig(refused, 'x.json', shellSchemas));
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^layout\.rightSidebar\[0\]\.config\.title: a slot's banners come from the content API/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^layout\.rightSidebar\[1\]\.config\.title: a banner has a title/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^layout\.rightSidebar\[2\]\.config\.limit: limit goes with slot/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^layout\.rightSidebar\[3\]\.config\.slot: lower-case letters/),
    );
  });

  it('frames only pages of the site or of FRAME_ORIGINS, names every frame, and wants alt on a linked image', () => {
    process.env.FRAME_ORIGINS = 'https://widgets.example.com';
    const frame = (src: string) => ({ type: 'iframe', config: { src, title: 'Live statistics' } });
    const site = aSite({
      layout: {
        rightSidebar: [frame('https://widgets.example.com/stats?id=1'), frame('/site-assets/chat.html')],
      },
    });
    expect(() => parseSiteConfig(site, 'x.json', shellSchemas)).not.toThrow();
    const refused = aSite({
      layout: {
        rightSidebar: [
          frame('https://elsewhere.example/stats'),
          frame('//widgets.example.com/stats'),
          frame('javascript:alert(1)'),
          frame('https://user:pass@widgets.example.com/'),
          frame('/\t/evil.example'),
          frame('/\\evil.example'),
          { type: 'iframe', config: { src: '/site-assets/chat.html' } },
          { type: 'image', config: { imageUrl: '/site-assets/brand/logo.svg', href: '/live' } },
        ],
      },
    });
    const problems = problemsOf(() => parseSiteConfig(refused, 'x.json', shellSchemas));
    for (const index of [0, 1, 2, 3, 4, 5]) {
      expect(problems).toContainEqual(
        expect.stringMatching(
          new RegExp(`^layout\\.rightSidebar\\[${index}\\]\\.config\\.src: a path on the site`),
        ),
      );
    }
    expect(problems).toContainEqual(expect.stringMatching(/^layout\.rightSidebar\[6\]\.config\.title: /));
    expect(problems).toContainEqual(
      expect.stringMatching(/^layout\.rightSidebar\[7\]\.config\.alt: an image that links/),
    );
    delete process.env.FRAME_ORIGINS;
  });

  it('takes custom pages with their own path, layout, blocks, SEO and style; refuses a taken or bad path', () => {
    const page = (path: string, extra: Record<string, unknown> = {}) => ({
      path,
      title: { en: 'Welcome', de: 'Willkommen' },
      blocks: [{ type: 'text', config: { text: 'Hi' } }],
      ...extra,
    });
    const site = parseSiteConfig(
      aSite({
        customPages: [
          page('/welcome', {
            layout: 'two-columns',
            seo: { title: 'Welcome offer', indexable: false },
            style: { '--color-accent': '#0a7' },
          }),
          page('/world-cup-2026'),
        ],
      }),
      'x.json',
      shellSchemas,
    );
    expect(site.customPages.map((custom) => [custom.path, custom.layout])).toEqual([
      ['/welcome', 'two-columns'],
      ['/world-cup-2026', 'single'],
    ]);
    expect(site.customPages[0]?.blocks[0]?.config).toEqual({ text: 'Hi', variant: 'paragraph' });

    const problems = problemsOf(() =>
      parseSiteConfig(
        aSite({
          customPages: [
            page('/live'),
            page('/Welcome'),
            page('/a/b'),
            page('/ok', { blocks: [{ type: 'nope' }] }),
          ],
        }),
        'x.json',
        shellSchemas,
      ),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^customPages\[0\]\.path: a path of the product/));
    expect(problems).toContainEqual(expect.stringMatching(/^customPages\[1\]\.path: one path segment/));
    expect(problems).toContainEqual(expect.stringMatching(/^customPages\[2\]\.path: one path segment/));
    const twice = problemsOf(() =>
      parseSiteConfig(aSite({ customPages: [page('/same'), page('/same')] }), 'x.json', shellSchemas),
    );
    expect(twice).toContainEqual(expect.stringMatching(/^customPages: two custom pages have one path/));
    const unknownBlock = problemsOf(() =>
      parseSiteConfig(
        aSite({ customPages: [page('/ok', { blocks: [{ type: 'nope' }] })] }),
        'x.json',
        shellSchemas,
      ),
    );
    expect(unknownBlock).toContainEqual(
      expect.stringMatching(/^customPages\[0\]\.blocks\[0\]\.type: unknown block type/),
    );
  });

  it('rejects style overrides that are not custom properties or could break out of the declaration', () => {
    const site = aSite({ pages: { sport: { blocks: [], style: { color: 'red', '--accent': 'red;}' } } } });
    const problems = problemsOf(() => parseSiteConfig(site, 'x.json'));
    expect(problems).toContainEqual(expect.stringMatching(/^pages\.sport\.style\.color: /));
    expect(problems).toContainEqual(expect.stringMatching(/^pages\.sport\.style\.--accent: a CSS value/));
  });

  it('puts the source and every problem in the error message', () => {
    expect(() => parseSiteConfig({}, '/etc/site.json')).toThrow(
      /^Invalid site configuration \/etc\/site\.json:\n {2}- /,
    );
  });

  it('loads the file named by SITE_CONFIG and fails with the path of the bad field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-config-'));
    const file = join(dir, 'brand.json');
    writeFileSync(file, JSON.stringify(aSite({ indexable: 'no' })));
    process.env.SITE_CONFIG = file;
    expect(() => loadSiteConfig()).toThrow(new RegExp(`${file}:\\n {2}- indexable: `));
    writeFileSync(join(dir, 'broken.json'), '{ "name": ');
    process.env.SITE_CONFIG = join(dir, 'broken.json');
    expect(() => loadSiteConfig()).toThrow(/not valid JSON/);
    process.env.SITE_CONFIG = join(dir, 'missing.json');
    expect(() => loadSiteConfig()).toThrow(/cannot read the file/);
  });

  it('uses the demo brand when SITE_CONFIG is not set', () => {
    delete process.env.SITE_CONFIG;
    expect(loadSiteConfig().name).toBe(demo.name);
  });

  it('turns "locale in URL required" on from the config or LOCALE_IN_URL_REQUIRED=1', () => {
    const site: SiteConfig = parseSiteConfig(aSite(), 'x.json');
    delete process.env.LOCALE_IN_URL_REQUIRED;
    expect(localeRoutingOf(site)).toEqual({ locales: ['en', 'de'], localeInUrlRequired: false });
    process.env.LOCALE_IN_URL_REQUIRED = '1';
    expect(localeRoutingOf(site).localeInUrlRequired).toBe(true);
    delete process.env.LOCALE_IN_URL_REQUIRED;
    expect(localeRoutingOf({ ...site, localeInUrlRequired: true }).localeInUrlRequired).toBe(true);
  });

  it('picks localized texts: exact locale, base language, default locale', () => {
    const text = { en: 'Home', de: 'Startseite', pt: 'Início' };
    expect(localized(text, 'de', 'en')).toBe('Startseite');
    expect(localized(text, 'pt-BR', 'en')).toBe('Início');
    expect(localized(text, 'ar', 'en')).toBe('Home');
    expect(localized('Same', 'ar', 'en')).toBe('Same');
  });
});

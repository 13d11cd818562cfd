import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { SUPPORTED_LOCALES } from '@/lib/i18n/locales';
import type { LocaleRouting } from '@/lib/i18n/routing';
import demoSite from '../../../sites/demo.json';

/** Page identifiers of spec §2.1 that this product renders. */
/**
 * An image crawlers and social networks fetch: an absolute http(s) URL, or a path on the site (a `/site-assets/`
 * file) written on the public origin like every canonical link (core SEO10).
 */
const SeoImageSchema = z.union([
  z.url({ protocol: /^https?$/ }),
  z.string().regex(/^\/(?!\/)[A-Za-z0-9/_.-]+$/, 'an absolute http(s) URL or a path on the site'),
]);

export const PAGE_IDS = [
  'sports',
  'sport',
  'e_sports',
  'in_play',
  'favorites',
  'results',
  'schedule',
  'category',
  'league',
  'match',
  'not_found',
  'error',
  // The information pages of spec §2.1 (/general-rules, /about) and the payment provider's redirect targets of
  // §2.2 (terms-and-conditions, help-center): their content is the operator's, placed here as blocks.
  'general_rules',
  'about',
  'terms_and_conditions',
  'help_center',
] as const;
export type PageId = (typeof PAGE_IDS)[number];

/** Layout sections of spec §2.4, and the footer at the end of every page (the contentinfo landmark). */
export const LAYOUT_SECTIONS = [
  'header',
  'leftSidebar',
  'rightSidebar',
  'sideMenu',
  'tabBar',
  'footer',
] as const;
export type LayoutSection = (typeof LAYOUT_SECTIONS)[number];

/** A text in one language for all, or per locale (`{ "en": "...", "de": "..." }`); see `localized()`. */
export const LocalizedTextSchema = z.union([
  z.string().min(1),
  z
    .record(
      z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'a locale tag such as en or pt-BR'),
      z.string().min(1),
    )
    .refine((texts) => Object.keys(texts).length > 0, 'at least one locale'),
]);
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

/** CSS custom properties (`{ "--color-accent": "#0a7" }`), applied as inline style. */
export const StyleOverridesSchema = z.record(
  z.string().regex(/^--[a-zA-Z0-9-]+$/, 'a CSS custom property name starting with --'),
  z
    .string()
    .max(200)
    .regex(/^[^;{}<>]*$/, 'a CSS value without ; { } < >'),
);
export type StyleOverrides = z.infer<typeof StyleOverridesSchema>;

export const SeoSchema = z.strictObject({
  /** Page title; `{name}` is replaced by the page's entity (sport, league, match) name. */
  title: LocalizedTextSchema.optional(),
  description: LocalizedTextSchema.optional(),
  /** Comma-separated keywords; `{name}` as in the title. Added before the site's keywords. */
  keywords: LocalizedTextSchema.optional(),
  /** false → robots noindex for this page. */
  indexable: z.boolean().default(true),
});
export type Seo = z.infer<typeof SeoSchema>;

/** A block placed in a section or a page: its type names a block of the registry, its config that block's. */
export const BlockPlacementSchema = z.strictObject({
  type: z.string().min(1),
  /** Optional stable id (React key, test hook). */
  id: z.string().min(1).optional(),
  /**
   * Screens the block shows on: both (default), only below the mobile breakpoint of spec §9 (780 px), or
   * only from it up. Lets a header keep its controls on desktop and move them into the side menu on phones.
   */
  visibleOn: z.enum(['all', 'mobile', 'desktop']).default('all'),
  config: z.unknown().default({}),
});
export type BlockPlacement = z.infer<typeof BlockPlacementSchema>;

const BlockListSchema = z.array(BlockPlacementSchema).default([]);

export const PageConfigSchema = z.strictObject({
  blocks: BlockListSchema,
  seo: SeoSchema.optional(),
  style: StyleOverridesSchema.default({}),
});
export type PageConfig = z.infer<typeof PageConfigSchema>;

/** Paths of the product's own pages under /sports, which a custom page cannot take. */
export const RESERVED_PAGE_PATHS = [
  '/live',
  '/favorites',
  '/results',
  '/schedule',
  '/cybersport',
  '/promotions',
  '/bets-history',
  '/responsible-gambling',
  '/profile',
  '/users',
  '/about',
  '/general-rules',
  '/help-center',
  '/terms-and-conditions',
  '/init-sportsbook',
  '/blocked',
  '/locked',
  '/500',
  '/404',
] as const;

/**
 * A page of the deployment's own (spec §2.1 "deployment-specific pages"): a welcome offer, a big event's
 * landing page. It lives at `/sports<path>` (one segment); where a sport has the same key, the custom page
 * wins. `layout` arranges its blocks: one column, or two side by side from 1024 px.
 */
export const CustomPageSchema = PageConfigSchema.extend({
  path: z
    .string()
    .regex(/^\/[a-z0-9][a-z0-9-]{0,62}$/, 'one path segment: /, then lower-case letters, digits and -')
    .refine(
      (path) => !(RESERVED_PAGE_PATHS as readonly string[]).includes(path),
      'a path of the product’s own pages',
    ),
  /** The page's heading and, unless `seo.title` says otherwise, its title. */
  title: LocalizedTextSchema,
  layout: z.enum(['single', 'two-columns']).default('single'),
});
export type CustomPage = z.infer<typeof CustomPageSchema>;

export const SiteConfigSchema = z.strictObject({
  /** Brand name: logo text, title suffix, organisation data. */
  name: z.string().min(1).max(60),
  /** Configured locales, first = default (spec §2.1); each must ship messages. */
  locales: z
    .array(z.enum(SUPPORTED_LOCALES))
    .min(1)
    .refine((locales) => new Set(locales).size === locales.length, 'locales must not repeat'),
  /** Spec §2.1 "locale in URL required"; env LOCALE_IN_URL_REQUIRED=1 turns it on too. */
  localeInUrlRequired: z.boolean().default(false),
  /** false → every page noindex. */
  indexable: z.boolean().default(true),
  /** Origins (https://host) on which pages are noindex, e.g. staging hosts. */
  noIndexOrigins: z.array(z.url()).default([]),
  /** Site-wide CSS custom properties (brand colours). */
  style: StyleOverridesSchema.default({}),
  seo: z
    .strictObject({
      title: LocalizedTextSchema.optional(),
      description: LocalizedTextSchema.optional(),
      /** Comma-separated keywords of every page. */
      keywords: LocalizedTextSchema.optional(),
      /** The brand's logo, for the organisation's structured data (and the social card when `image` is absent). */
      logo: SeoImageSchema.optional(),
      /** The social card image (og:image, twitter:image): a wide picture, 1200×630 px is what networks show best. */
      image: SeoImageSchema.optional(),
    })
    .default({}),
  layout: z
    .strictObject({
      header: BlockListSchema,
      leftSidebar: BlockListSchema,
      rightSidebar: BlockListSchema,
      sideMenu: BlockListSchema,
      tabBar: BlockListSchema,
      footer: BlockListSchema,
    })
    .default({ header: [], leftSidebar: [], rightSidebar: [], sideMenu: [], tabBar: [], footer: [] }),
  pages: z.partialRecord(z.enum(PAGE_IDS), PageConfigSchema).default({}),
  /** The deployment's own pages, by configuration alone. */
  customPages: z
    .array(CustomPageSchema)
    .max(200)
    .refine(
      (pages) => new Set(pages.map((page) => page.path)).size === pages.length,
      'two custom pages have one path',
    )
    .default([]),
  /** Feature flags of the deployment (spec §6, §7.3). */
  features: z
    .strictObject({
      /** Fossil delta compression of match channel publications (spec §7.3). */
      fossilDelta: z.boolean().default(true),
      /**
       * Bet sharing (spec §5, §6: share codes and `betcode` links); off where a jurisdiction forbids it. The
       * operator's settings (`share_bet_enabled`) must allow it as well.
       */
      shareBet: z.boolean().default(true),
      /** The unlock-player flow (spec §2.2, §6 feature flag "user unlock"): mailed unlock links and the dialog. */
      userUnlock: z.boolean().default(true),
      /**
       * The user-group checker of spec §6: signed-in players outside this status group are sent to the
       * platform front end at `redirectUrl`; null: everyone may use the sportsbook.
       */
      requiredStatusGroup: z
        .strictObject({
          statusGroupId: z.number().int(),
          redirectUrl: z.url({ protocol: /^https?$/ }),
        })
        .nullable()
        .default(null),
      /**
       * The consent banner of spec §3: until the visitor chooses, only essential storage is written
       * (docs/architecture.md "Cookies and stored keys"). Off: the operator asks no consent and every purpose
       * stores (for markets without an ePrivacy-style rule, or where the host page collects consent).
       */
      consentBanner: z.boolean().default(false),
      /**
       * Jackpots (spec §6 feature flag): the jackpot blocks, the jackpots on the promotions page, the slip's
       * jackpot mark and the jackpot hit alerts. Off: none of them shows and nothing is polled.
       */
      jackpots: z.boolean().default(true),
    })
    .default({
      consentBanner: false,
      jackpots: true,
      fossilDelta: true,
      shareBet: true,
      userUnlock: true,
      requiredStatusGroup: null,
    }),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

/** A site configuration that does not validate; the message names the file and every bad field's path. */
export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
  constructor(
    readonly source: string,
    readonly problems: readonly string[],
  ) {
    super(`Invalid site configuration ${source}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** `pages.sports.blocks[2].config.text` */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(root)';
}

function problemsOf(error: z.ZodError, prefix: readonly PropertyKey[] = []): string[] {
  return error.issues.map((issue) => `${formatPath([...prefix, ...issue.path])}: ${issue.message}`);
}

/** What the validator needs to know about a block type: its config schema. */
export type BlockSchemas = ReadonlyMap<string, z.ZodType>;

/**
 * Validates a parsed JSON value as a site configuration. With `blockSchemas`, every placed block's type must
 * be known and its config must match that block's schema (configs come back parsed, defaults filled in).
 * Throws SiteConfigError listing every problem with its path.
 */
export function parseSiteConfig(raw: unknown, source: string, blockSchemas?: BlockSchemas): SiteConfig {
  const result = SiteConfigSchema.safeParse(raw);
  if (!result.success) throw new SiteConfigError(source, problemsOf(result.error));
  const site = result.data;
  if (!blockSchemas) return site;
  const problems: string[] = [];
  const checkBlocks = (blocks: BlockPlacement[], path: readonly PropertyKey[]): BlockPlacement[] =>
    blocks.map((block, index) => {
      const schema = blockSchemas.get(block.type);
      if (!schema) {
        const known = [...blockSchemas.keys()].sort().join(', ');
        problems.push(
          `${formatPath([...path, index, 'type'])}: unknown block type "${block.type}" (known: ${known})`,
        );
        return block;
      }
      const parsed = schema.safeParse(block.config);
      if (!parsed.success) {
        problems.push(...problemsOf(parsed.error, [...path, index, 'config']));
        return block;
      }
      return { ...block, config: parsed.data };
    });
  const layout = { ...site.layout };
  for (const section of LAYOUT_SECTIONS) {
    layout[section] = checkBlocks(site.layout[section], ['layout', section]);
  }
  const pages: SiteConfig['pages'] = {};
  for (const pageId of PAGE_IDS) {
    const page = site.pages[pageId];
    if (page) pages[pageId] = { ...page, blocks: checkBlocks(page.blocks, ['pages', pageId, 'blocks']) };
  }
  const customPages = site.customPages.map((page, index) => ({
    ...page,
    blocks: checkBlocks(page.blocks, ['customPages', index, 'blocks']),
  }));
  if (problems.length > 0) throw new SiteConfigError(source, problems);
  return { ...site, layout, pages, customPages };
}

/** Where the deployment's site configuration comes from: env SITE_CONFIG (a JSON file path), else the demo brand. */
export function siteConfigSource(): string {
  return process.env.SITE_CONFIG ? resolve(process.env.SITE_CONFIG) : 'apps/web/sites/demo.json';
}

function readSiteConfigJson(): unknown {
  const path = process.env.SITE_CONFIG;
  if (!path) return demoSite;
  let text: string;
  try {
    text = readFileSync(resolve(path), 'utf8');
  } catch (error) {
    throw new SiteConfigError(resolve(path), [
      `cannot read the file (SITE_CONFIG): ${(error as Error).message}`,
    ]);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SiteConfigError(resolve(path), [`not valid JSON: ${(error as Error).message}`]);
  }
}

let structural: { source: string; site: SiteConfig } | undefined;

/**
 * The site configuration checked for structure only (no block registry): what the proxy and the server start
 * need. Cached per source; throws SiteConfigError.
 */
export function loadSiteConfig(): SiteConfig {
  const source = siteConfigSource();
  if (structural?.source !== source)
    structural = { source, site: parseSiteConfig(readSiteConfigJson(), source) };
  return structural.site;
}

/** Validates the configuration's raw JSON again with the block registry's schemas (see `composition/shell/site-with-blocks.ts`). */
export function loadSiteConfigWithBlocks(blockSchemas: BlockSchemas): SiteConfig {
  return parseSiteConfig(readSiteConfigJson(), siteConfigSource(), blockSchemas);
}

/** Locale routing of the site: its locales, and "locale in URL required" from the config or the env. */
export function localeRoutingOf(site: SiteConfig): LocaleRouting {
  return {
    locales: site.locales,
    localeInUrlRequired: site.localeInUrlRequired || process.env.LOCALE_IN_URL_REQUIRED === '1',
  };
}

/** A localized text in `locale`: exact, then base language, then the default locale, then any. */
export function localized(text: LocalizedText, locale: string, defaultLocale: string): string {
  if (typeof text === 'string') return text;
  const base = locale.split('-')[0] ?? locale;
  return text[locale] ?? text[base] ?? text[defaultLocale] ?? Object.values(text)[0] ?? '';
}

/** The custom page at `path` (`/welcome`), if the site has one. */
export function customPageAt(site: SiteConfig, path: string): CustomPage | undefined {
  return site.customPages.find((page) => page.path === path);
}

import 'server-only';
import { splitLocale } from '@sportsbook/core/routing/paths';
import {
  absoluteUrl,
  alternateLinks,
  keywordList,
  normalizeOrigin,
  organizationJsonLd,
  robotsDirective,
} from '@sportsbook/core/seo/seo';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { cache } from 'react';
import { PATH_HEADER } from '@/lib/i18n/path-header';
import { defaultLocale, localizedSportsHref } from '@/lib/i18n/routing';
import { getSiteConfig } from './site';
import {
  type LocalizedText,
  localeRoutingOf,
  localized,
  PAGE_IDS,
  type PageConfig,
  type PageId,
} from './site-config';

/**
 * Page identifiers metadata is written for: the configurable pages of the site configuration (their SEO can be
 * overridden there) and the product's own pages (a player's pages, auth and error pages: never indexed).
 */
export type MetadataPageId =
  | PageId
  | 'bets_history'
  | 'promotions'
  | 'responsible_gambling'
  | 'deposit'
  | 'transactions'
  | 'sign_in'
  | 'sign_up'
  | 'password_new'
  | 'password_edit'
  | 'confirmation'
  | 'blocked'
  | 'locked'
  | 'custom';

export interface PageMetadataInput {
  readonly pageId: MetadataPageId;
  readonly locale: string;
  /** The page's entity (sport, league, match) name: replaces `{name}` in a configured title. */
  readonly name?: string;
  /** Translated title used when the site configures none for the page (defaults to `name`). */
  readonly title?: string;
  /** Translated description used when the site configures none for the page. */
  readonly description?: string;
  /** Names the page is about (teams, league, sport): the first keywords. */
  readonly keywords?: readonly (string | undefined)[];
  /** A page of one person or an error page: never indexed, whatever the configuration says. */
  readonly private?: boolean;
  /** With pageId `custom`: the custom page, whose SEO applies as a configurable page's does. */
  readonly customPage?: PageConfig;
}

/** `host[:port]` or `[v6]:port`, nothing else (a Host header is the client's to write). */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export interface RequestPlace {
  /** The origin the request came to (proxy headers first), when it is a well-formed one. */
  readonly requestOrigin: string | undefined;
  /** The site's public origin for absolute links: WEB_ORIGIN, else the request's origin. */
  readonly publicOrigin: string | undefined;
  /** The browser's path (locale segment included, query dropped). */
  readonly path: string;
}

/**
 * Where a request is, from its headers: the origin it came to (the proxy's x-forwarded-host and -proto first;
 * a malformed host gives none, a protocol other than http or https counts as http), the public origin
 * (`webOrigin`, else the request's), and the browser's path without query (the proxy's header).
 */
export function placeOf(all: Headers, webOrigin: string | undefined): RequestPlace {
  const host = (all.get('x-forwarded-host') ?? all.get('host') ?? '').split(',')[0]?.trim() ?? '';
  const forwardedProto = all.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const proto = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : 'http';
  const requestOrigin = HOST.test(host) ? normalizeOrigin(`${proto}://${host}`) : undefined;
  const configured = webOrigin ? normalizeOrigin(webOrigin) : undefined;
  const path = (all.get(PATH_HEADER) ?? '/sports').split(/[?#]/)[0] || '/sports';
  return { requestOrigin, publicOrigin: configured ?? requestOrigin, path };
}

/** Where this request is: its origin, the public origin (WEB_ORIGIN), the browser's path (set by the proxy). */
export const requestPlace = cache(
  async (): Promise<RequestPlace> => placeOf(await headers(), process.env.WEB_ORIGIN),
);

const ERROR_PAGES = ['not_found', 'error', 'blocked', 'locked'] as const;

function isConfigurablePage(pageId: MetadataPageId): pageId is PageId {
  return (PAGE_IDS as readonly string[]).includes(pageId);
}

/** `pt-BR` → `pt_BR` (Open Graph locales). */
const ogLocale = (locale: string) => locale.replace('-', '_');

/**
 * Page metadata (spec §2.4) from the site configuration and the page's texts: title (`%s | brand` through the
 * layout's template), description, keywords, robots (SEO1: noindex when the site or the page is not
 * indexable, the page is private, or the request's origin is on the no-index list), canonical and
 * alternate-language links (SEO2), Open Graph and Twitter card tags.
 *
 * In a page: `export async function generateMetadata({ params }) { const { locale } = await params;
 * return pageMetadata({ pageId: 'league', locale, name: league.name }); }`
 */
export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const [site, place] = await Promise.all([getSiteConfig(), requestPlace()]);
  const routing = localeRoutingOf(site);
  const fallback = defaultLocale(routing);
  const text = (value: LocalizedText | undefined) =>
    value === undefined
      ? undefined
      : localized(value, input.locale, fallback).replaceAll('{name}', input.name ?? '');
  const page = isConfigurablePage(input.pageId) ? site.pages[input.pageId] : input.customPage;
  const title = text(page?.seo?.title) || input.title || input.name;
  const description = text(page?.seo?.description) || input.description || text(site.seo.description);
  const keywords = keywordList(text(page?.seo?.keywords), ...(input.keywords ?? []), text(site.seo.keywords));
  // An error page stands for no page of its own: noindex, and no canonical or alternate links.
  const errorPage = (ERROR_PAGES as readonly string[]).includes(input.pageId);
  const robots = robotsDirective({
    siteIndexable: site.indexable,
    pageIndexable: !input.private && !errorPage && page?.seo?.indexable !== false,
    origin: place.requestOrigin,
    noIndexOrigins: site.noIndexOrigins,
  });
  const links = alternateLinks(splitLocale(place.path, routing).rest, input.locale, routing);
  // The social card (SEO10: on the public origin): the site's card image, else its logo.
  const card = absoluteUrl(site.seo.image ?? site.seo.logo, place.publicOrigin);
  return {
    ...(place.publicOrigin ? { metadataBase: new URL(place.publicOrigin) } : {}),
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(keywords.length > 0 ? { keywords } : {}),
    robots,
    ...(errorPage ? {} : { alternates: { canonical: links.canonical, languages: links.languages } }),
    openGraph: {
      type: 'website',
      siteName: site.name,
      ...(errorPage ? {} : { url: links.canonical }),
      locale: ogLocale(input.locale),
      alternateLocale: routing.locales.filter((locale) => locale !== input.locale).map(ogLocale),
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      ...(card ? { images: [{ url: card, ...(title ? { alt: title } : {}) }] } : {}),
    },
    twitter: {
      // A wide card image shows large; a logo alone, small.
      card: site.seo.image ? 'summary_large_image' : 'summary',
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      ...(card ? { images: [card] } : {}),
    },
  };
}

type Defaults = Omit<PageMetadataInput, 'pageId' | 'locale'>;

/**
 * `generateMetadata` for a page whose metadata needs no entity:
 * `export const generateMetadata = metadataFor('in_play', async (locale) => {
 *    const t = await getTranslations({ locale, namespace: 'catalogue' }); return { title: t('live.title') }; })`.
 * The defaults apply when the site configures no SEO for the page.
 */
export function metadataFor(
  pageId: MetadataPageId,
  defaults?: (locale: string) => Defaults | Promise<Defaults>,
) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    return pageMetadata({ pageId, locale, ...(defaults ? await defaults(locale) : {}) });
  };
}

/**
 * A private page's metadata (a player's own page, auth and error pages, SEO1: never indexed) from the
 * title and description another function gives: `privateMetadata('sign_in', params, authPageMetadata(...))`.
 */
export async function privateMetadata(
  pageId: MetadataPageId,
  params: Promise<{ locale: string }>,
  base: Metadata | Promise<Metadata>,
): Promise<Metadata> {
  const [{ locale }, resolved] = await Promise.all([params, base]);
  const title = typeof resolved.title === 'string' ? resolved.title : undefined;
  const description = typeof resolved.description === 'string' ? resolved.description : undefined;
  return pageMetadata({
    pageId,
    locale,
    private: true,
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
  });
}

/** Layout-level metadata: the title template and the site defaults (used by `app/[locale]/layout.tsx`). */
export async function siteMetadata(locale: string): Promise<Metadata> {
  const [site, place] = await Promise.all([getSiteConfig(), requestPlace()]);
  const fallback = defaultLocale(localeRoutingOf(site));
  const defaultTitle = site.seo.title ? localized(site.seo.title, locale, fallback) : site.name;
  const keywords = keywordList(
    site.seo.keywords ? localized(site.seo.keywords, locale, fallback) : undefined,
  );
  const robots = robotsDirective({
    siteIndexable: site.indexable,
    pageIndexable: true,
    origin: place.requestOrigin,
    noIndexOrigins: site.noIndexOrigins,
  });
  return {
    ...(place.publicOrigin ? { metadataBase: new URL(place.publicOrigin) } : {}),
    title: { template: `%s | ${site.name}`, default: defaultTitle },
    ...(site.seo.description ? { description: localized(site.seo.description, locale, fallback) } : {}),
    ...(keywords.length > 0 ? { keywords } : {}),
    applicationName: site.name,
    robots,
    twitter: { card: 'summary' },
    openGraph: { type: 'website', siteName: site.name, locale: ogLocale(locale) },
  };
}

/** The site-wide structured data (SEO4): the operator as Organization, its URL the sports home. */
export async function organizationData(locale: string): Promise<Record<string, unknown>> {
  const [site, place] = await Promise.all([getSiteConfig(), requestPlace()]);
  const home = localizedSportsHref('/', locale, localeRoutingOf(site));
  const logo = absoluteUrl(site.seo.logo, place.publicOrigin);
  return organizationJsonLd({
    name: site.name,
    url: place.publicOrigin ? `${place.publicOrigin}${home}` : home,
    ...(logo ? { logo } : {}),
  });
}

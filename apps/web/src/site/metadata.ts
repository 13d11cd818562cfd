import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { PATH_HEADER } from '../i18n/path-header';
import { defaultLocale, switchLocaleHref } from '../i18n/routing';
import { getSiteConfig } from './site';
import { localeRoutingOf, localized, type PageId } from './site-config';

export interface PageMetadataInput {
  readonly pageId: PageId;
  readonly locale: string;
  /** The page's entity (sport, league, match) name: replaces `{name}` in a configured title. */
  readonly name?: string;
  /** Translated title used when the site configures none for the page (defaults to `name`). */
  readonly title?: string;
  /** Translated description used when the site configures none for the page. */
  readonly description?: string;
}

async function requestOrigin(): Promise<{ origin: string | undefined; path: string }> {
  const all = await headers();
  const host = all.get('x-forwarded-host') ?? all.get('host');
  const proto = all.get('x-forwarded-proto') ?? 'http';
  const path = (all.get(PATH_HEADER) ?? '/sports').split('?')[0] ?? '/sports';
  return { origin: host ? `${proto}://${host}` : undefined, path };
}

/**
 * Page metadata (spec §2.4) from the site configuration: title (`%s | brand`), description, robots (noindex
 * when the site or the page is not indexable, or the origin is on the no-index list), canonical and
 * alternate-language links, social card tags.
 *
 * In a page: `export async function generateMetadata({ params }) { const { locale } = await params;
 * return pageMetadata({ pageId: 'league', locale, name: league.name }); }`
 */
export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const site = await getSiteConfig();
  const routing = localeRoutingOf(site);
  const fallback = defaultLocale(routing);
  const text = (value: Parameters<typeof localized>[0]) => localized(value, input.locale, fallback);
  const page = site.pages[input.pageId];
  const configuredTitle = page?.seo?.title
    ? text(page.seo.title).replaceAll('{name}', input.name ?? '')
    : undefined;
  const title = configuredTitle ?? input.title ?? input.name;
  const description =
    (page?.seo?.description
      ? text(page.seo.description).replaceAll('{name}', input.name ?? '')
      : undefined) ??
    input.description ??
    (site.seo.description ? text(site.seo.description) : undefined);
  const { origin, path } = await requestOrigin();
  const noIndex =
    !site.indexable ||
    page?.seo?.indexable === false ||
    input.pageId === 'not_found' ||
    input.pageId === 'error' ||
    (origin !== undefined && site.noIndexOrigins.some((blocked) => new URL(blocked).origin === origin));
  const languages = Object.fromEntries(
    routing.locales.map((locale) => [locale, switchLocaleHref(path, locale, routing)]),
  );
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    robots: noIndex ? { index: false, follow: false } : { index: true, follow: true },
    alternates: {
      canonical: switchLocaleHref(path, input.locale, routing),
      languages: { ...languages, 'x-default': switchLocaleHref(path, fallback, routing) },
    },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: input.locale.replace('-', '_'),
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
    },
    twitter: { card: 'summary', ...(title ? { title } : {}), ...(description ? { description } : {}) },
  };
}

type Defaults = { title?: string; description?: string };

/**
 * `generateMetadata` for a page whose metadata needs no entity:
 * `export const generateMetadata = metadataFor('in_play', async (locale) => {
 *    const t = await getTranslations({ locale, namespace: 'catalogue' }); return { title: t('live.title') }; })`.
 * The defaults apply when the site configures no SEO for the page.
 */
export function metadataFor(pageId: PageId, defaults?: (locale: string) => Defaults | Promise<Defaults>) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    return pageMetadata({ pageId, locale, ...(defaults ? await defaults(locale) : {}) });
  };
}

/** Layout-level metadata: the title template and the site defaults (used by `app/[locale]/layout.tsx`). */
export async function siteMetadata(locale: string): Promise<Metadata> {
  const site = await getSiteConfig();
  const fallback = defaultLocale(localeRoutingOf(site));
  const defaultTitle = site.seo.title ? localized(site.seo.title, locale, fallback) : site.name;
  return {
    title: { template: `%s | ${site.name}`, default: defaultTitle },
    ...(site.seo.description ? { description: localized(site.seo.description, locale, fallback) } : {}),
    applicationName: site.name,
    robots: site.indexable ? undefined : { index: false, follow: false },
  };
}

import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { setRequestLocale } from 'next-intl/server';
import { ErrorPage } from '@/composition/error-pages/error-page';
import { blockedDescription, errorPageTexts } from '@/composition/error-pages/error-page-texts';
import { getSiteConfigWithBlocks } from '@/composition/shell/site-with-blocks';
import { fetchCountryNames } from '@/lib/backend/catalog';
import { reportError } from '@/lib/errors/report';
import { localizedSportsHref } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/site/metadata';
import { localeRoutingOf } from '@/lib/site/site-config';
import { visitorCountry } from '@/lib/site/visitor-country';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const texts = await errorPageTexts(locale, (await getSiteConfigWithBlocks()).locales);
  return pageMetadata({ pageId: 'blocked', locale, private: true, title: texts.blocked.title });
}

/**
 * Blocked (spec §2.3): the product is unavailable in the visitor's country, named in their language. The
 * proxy serves it, with status 403, for every /sports page when the operator blocks that country.
 */
export default async function BlockedPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [site, requestHeaders] = await Promise.all([getSiteConfigWithBlocks(), headers()]);
  const texts = await errorPageTexts(locale, site.locales);
  const code = visitorCountry(requestHeaders);
  const names = await fetchCountryNames(locale).catch((error: unknown) => {
    reportError(error, { where: 'blocked page: country names' });
    return {} as Record<string, string>;
  });
  const countryName =
    (code && (names[code] ?? new Intl.DisplayNames([locale], { type: 'region' }).of(code))) || code || '';
  const home = localizedSportsHref('/', locale, localeRoutingOf(site));
  return (
    <ErrorPage
      kind="error"
      brand={<a href={home}>{site.name}</a>}
      title={texts.blocked.title}
      description={blockedDescription(texts, countryName)}
    />
  );
}

import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { fetchCountryNames } from '../../../../../data/catalog';
import { ErrorPage } from '../../../../../errors/error-page';
import { reportError } from '../../../../../errors/report';
import { localizedSportsHref } from '../../../../../i18n/routing';
import { getSiteConfig } from '../../../../../site/site';
import { localeRoutingOf } from '../../../../../site/site-config';
import { visitorCountry } from '../../../../../site/visitor-country';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'errors' });
  return { title: t('page.blocked.title'), robots: { index: false, follow: false } };
}

/**
 * Blocked (spec §2.3): the product is unavailable in the visitor's country, named in their language. The
 * proxy serves it, with status 403, for every /sports page when the operator blocks that country.
 */
export default async function BlockedPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, site, requestHeaders] = await Promise.all([
    getTranslations('errors'),
    getSiteConfig(),
    headers(),
  ]);
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
      title={t('page.blocked.title')}
      description={t('page.blocked.description', { countryName })}
    />
  );
}

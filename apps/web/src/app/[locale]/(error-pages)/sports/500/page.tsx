import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ErrorPage } from '../../../../../errors/error-page';
import { localizedSportsHref } from '../../../../../i18n/routing';
import { getSiteConfig } from '../../../../../site/site';
import { localeRoutingOf } from '../../../../../site/site-config';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'errors' });
  return { title: t('page.error.title'), robots: { index: false, follow: false } };
}

/**
 * /sports/500 (spec §2.1, §2.3): the generic error page in the reduced shell. It lives in a route group so the
 * sports layout (full shell, realtime connection) is not rendered around it.
 */
export default async function ErrorPageRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, site] = await Promise.all([getTranslations('errors'), getSiteConfig()]);
  const home = localizedSportsHref('/', locale, localeRoutingOf(site));
  return (
    <ErrorPage
      kind="error"
      brand={<a href={home}>{site.name}</a>}
      title={t('page.error.title')}
      description={t('page.error.description')}
      homeHref={home}
      homeLabel={t('page.error.home-button.title')}
    />
  );
}

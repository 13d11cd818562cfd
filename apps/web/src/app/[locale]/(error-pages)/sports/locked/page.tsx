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
  return { title: t('page.locked.title'), robots: { index: false, follow: false } };
}

/**
 * Locked (spec §2.3): the visitor is not authorised (an account locked for the product, a player outside the
 * status group the operator requires, spec §6). In the reduced shell, with the way back to the sports home.
 */
export default async function LockedPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, site] = await Promise.all([getTranslations('errors'), getSiteConfig()]);
  const home = localizedSportsHref('/', locale, localeRoutingOf(site));
  return (
    <ErrorPage
      kind="error"
      brand={<a href={home}>{site.name}</a>}
      title={t('page.locked.title')}
      description={t('page.locked.description')}
      homeHref={home}
      homeLabel={t('page.error.home-button.title')}
    />
  );
}

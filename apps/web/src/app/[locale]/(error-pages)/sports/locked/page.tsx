import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ErrorPage } from '../../../../../errors/error-page';
import { errorPageTexts } from '../../../../../errors/error-page-texts';
import { localizedSportsHref } from '../../../../../i18n/routing';
import { pageMetadata } from '../../../../../site/metadata';
import { getSiteConfig } from '../../../../../site/site';
import { localeRoutingOf } from '../../../../../site/site-config';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const texts = await errorPageTexts(locale, (await getSiteConfig()).locales);
  return pageMetadata({ pageId: 'locked', locale, private: true, title: texts.locked.title });
}

/**
 * Locked (spec §2.3): the visitor is not authorised (an account locked for the product, a player outside the
 * status group the operator requires, spec §6). In the reduced shell, with the way back to the sports home.
 */
export default async function LockedPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const site = await getSiteConfig();
  const texts = await errorPageTexts(locale, site.locales);
  const home = localizedSportsHref('/', locale, localeRoutingOf(site));
  return (
    <ErrorPage
      kind="error"
      brand={<a href={home}>{site.name}</a>}
      title={texts.locked.title}
      description={texts.locked.description}
      homeHref={home}
      homeLabel={texts.error.home}
    />
  );
}

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
  return pageMetadata({ pageId: 'error', locale, private: true, title: texts.error.title });
}

/**
 * /sports/500 (spec §2.1, §2.3): the generic error page in the reduced shell. It lives in a route group so the
 * sports layout (full shell, realtime connection) is not rendered around it.
 */
export default async function ErrorPageRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const site = await getSiteConfig();
  // Texts of the error-page catalogue (spec §2.3): about 40 locales, falling back to the first site locale.
  const texts = await errorPageTexts(locale, site.locales);
  const home = localizedSportsHref('/', locale, localeRoutingOf(site));
  return (
    <ErrorPage
      kind="error"
      brand={<a href={home}>{site.name}</a>}
      title={texts.error.title}
      description={texts.error.description}
      homeHref={home}
      homeLabel={texts.error.home}
    />
  );
}

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { localizedSportsHref } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/site/metadata';
import { getSiteConfig } from '@/lib/site/site';
import { localeRoutingOf } from '@/lib/site/site-config';
import { ErrorPage } from './error-page';
import { errorPageTexts } from './error-page-texts';

/** The error pages of spec §2.3 that only say what went wrong: the generic error (500) and locked. */
export type PlainErrorPage = 'error' | 'locked';

/** Metadata of a plain error page: its catalogue title, never indexed. */
export async function plainErrorMetadata(page: PlainErrorPage, locale: string): Promise<Metadata> {
  const texts = await errorPageTexts(locale, (await getSiteConfig()).locales);
  return pageMetadata({ pageId: page, locale, private: true, title: texts[page].title });
}

/**
 * A plain error page in the reduced shell: the brand, its catalogue texts (spec §2.3: about 40 locales, falling
 * back to the first site locale) and the way back to the sports home.
 */
export async function PlainErrorRoute({ page, locale }: { page: PlainErrorPage; locale: string }) {
  setRequestLocale(locale);
  const site = await getSiteConfig();
  const texts = await errorPageTexts(locale, site.locales);
  const home = localizedSportsHref('/', locale, localeRoutingOf(site));
  return (
    <ErrorPage
      kind="error"
      brand={<a href={home}>{site.name}</a>}
      title={texts[page].title}
      description={texts[page].description}
      homeHref={home}
      homeLabel={texts.error.home}
    />
  );
}

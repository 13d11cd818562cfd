import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorPage } from '@/composition/error-pages/error-page';
import { getSiteConfigWithBlocks } from '@/composition/shell/site-with-blocks';
import { BodyPage } from '@/features/seo';
import { localizedSportsHref } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/site/metadata';
import { localeRoutingOf } from '@/lib/site/site-config';

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations('errors'), getLocale()]);
  return pageMetadata({ pageId: 'not_found', locale, private: true, title: t('page.not-found.title') });
}

/**
 * Not found (spec §2.3) when a page calls `notFound()` (unknown sport, league, match): 'cannot find that page'
 * and a button to the sports home, in the reduced shell, status 404. Next renders a thrown not-found on the
 * client (the server sends an empty document with the data): React's server rendering runs no error
 * boundaries, so the throw fails the whole shell (vercel/next.js#62228), wherever the page throws it; and a
 * page has no other way to set the status. Unmatched URLs get the server-rendered `app/not-found.tsx` instead.
 */
export default async function NotFound() {
  const [t, locale, site] = await Promise.all([
    getTranslations('errors'),
    getLocale(),
    getSiteConfigWithBlocks(),
  ]);
  const home = localizedSportsHref('/', locale, localeRoutingOf(site));
  return (
    <>
      <BodyPage id="not_found" />
      <ErrorPage
        kind="not-found"
        brand={<a href={home}>{site.name}</a>}
        title={t('page.not-found.title')}
        description={t('page.not-found.description')}
        homeHref={home}
        homeLabel={t('page.not-found.home-button.title')}
      />
    </>
  );
}

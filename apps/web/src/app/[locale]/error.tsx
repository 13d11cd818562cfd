'use client';

import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorPage } from '@/composition/error-pages/error-page';
import { BodyPage } from '@/features/seo';
import { reportError } from '@/lib/errors/report';
import { sportsHomeHrefFromPath } from '@/lib/url/sports-home-href';

/**
 * Generic error page (spec §2.3) for errors of the sports layout and pages: image, description
 * (page.error.description) and a button (page.error.home-button.title) back to the sports home.
 */
export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('errors');
  const locale = useLocale();
  // The site's routing is server-side; the URL shows whether this locale is written in it (spec §2.1).
  const home = sportsHomeHrefFromPath(usePathname() ?? '', locale);
  useEffect(() => {
    reportError(error, { boundary: 'locale-error', digest: error.digest });
  }, [error]);
  return (
    <>
      <title>{t('page.error.title')}</title>
      {/* The page identifier of spec §2.4 (and of the host's page-loaded): this page is the error page now. */}
      <BodyPage id="error" />
      <ErrorPage
        kind="error"
        title={t('page.error.title')}
        description={t('page.error.description')}
        homeHref={home}
        homeLabel={t('page.error.home-button.title')}
      />
    </>
  );
}

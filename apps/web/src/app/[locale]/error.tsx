'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorPage } from '../../errors/error-page';
import { reportError } from '../../errors/report';

/**
 * Generic error page (spec §2.3) for errors of the sports layout and pages: image, description
 * (page.error.description) and a button (page.error.home-button.title) back to the sports home.
 */
export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('errors');
  const locale = useLocale();
  useEffect(() => {
    reportError(error, { boundary: 'locale-error', digest: error.digest });
  }, [error]);
  // The sports home of this locale: the default locale may be written or not, the proxy redirects as needed.
  const home = `/${locale}/sports`;
  return (
    <>
      <title>{t('page.error.title')}</title>
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

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LimitsPage } from '@/features/responsible-gambling/pages';
import { pageMetadata } from '@/lib/site/metadata';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'wallet.limits.page' });
  // A player's own page: never indexed.
  return pageMetadata({
    pageId: 'responsible_gambling',
    locale: locale,
    private: true,
    title: t('title'),
    description: t('description'),
  });
}

/**
 * Responsible gambling (page id responsible_gambling; the path is the product's own, spec §2.1 leaves it
 * open): the player's limits, exclusions and reality-check interval. Read and changed in the browser with
 * the player's session; a visitor is asked to sign in.
 */
export default async function ResponsibleGamblingPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'wallet.limits.page' });
  return (
    <div data-page-id="responsible_gambling">
      <h1>{t('title')}</h1>
      <LimitsPage />
    </div>
  );
}

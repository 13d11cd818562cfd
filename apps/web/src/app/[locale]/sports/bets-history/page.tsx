import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BetList } from '@/features/my-bets/pages';
import { pageMetadata } from '@/lib/site/metadata';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'bets.page' });
  // A player's own page: never indexed.
  return pageMetadata({
    pageId: 'bets_history',
    locale: locale,
    private: true,
    title: t('title'),
    description: t('description'),
  });
}

/**
 * The bet history (spec §2.1 page id bets_history): every bet of the signed-in player, filtered by status and
 * result in the URL, a page of 500 at a time, live as bets change and with cash out on open bets. The bets
 * are the player's own, read in the browser with their token; the server renders the page's frame.
 */
export default async function BetsHistoryPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'bets.page' });
  return (
    <>
      <h1>{t('title')}</h1>
      <BetList inUrl />
    </>
  );
}

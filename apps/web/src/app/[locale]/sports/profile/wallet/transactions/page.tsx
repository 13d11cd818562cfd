import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TransactionsView } from '@/features/wallet/pages';
import { pageMetadata } from '@/lib/site/metadata';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'wallet.transactions' });
  return pageMetadata({ pageId: 'transactions', locale, private: true, title: t('title') });
}

/**
 * The wallet's transactions (spec §2.2 payment redirect target profile/wallet/transactions): the player's own
 * deposits, stakes, wins, refunds and cash outs, read in the browser with their session.
 */
export default async function TransactionsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'wallet.transactions' });
  return (
    <div data-page-id="transactions" style={{ maxInlineSize: '48rem', display: 'grid', gap: '1rem' }}>
      <h1 style={{ margin: 0 }}>{t('title')}</h1>
      <TransactionsView />
    </div>
  );
}

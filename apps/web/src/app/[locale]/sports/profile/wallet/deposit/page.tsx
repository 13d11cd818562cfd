import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DepositFlow } from '@/features/wallet/pages';
import { pageMetadata } from '@/lib/site/metadata';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'wallet.deposit' });
  return pageMetadata({ pageId: 'deposit', locale: locale, private: true, title: t('title') });
}

/**
 * The deposit page (spec §2.2 deposit page path profile/wallet/deposit): the deposit flow of the modal on a
 * page of its own; the cashier returns here with the status parameter.
 */
export default async function DepositPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'wallet.deposit' });
  return (
    <div data-page-id="deposit" style={{ maxInlineSize: '36rem' }}>
      <h1>{t('title')}</h1>
      <DepositFlow />
    </div>
  );
}

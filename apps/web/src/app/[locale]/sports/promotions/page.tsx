import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PromotionsPage } from '@/features/bonuses/pages';
import { pageMetadata } from '@/lib/site/metadata';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'bonuses' });
  return pageMetadata({ pageId: 'promotions', locale, title: t('title'), description: t('description') });
}

/** Promotions (spec §2.1 /promotions, page id promotions): the running offers, promo codes, the player's bonuses. */
export default async function Promotions({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PromotionsPage />;
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBlocks } from '@/composition/shell/page-blocks';
import { type CataloguePageProps, catalogueContext } from '@/features/catalogue';
import { pageMetadata } from '@/lib/site/metadata';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: CataloguePageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'catalogue.favourites' });
  // A player's own page: never indexed.
  return pageMetadata({
    pageId: 'favorites',
    locale,
    title: t('title'),
    description: t('description'),
    private: true,
  });
}

/** /favorites (spec §2.1 `favorites`): the player's starred live and upcoming matches, leagues and sports. */
export default async function FavoritesPage({ params, searchParams }: CataloguePageProps) {
  const { locale } = await params;
  const context = await catalogueContext(locale, 'favorites', await searchParams);
  const t = await getTranslations({ locale, namespace: 'catalogue.favourites' });
  return (
    <>
      <h1>{t('title')}</h1>
      <PageBlocks pageId="favorites" context={context} />
    </>
  );
}

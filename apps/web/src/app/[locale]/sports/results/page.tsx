import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBlocks } from '@/composition/shell/page-blocks';
import { type CataloguePageProps, catalogueContext } from '@/features/catalogue';
import { pageMetadata } from '@/lib/site/metadata';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: CataloguePageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'catalogue.results' });
  return pageMetadata({ pageId: 'results', locale, title: t('title'), description: t('description') });
}

/** /results (spec §2.1 `results`). */
export default async function ResultsPage({ params, searchParams }: CataloguePageProps) {
  const { locale } = await params;
  const context = await catalogueContext(locale, 'results', await searchParams);
  const t = await getTranslations({ locale, namespace: 'catalogue.results' });
  return (
    <>
      <h1>{t('title')}</h1>
      <PageBlocks pageId="results" context={context} />
    </>
  );
}

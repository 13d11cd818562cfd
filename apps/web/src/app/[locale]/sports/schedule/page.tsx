import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBlocks } from '@/composition/shell/page-blocks';
import { type CataloguePageProps, catalogueContext } from '@/features/catalogue';
import { pageMetadata } from '@/lib/site/metadata';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: CataloguePageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'catalogue.schedule' });
  return pageMetadata({ pageId: 'schedule', locale, title: t('title'), description: t('description') });
}

/** /schedule (spec §2.1 `schedule`). */
export default async function SchedulePage({ params, searchParams }: CataloguePageProps) {
  const { locale } = await params;
  const context = await catalogueContext(locale, 'schedule', await searchParams);
  const t = await getTranslations({ locale, namespace: 'catalogue.schedule' });
  return (
    <>
      <h1>{t('title')}</h1>
      <PageBlocks pageId="schedule" context={context} />
    </>
  );
}

import { getTranslations } from 'next-intl/server';
import { PageBlocks } from '@/composition/shell/page-blocks';
import { type CataloguePageProps, catalogueContext } from '@/features/catalogue';
import { metadataFor } from '@/lib/site/metadata';

export const dynamic = 'force-dynamic';

export const generateMetadata = metadataFor('in_play', async (locale) => {
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  return { title: t('meta.inPlayTitle'), description: t('meta.inPlayDescription') };
});

/** /live (spec §2.1 `in_play`): every live match, grouped by sport, with main-market odds. */
export default async function InPlayPage({ params, searchParams }: CataloguePageProps) {
  const { locale } = await params;
  const context = await catalogueContext(locale, 'in_play', await searchParams);
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  return (
    <>
      <h1>{t('pages.inPlay')}</h1>
      <PageBlocks pageId="in_play" context={context} />
    </>
  );
}

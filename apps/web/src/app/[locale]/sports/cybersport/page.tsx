import { getTranslations } from 'next-intl/server';
import { PageBlocks } from '@/composition/shell/page-blocks';
import { type CataloguePageProps, catalogueContext } from '@/features/catalogue';
import { metadataFor } from '@/lib/site/metadata';

export const dynamic = 'force-dynamic';

export const generateMetadata = metadataFor('e_sports', async (locale) => {
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  return { title: t('meta.eSportsTitle'), description: t('meta.eSportsDescription') };
});

/** /cybersport (spec §2.1 `e_sports`): sports of type e-sports; its blocks carry `sportType: "cyber"`. */
export default async function ESportsPage({ params, searchParams }: CataloguePageProps) {
  const { locale } = await params;
  const context = await catalogueContext(locale, 'e_sports', await searchParams);
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  return (
    <>
      <h1>{t('pages.eSports')}</h1>
      <PageBlocks pageId="e_sports" context={context} />
    </>
  );
}

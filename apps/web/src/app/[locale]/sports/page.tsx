import { getTranslations } from 'next-intl/server';
import { PageBlocks } from '@/composition/shell/page-blocks';
import { type CataloguePageProps, catalogueContext } from '@/features/catalogue';
import { metadataFor } from '@/lib/site/metadata';

export const dynamic = 'force-dynamic';

export const generateMetadata = metadataFor('sports', async (locale) => {
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  return { title: t('meta.sportsTitle'), description: t('meta.sportsDescription') };
});

/** Sports home (spec §2.1 `sports`): top events and what is live now. */
export default async function SportsHomePage({ params, searchParams }: CataloguePageProps) {
  const { locale } = await params;
  const context = await catalogueContext(locale, 'sports', await searchParams);
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  return (
    <>
      <h1>{t('pages.sports')}</h1>
      <PageBlocks pageId="sports" context={context} />
    </>
  );
}

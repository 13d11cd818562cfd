import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBlocks } from '@/composition/shell/page-blocks';
import { type CataloguePageProps, catalogueContext, sportOrNotFound } from '@/features/catalogue';
import { StarredHeading } from '@/features/catalogue/pages';
import { pageMetadata } from '@/lib/site/metadata';

export const dynamic = 'force-dynamic';

type Props = CataloguePageProps<{ sport: string }>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, sport: key } = await params;
  const sport = await sportOrNotFound(key, locale);
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  return pageMetadata({
    pageId: 'sport',
    locale,
    name: sport.name,
    keywords: [sport.name],
    title: t('meta.sportTitle', { sport: sport.name }),
    description: t('meta.sportDescription', { sport: sport.name }),
  });
}

/** /[sport] (spec §2.1 `sport`): its categories and leagues, live and prematch events, filters. */
export default async function SportPage({ params, searchParams }: Props) {
  const { locale, sport: key } = await params;
  const sport = await sportOrNotFound(key, locale);
  const context = await catalogueContext(locale, 'sport', await searchParams, { sport });
  return (
    <>
      <StarredHeading type="sport" id={sport.id} name={sport.name} />
      <PageBlocks pageId="sport" context={context} />
    </>
  );
}

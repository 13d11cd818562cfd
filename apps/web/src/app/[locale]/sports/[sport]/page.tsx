import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CustomPageBlocks, PageBlocks } from '@/composition/shell/page-blocks';
import { getSiteConfigWithBlocks } from '@/composition/shell/site-with-blocks';
import { type CataloguePageProps, catalogueContext, sportOrNotFound } from '@/features/catalogue';
import { StarredHeading } from '@/features/catalogue/pages';
import { defaultLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/site/metadata';
import { customPageAt, localeRoutingOf, localized } from '@/lib/site/site-config';

export const dynamic = 'force-dynamic';

type Props = CataloguePageProps<{ sport: string }>;

/** The deployment's custom page at `/<key>`, with its texts in `locale`; custom pages win over sports. */
async function customPage(key: string, locale: string) {
  const site = await getSiteConfigWithBlocks();
  const page = customPageAt(site, `/${key}`);
  if (!page) return undefined;
  return { page, title: localized(page.title, locale, defaultLocale(localeRoutingOf(site))) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, sport: key } = await params;
  const custom = await customPage(key, locale);
  if (custom) return pageMetadata({ pageId: 'custom', locale, title: custom.title, customPage: custom.page });
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

/**
 * /[sport] (spec §2.1 `sport`): its categories and leagues, live and prematch events, filters. A custom page
 * of the site configuration at the same path is shown instead (spec §2.1 deployment-specific pages).
 */
export default async function SportPage({ params, searchParams }: Props) {
  const { locale, sport: key } = await params;
  const custom = await customPage(key, locale);
  if (custom) {
    const context = await catalogueContext(locale, 'custom', await searchParams);
    return (
      <>
        <h1>{custom.title}</h1>
        <CustomPageBlocks page={custom.page} context={context} />
      </>
    );
  }
  const sport = await sportOrNotFound(key, locale);
  const context = await catalogueContext(locale, 'sport', await searchParams, { sport });
  return (
    <>
      <StarredHeading type="sport" id={sport.id} name={sport.name} />
      <PageBlocks pageId="sport" context={context} />
    </>
  );
}

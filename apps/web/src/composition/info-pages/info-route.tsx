import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { PageBlocks } from '@/composition/shell/page-blocks';
import { getSiteConfigWithBlocks } from '@/composition/shell/site-with-blocks';
import { InfoPage, type InfoPageId, infoPageTitle } from '@/features/info-pages/pages';
import { pageMetadata } from '@/lib/site/metadata';
import { getLocaleRouting } from '@/lib/site/site';

interface Props {
  params: Promise<{ locale: string }>;
}

/**
 * The route of an information page (spec §2.1 /general-rules, /about; §2.2 terms-and-conditions,
 * help-center): its title in the page's language, then the blocks the site configuration places on it. A
 * page the operator placed nothing on is not found (and the footer does not link it).
 */
export function infoPageRoute(pageId: InfoPageId) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    return pageMetadata({ pageId, locale, title: await infoPageTitle(pageId, locale) });
  }

  async function Page({ params }: Props) {
    const { locale } = await params;
    setRequestLocale(locale);
    const [site, routing] = await Promise.all([getSiteConfigWithBlocks(), getLocaleRouting()]);
    if ((site.pages[pageId]?.blocks.length ?? 0) === 0) notFound();
    return (
      <InfoPage pageId={pageId} locale={locale}>
        <PageBlocks pageId={pageId} context={{ locale, routing, pageId, searchParams: {} }} />
      </InfoPage>
    );
  }

  return { generateMetadata, Page };
}

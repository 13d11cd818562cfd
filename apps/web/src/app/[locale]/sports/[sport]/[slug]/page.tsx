import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageBlocks } from '@/composition/shell/page-blocks';
import { type CataloguePageProps, catalogueContext } from '@/features/catalogue';
import { StarredHeading } from '@/features/catalogue/pages';
import { BodyPage, JsonLd } from '@/features/seo';
import { matchEventData } from '@/features/seo/server';
import { resolveSportPath, type SportPath } from '@/lib/backend/resolve-sport-path';
import { pageMetadata } from '@/lib/site/metadata';

export const dynamic = 'force-dynamic';

type Props = CataloguePageProps<{ sport: string; slug: string }>;

async function resolved(
  params: Props['params'],
): Promise<{ locale: string; path: Exclude<SportPath, { kind: 'not_found' }> }> {
  const { locale, sport, slug } = await params;
  const path = await resolveSportPath(sport, slug, locale);
  if (path.kind === 'not_found') notFound();
  return { locale, path };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, path } = await resolved(params);
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  const sport = path.sport.name;
  switch (path.kind) {
    case 'category': {
      const category = path.category.name;
      return pageMetadata({
        pageId: 'category',
        locale,
        name: category,
        keywords: [category, sport],
        title: t('meta.categoryTitle', { category, sport }),
        description: t('meta.categoryDescription', { category, sport }),
      });
    }
    case 'league': {
      const league = path.tournament.name;
      const category = path.tournament.category.name;
      return pageMetadata({
        pageId: 'league',
        locale,
        name: league,
        keywords: [league, category, sport],
        title: t('meta.leagueTitle', { league }),
        description: t('meta.leagueDescription', { league, category }),
      });
    }
    case 'match': {
      const { match } = path;
      const outright = match.type !== 'match';
      const values = { match: match.name, league: match.tournament.name };
      return pageMetadata({
        pageId: 'match',
        locale,
        name: match.name,
        keywords: [
          ...(match.home && match.away ? [match.home.name, match.away.name] : [match.name]),
          match.tournament.name,
          sport,
        ],
        title: t(outright ? 'meta.outrightTitle' : 'meta.matchTitle', values),
        description: t(outright ? 'meta.outrightDescription' : 'meta.matchDescription', values),
      });
    }
  }
}

/** /[sport]/[slug] (spec §2.1): a category, a league or a match, resolved by slug; anything else is 404. */
export default async function SportSlugPage({ params, searchParams }: Props) {
  const { locale, path } = await resolved(params);
  const query = await searchParams;
  switch (path.kind) {
    case 'category': {
      const { sport, category } = path;
      const context = await catalogueContext(locale, 'category', query, { sport, category });
      return (
        <>
          <BodyPage id="category" />
          <h1>
            {category.name} · {sport.name}
          </h1>
          <PageBlocks pageId="category" context={context} />
        </>
      );
    }
    case 'league': {
      const { sport, tournament } = path;
      const t = await getTranslations({ locale, namespace: 'catalogue' });
      const context = await catalogueContext(locale, 'league', query, { sport, tournament });
      return (
        <>
          <BodyPage id="league" />
          <StarredHeading type="tournament" id={tournament.id} name={tournament.name} />
          <p>{t('pages.leagueOf', { category: tournament.category.name, sport: sport.name })}</p>
          <PageBlocks pageId="league" context={context} />
        </>
      );
    }
    case 'match': {
      const { sport, match } = path;
      // The match header block carries the page's h1 (the teams and the score).
      const context = await catalogueContext(locale, 'match', query, { sport, match });
      return (
        <>
          <BodyPage id="match" />
          {/* Sports event structured data (SEO5). */}
          <JsonLd data={await matchEventData(match, locale)} />
          <PageBlocks pageId="match" context={context} />
        </>
      );
    }
  }
}

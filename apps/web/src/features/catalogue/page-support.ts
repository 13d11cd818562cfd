import 'server-only';
import type { Sport } from '@sportsbook/contract/entities/sport';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { fetchSport } from '@/lib/backend/catalog';
import { isSlug } from '@/lib/backend/resolve-sport-path';
import type { PageContext } from '@/lib/site/page-context';
import { getLocaleRouting } from '@/lib/site/site';

export type SearchParams = Record<string, string | string[] | undefined>;

/** What every catalogue page receives from the router (Next 16: promises). */
export interface CataloguePageProps<P extends object = object> {
  readonly params: Promise<{ locale: string } & P>;
  readonly searchParams: Promise<SearchParams>;
}

/** The page context of a catalogue page: locale and routing, page id, its entities and search params. */
export async function catalogueContext(
  locale: string,
  pageId: string,
  searchParams: SearchParams,
  entities: Pick<PageContext, 'sport' | 'category' | 'tournament' | 'match'> = {},
): Promise<PageContext> {
  setRequestLocale(locale);
  return { locale, routing: await getLocaleRouting(), pageId, searchParams, ...entities };
}

/** The sport of a `/[sport]` path, or the not-found page (status 404). */
export async function sportOrNotFound(sportKey: string, locale: string): Promise<Sport> {
  const sport = isSlug(sportKey) ? await fetchSport(sportKey, locale) : undefined;
  if (!sport) notFound();
  return sport;
}

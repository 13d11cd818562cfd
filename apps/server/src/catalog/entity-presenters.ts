import type { Category, CategoryRef } from '@sportsbook/contract/entities/category';
import type { Competitor } from '@sportsbook/contract/entities/match';
import type { Sport, SportRef } from '@sportsbook/contract/entities/sport';
import type { Tournament, TournamentRef } from '@sportsbook/contract/entities/tournament';
import { PROVIDERS, type Provider, SPORT_TYPES, type SportType } from '@sportsbook/core/catalog/providers';
import type { LocalisedNames } from '../db/schema';
import { offersBetBuilder } from '../feed/pricing/sport-models';
import type { CategoryRecord, CompetitorRecord, SportRecord, TournamentRecord } from './catalog-records';
import { marketTemplate } from './market-templates';

/** A name in a locale: `names[locale]`, else the default name. */
export function nameIn(names: LocalisedNames | null | undefined, fallback: string, locale: string): string {
  const name = names?.[locale];
  return typeof name === 'string' && name.length > 0 ? name : fallback;
}

/** The path the backend serves a competitor's generated badge at. */
export function logoPath(competitorId: number): string {
  return `/static/logos/${competitorId}.svg`;
}

/** A stored provider as the wire's enum; rows are written by the generator, so anything else is a bug. */
export function asProvider(value: string): Provider {
  if ((PROVIDERS as readonly string[]).includes(value)) return value as Provider;
  throw new Error(`unknown provider ${value} in the catalogue`);
}

function asSportType(value: string): SportType {
  if ((SPORT_TYPES as readonly string[]).includes(value)) return value as SportType;
  throw new Error(`unknown sport type ${value} in the catalogue`);
}

/** A sport as the wire's Sport, in a locale. */
export function presentSport(sport: SportRecord, locale: string): Sport {
  return {
    id: sport.id,
    urn_id: sport.urnId,
    key: sport.key,
    name: nameIn(sport.names, sport.name, locale),
    priority: sport.priority,
    type: asSportType(sport.type),
    provider: asProvider(sport.provider),
    bet_builder: offersBetBuilder(sport.key),
  };
}

/** The sport fields categories, tournaments and matches carry. */
export function presentSportRef(sport: SportRecord, locale: string): SportRef {
  const { id, urn_id, key, name, type } = presentSport(sport, locale);
  return { id, urn_id, key, name, type };
}

/** The category fields tournaments and matches carry. */
export function presentCategoryRef(category: CategoryRecord, locale: string): CategoryRef {
  return {
    id: category.id,
    slug: category.slug,
    name: nameIn(category.names, category.name, locale),
    country_code: category.countryCode,
  };
}

/** A category as the wire's Category, in a locale. */
export function presentCategory(category: CategoryRecord, sport: SportRecord, locale: string): Category {
  return {
    ...presentCategoryRef(category, locale),
    priority: category.priority,
    sport: presentSportRef(sport, locale),
  };
}

/** The tournament fields matches carry. */
export function presentTournamentRef(tournament: TournamentRecord, locale: string): TournamentRef {
  return {
    id: tournament.id,
    urn_id: tournament.urnId,
    slug: tournament.slug,
    name: nameIn(tournament.names, tournament.name, locale),
    priority: tournament.priority,
  };
}

/** Outcomes of a market type when they are fixed (0 when the feed chooses them, as for correct score). */
export function fixedOutcomeCount(marketId: number | null): number {
  const outcomes = marketId === null ? undefined : marketTemplate(marketId)?.outcomes;
  return Array.isArray(outcomes) ? outcomes.length : 0;
}

/** A tournament as the wire's Tournament, with its main and secondary market outcome counts. */
export function presentTournament(
  tournament: TournamentRecord,
  category: CategoryRecord,
  sport: SportRecord,
  locale: string,
): Tournament {
  return {
    ...presentTournamentRef(tournament, locale),
    category: presentCategoryRef(category, locale),
    sport: presentSportRef(sport, locale),
    main_market_id: tournament.mainMarketId,
    main_market_outcomes_count: fixedOutcomeCount(tournament.mainMarketId),
    secondary_market_id: tournament.secondaryMarketId,
    secondary_market_outcomes_count: fixedOutcomeCount(tournament.secondaryMarketId),
  };
}

/** A competitor as the wire's Competitor: name in the locale, badge path as logo. */
export function presentCompetitor(competitor: CompetitorRecord, locale: string): Competitor {
  return {
    id: competitor.id,
    name: nameIn(competitor.names, competitor.name, locale),
    abbreviation: competitor.abbreviation.slice(0, 8) || '?',
    logo: logoPath(competitor.id),
  };
}

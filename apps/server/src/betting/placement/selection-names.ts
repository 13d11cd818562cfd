import { nameIn } from '../../catalog/entity-presenters';
import { type MarketNaming, presentMarket } from '../../catalog/market-presenter';
import type { SelectionNames } from '../../db/schema';
import type { MarketLineRow } from '../betting-repository';
import type { OfferedMatch } from './offered-match';

/** The names a match's markets are rendered with in a locale (as the catalogue's namingOf does). */
function namingIn(offered: OfferedMatch, locale: string): MarketNaming {
  const { match, home, away } = offered;
  return {
    locale,
    matchId: match.id,
    matchUrnId: match.urnId,
    competitor1: home ? nameIn(home.names, home.name, locale) : '',
    competitor2: away ? nameIn(away.names, away.name, locale) : '',
    competitorNames: new Map(
      [...offered.competitors.values()].map((c) => [c.id, nameIn(c.names, c.name, locale)]),
    ),
  };
}

/**
 * What a selection was called when it was backed, in every content locale: market, outcome, match,
 * category and sides, rendered by the catalogue's own presenters. Kept with the bet, so the bet reads the
 * same after the catalogue moves on (lines leave the offer, matches close).
 */
export function selectionNames(
  offered: OfferedMatch,
  line: MarketLineRow,
  outcomeId: string,
  locales: readonly string[],
): SelectionNames {
  const names: SelectionNames = {};
  const isMatch = offered.match.type === 'match';
  for (const locale of locales) {
    const naming = namingIn(offered, locale);
    const market = presentMarket(line, naming);
    const home = isMatch && offered.home ? naming.competitor1 : null;
    const away = isMatch && offered.away ? naming.competitor2 : null;
    names[locale] = {
      market: market?.name ?? `Market ${line.marketId}`,
      outcome: market?.outcomes.find((outcome) => outcome.id === outcomeId)?.name ?? outcomeId,
      match: isMatch
        ? `${home ?? '?'} - ${away ?? '?'}`
        : nameIn(offered.match.titles, offered.match.title ?? offered.tournament.name, locale),
      category: nameIn(offered.category.names, offered.category.name, locale),
      home,
      away,
    };
  }
  return names;
}

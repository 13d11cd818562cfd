import type { Settings } from '@sportsbook/contract/entities/settings';
import { baseLanguage } from '@sportsbook/core/locale/locale';
import { localised, MARKET_GROUPS, NAME_LOCALES } from '../catalog/market-templates';
import type { Db } from '../db/database';
import { currenciesByCode } from '../platform/currencies';
import { countriesIn } from './countries';
import { loadPlayerPreferences, type PlayerPreferences } from './player-preferences';
import { loadProviderStatuses } from './provider-statuses';
import { OPERATOR_SETTINGS, type OperatorSettings } from './settings-defaults';

/** Who asks for the settings, and from where. */
export interface SettingsRequest {
  /** Content locale of the request; market group names are written in it. */
  readonly locale: string;
  /** The locales the product is served in (`config.contentLocales`). */
  readonly locales: readonly string[];
  /** The signed-in player (bearer token), or null for a visitor. */
  readonly playerId: number | null;
  /** The visitor's country from the proxy's header, or null. */
  readonly userCountry: string | null;
  /** The operator's settings of this deployment (operatorSettingsFor); OPERATOR_SETTINGS unless given. */
  readonly operator?: OperatorSettings;
}

/** Market groups keyed by group key, named in `locale` (English when the vocabulary lacks it). */
export function localisedMarketGroups(locale: string): Settings['market_groups'] {
  const nameLocale = (NAME_LOCALES as readonly string[]).includes(locale) ? locale : baseLanguage(locale);
  return Object.fromEntries(
    Object.entries(MARKET_GROUPS).map(([key, group]) => [
      key,
      { key, name: localised(group.name, nameLocale), priority: group.priority },
    ]),
  );
}

/**
 * The answer of GET /api/v2/settings: the operator's settings, overridden by the player's own stakes,
 * odds acceptance mode and odds type when a player asks, plus the system data of spec §3.
 */
export async function loadSettings(db: Db, request: SettingsRequest): Promise<Settings> {
  const noPreferences: PlayerPreferences = {};
  const [providerStatuses, preferences] = await Promise.all([
    loadProviderStatuses(db),
    request.playerId === null ? noPreferences : loadPlayerPreferences(db, request.playerId),
  ]);
  const operator = request.operator ?? OPERATOR_SETTINGS;
  const oddsType = preferences.oddsType ?? operator.odds_types.selected;
  return {
    ...operator,
    stakes: preferences.stakes ?? operator.stakes,
    odds_accept_mode: preferences.oddsAcceptMode ?? operator.odds_accept_mode,
    odds_types: { available: operator.odds_types.available, selected: oddsType },
    active_odds_type: oddsType,
    provider_statuses: providerStatuses,
    locales: [...request.locales],
    currencies: currenciesByCode(),
    countries: [...countriesIn(request.locale)],
    user_country: request.userCountry,
    market_groups: localisedMarketGroups(request.locale),
  };
}

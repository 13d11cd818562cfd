/**
 * The error catalogue of bet placement (spec §8): numeric codes, the wrong-odds codes of the risk check, and
 * the message keys a client shows. A message key sent by the server is preferred over these (§8).
 */

/** [ERR1] Numeric placement codes of spec §8. */
export const PLACE_ERROR_CODES = {
  invalidOdds: 101,
  pvePlayerBetForbidden: 114,
  municipalityNotFound: 118,
  invalidOddsCustomBet: 120,
} as const;

/** [ERR2] The risk check's wrong-odds codes (spec §5). */
export const WRONG_ODDS_CODES = [
  'odds_different_than_bookmaker',
  'odds_higher_than_bookmakers',
  'odds_to_low',
  'odds_higher_than_bookmakers_current_odds',
] as const;
export type WrongOddsCode = (typeof WRONG_ODDS_CODES)[number];

/**
 * Codes the reference backend adds for refusals the spec leaves open (an outcome no longer on offer, a
 * balance too low, selections that cannot be combined, a stake that is not a positive amount).
 */
export const PLACE_REFUSAL_CODES = [
  'selection_unavailable',
  'insufficient_balance',
  'not_combinable',
  'invalid_stake',
  'bet_limit_exceeded',
  'idempotency_key_reused',
  'placement_in_progress',
] as const;
export type PlaceRefusalCode = (typeof PLACE_REFUSAL_CODES)[number];

/**
 * [ERR4] The answers of a backend that cannot take the bet now and took nothing (HTTP 503, contract
 * `UNAVAILABLE_MESSAGE_KEYS`): `betting_paused` (database or live feed not there), `service_unavailable`
 * (anything else). The slip keeps its picks and stakes; the same bets may be placed again.
 */
export const UNAVAILABLE_CODES = ['betting_paused', 'service_unavailable'] as const;
export type UnavailableCode = (typeof UNAVAILABLE_CODES)[number];

/** [ERR4] Whether a placement error says nothing was taken because betting is paused or the service is down. */
export function isUnavailableError(code: string | number | null | undefined): boolean {
  return (UNAVAILABLE_CODES as readonly unknown[]).includes(code);
}

/** [ERR3] The fallback message of any placement error. */
export const DEFAULT_PLACE_ERROR_KEY = 'error.place_bets.default';

/** [ERR3] Quick bet: a potential win that does not exceed the stake (spec §4, §5). */
export const POTENTIAL_WIN_EQUAL_OR_LESS_KEY = 'error.potential_win.equal_or_less';

const KEYS: Readonly<Record<string, string>> = {
  [PLACE_ERROR_CODES.invalidOdds]: 'error.place_bets.invalid_odds',
  [PLACE_ERROR_CODES.invalidOddsCustomBet]: 'error.place_bets.invalid_odds_custom_bet',
  [PLACE_ERROR_CODES.pvePlayerBetForbidden]: 'error.platform.pve_player_bet_forbidden',
  [PLACE_ERROR_CODES.municipalityNotFound]: 'error.place_bets.municipality_not_found',
  odds_different_than_bookmaker: 'error.risk_validation.odds_different_than_bookmaker',
  odds_higher_than_bookmakers: 'error.risk_validation.odds_higher_than_bookmakers',
  odds_to_low: 'error.risk_validation.odds_to_low',
  odds_higher_than_bookmakers_current_odds: 'error.risk_validation.odds_higher_than_bookmakers_current_odds',
  selection_unavailable: 'error.place_bets.selection_unavailable',
  insufficient_balance: 'error.place_bets.insufficient_balance',
  not_combinable: 'error.place_bets.not_combinable',
  invalid_stake: 'error.place_bets.invalid_stake',
  bet_limit_exceeded: 'error.place_bets.bet_limit_exceeded',
  idempotency_key_reused: 'error.place_bets.idempotency_key_reused',
  placement_in_progress: 'error.place_bets.placement_in_progress',
  betting_paused: 'error.place_bets.betting_paused',
  service_unavailable: 'error.service_unavailable',
};

/** [ERR3] The message key of a placement error: the server's own key, else the code's, else the default. */
export function placeErrorMessageKey(code: string | number | undefined, serverKey?: string): string {
  if (serverKey) return serverKey;
  return (code === undefined ? undefined : KEYS[String(code)]) ?? DEFAULT_PLACE_ERROR_KEY;
}

/** [ERR2] Whether an error is about odds that no longer hold: code 101, 120, or a wrong-odds code. */
export function isWrongOddsError(code: string | number | undefined): boolean {
  return (
    code === PLACE_ERROR_CODES.invalidOdds ||
    code === PLACE_ERROR_CODES.invalidOddsCustomBet ||
    String(code) === String(PLACE_ERROR_CODES.invalidOdds) ||
    String(code) === String(PLACE_ERROR_CODES.invalidOddsCustomBet) ||
    (WRONG_ODDS_CODES as readonly string[]).includes(String(code))
  );
}

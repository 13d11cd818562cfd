import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLACE_ERROR_KEY,
  isUnavailableError,
  isWrongOddsError,
  PLACE_ERROR_CODES,
  placeErrorMessageKey,
  WRONG_ODDS_CODES,
} from './place-errors';

describe('placement errors', () => {
  it('[ERR1] [ERR3] maps the codes of spec §8 to their message keys', () => {
    expect(placeErrorMessageKey(PLACE_ERROR_CODES.invalidOdds)).toBe('error.place_bets.invalid_odds');
    expect(placeErrorMessageKey(120)).toBe('error.place_bets.invalid_odds_custom_bet');
    expect(placeErrorMessageKey(114)).toBe('error.platform.pve_player_bet_forbidden');
    for (const code of WRONG_ODDS_CODES)
      expect(placeErrorMessageKey(code)).toBe(`error.risk_validation.${code}`);
  });

  it('[ERR3] prefers the server’s key and falls back to the default', () => {
    expect(placeErrorMessageKey(101, 'error.custom.key')).toBe('error.custom.key');
    expect(placeErrorMessageKey('something_else')).toBe(DEFAULT_PLACE_ERROR_KEY);
    expect(placeErrorMessageKey(undefined)).toBe(DEFAULT_PLACE_ERROR_KEY);
  });

  it('[ERR2] recognises wrong-odds errors by code', () => {
    expect(isWrongOddsError(101)).toBe(true);
    expect(isWrongOddsError('101')).toBe(true);
    expect(isWrongOddsError(120)).toBe(true);
    expect(isWrongOddsError('odds_to_low')).toBe(true);
    expect(isWrongOddsError(114)).toBe(false);
    expect(isWrongOddsError(undefined)).toBe(false);
  });

  it('[ERR4] betting paused and service unavailable say nothing was taken, with their own keys', () => {
    expect(isUnavailableError('betting_paused')).toBe(true);
    expect(isUnavailableError('service_unavailable')).toBe(true);
    expect(isUnavailableError('internal_error')).toBe(false);
    expect(isUnavailableError(503)).toBe(false);
    expect(isUnavailableError(undefined)).toBe(false);
    expect(placeErrorMessageKey('betting_paused')).toBe('error.place_bets.betting_paused');
    expect(placeErrorMessageKey('service_unavailable')).toBe('error.service_unavailable');
    expect(isWrongOddsError('betting_paused')).toBe(false);
  });
});

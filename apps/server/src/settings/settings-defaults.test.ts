import { SettingsSchema } from '@sportsbook/contract/entities/settings';
import { ODDS_TYPES } from '@sportsbook/core/odds/odds-type';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, findCurrency } from '../platform/currencies';
import { COUNTRIES, countriesIn, isCountryCode } from './countries';
import { DEFAULT_BETS_LIMITS, OPERATOR_SETTINGS } from './settings-defaults';

describe('the operator settings', () => {
  it('match the wire schema', () => {
    const operatorShape = SettingsSchema.omit({
      active_odds_type: true,
      provider_statuses: true,
      locales: true,
      currencies: true,
      countries: true,
      user_country: true,
      market_groups: true,
    });
    expect(operatorShape.safeParse(OPERATOR_SETTINGS).error).toBeUndefined();
  });

  it('offer every odds type with european selected', () => {
    expect(OPERATOR_SETTINGS.odds_types).toEqual({ available: [...ODDS_TYPES], selected: 'european' });
  });

  it('limit stake and payout in every offered currency, under its fiat or crypto kind', () => {
    for (const limits of [DEFAULT_BETS_LIMITS.max_stake_limit, DEFAULT_BETS_LIMITS.payout_limit]) {
      for (const currency of CURRENCIES) {
        const kind = currency.fiat ? limits?.fiat : limits?.crypto;
        expect(kind?.[currency.code], currency.code).toBeDefined();
      }
      const listed = [...Object.keys(limits?.fiat ?? {}), ...Object.keys(limits?.crypto ?? {})];
      expect(listed.filter((code) => !findCurrency(code))).toEqual([]);
    }
  });

  it('let a bet win more than it stakes, in every currency', () => {
    const stake = DEFAULT_BETS_LIMITS.max_stake_limit;
    const payout = DEFAULT_BETS_LIMITS.payout_limit;
    for (const currency of CURRENCIES) {
      const kind = currency.fiat ? 'fiat' : 'crypto';
      expect(payout?.[kind][currency.code]?.amount ?? 0).toBeGreaterThan(
        stake?.[kind][currency.code]?.amount ?? 0,
      );
    }
  });
});

describe('the currencies and countries', () => {
  it('offer the fiat currencies in cents and BTC in satoshis with mBTC', () => {
    expect(findCurrency('EUR')).toEqual({ code: 'EUR', fiat: true, subunits: 100, subcurrencies: [] });
    expect(findCurrency('BTC')).toEqual({
      code: 'BTC',
      fiat: false,
      subunits: 100_000_000,
      subcurrencies: [{ code: 'mBTC', multiplier: 1000 }],
    });
    expect(findCurrency('USDT')?.fiat).toBe(false);
    expect(findCurrency('XYZ')).toBeUndefined();
  });

  it('list every ISO 3166-1 country once, by English name', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(249);
    expect(COUNTRIES.find((c) => c.code === 'DE')?.name).toBe('Germany');
    expect(isCountryCode('GB')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('name them in the language asked for, sorted in it, every country still there once', () => {
    const german = countriesIn('de');
    expect(german.find((c) => c.code === 'KP')?.name).toBe('Nordkorea');
    expect(german.find((c) => c.code === 'DE')?.name).toBe('Deutschland');
    expect(german.map((c) => c.code).sort()).toEqual(COUNTRIES.map((c) => c.code).sort());
    const names = german.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
    expect(countriesIn('pt-BR').find((c) => c.code === 'DE')?.name).toBe('Alemanha');
    expect(countriesIn('en-GB')).toBe(COUNTRIES);
    // A language tag the runtime cannot read gets the English names.
    expect(countriesIn('not a locale')).toBe(COUNTRIES);
  });
});

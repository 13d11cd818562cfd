import type { Currency } from '@sportsbook/contract/entities/currency';

/** Currency every new player and the operator's settings start from. */
export const DEFAULT_CURRENCY_CODE = 'EUR';

const fiat = (code: string): Currency => ({ code, fiat: true, subunits: 100, subcurrencies: [] });

/**
 * The currencies the product offers (spec §3, Currency). Amounts are integer minor units: `subunits` is
 * how many make one unit. Crypto ledgers keep 8 decimals (satoshis for BTC) so every balance stays a safe
 * integer; USDT is a dollar stablecoin and is kept in cents like a fiat currency.
 */
export const CURRENCIES: readonly Currency[] = [
  fiat('EUR'),
  fiat('USD'),
  fiat('GBP'),
  fiat('BRL'),
  fiat('TRY'),
  fiat('CAD'),
  fiat('AUD'),
  { code: 'BTC', fiat: false, subunits: 100_000_000, subcurrencies: [{ code: 'mBTC', multiplier: 1000 }] },
  { code: 'ETH', fiat: false, subunits: 100_000_000, subcurrencies: [{ code: 'mETH', multiplier: 1000 }] },
  { code: 'LTC', fiat: false, subunits: 100_000_000, subcurrencies: [] },
  { code: 'USDT', fiat: false, subunits: 100, subcurrencies: [] },
];

const BY_CODE: ReadonlyMap<string, Currency> = new Map(
  CURRENCIES.map((currency) => [currency.code, currency]),
);

/** The offered currency with this code, or undefined. */
export function findCurrency(code: string): Currency | undefined {
  return BY_CODE.get(code);
}

/** The currencies keyed by code, as the settings call serves them. */
export function currenciesByCode(): Record<string, Currency> {
  return Object.fromEntries(CURRENCIES.map((currency) => [currency.code, currency]));
}

import { formatCurrency, fractionDigits } from '@sportsbook/core/locale/formats';

/**
 * An amount in minor units as money of the locale, with the currency code ("EUR 1,000.00", "1.000,00 EUR"):
 * core's currency format of spec §9 (FMT3), which also writes codes Intl lacks after the digits ("150.000000
 * USDT").
 */
export function formatMoney(minor: number, currency: string, subunits: number, locale: string): string {
  return formatCurrency(minor / subunits, currency, {
    locale,
    display: 'code',
    fractionDigits: fractionDigits(subunits),
  });
}

/** Major units typed by a bettor ("12.5", "12,50") as minor units; null when it is not an amount. */
export function parseAmount(text: string, subunits: number): number | null {
  const cleaned = text.trim().replace(/\s/g, '');
  if (!/^\d{1,12}([.,]\d*)?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.replace(',', '.').split('.');
  const digits = fractionDigits(subunits);
  if (fraction.length > digits) return null;
  return Number(whole) * subunits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Minor units as the major-unit text an input shows ("12.50"), without grouping or symbol. */
export function amountText(minor: number, subunits: number): string {
  const digits = fractionDigits(subunits);
  return (minor / subunits).toFixed(digits);
}

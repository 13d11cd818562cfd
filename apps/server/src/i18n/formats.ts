import { formatCurrency, formatDigits, fractionDigits } from '@sportsbook/core/locale/formats';
import { messageLocale } from './translate';

/*
 * Values the server writes into messages, for the message locale of a request: money and numbers through
 * core's formats of spec §9 (FMT3, FMT4, FMT8), the same the web writes them with.
 */

/** [FMT3] An amount in minor units with its currency code, as the web writes it ("EUR 5,000.00", "5.000,00 EUR"). */
export function formatMoney(minorUnits: number, currency: string, subunits: number, locale: string): string {
  return formatCurrency(minorUnits / subunits, currency, {
    locale: messageLocale(locale),
    display: 'code',
    fractionDigits: fractionDigits(subunits),
  });
}

/** [FMT4] A whole number (a count) in the locale's digits. */
export function formatCount(value: number, locale: string): string {
  return formatDigits(value, { locale: messageLocale(locale), fractionDigits: 0 });
}

/** [FMT4] Decimal odds with the two decimals of the european display (ODD2). */
export function formatDecimalOdds(value: number, locale: string): string {
  return formatDigits(value, { locale: messageLocale(locale), fractionDigits: 2 });
}

/**
 * A moment as a date and time in UTC, marked as such ("21 Nov 2026, 15:30 UTC"): the server does not know the
 * bettor's time zone, so it says which one it wrote.
 */
export function formatMoment(ms: number, locale: string): string {
  const written = new Intl.DateTimeFormat(messageLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(ms);
  return `${written} UTC`;
}

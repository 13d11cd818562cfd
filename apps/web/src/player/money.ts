/** Fraction digits of a currency with `subunits` minor units per major unit (100 → 2, 1e8 → 8). */
export function fractionDigits(subunits: number): number {
  return Math.max(0, Math.round(Math.log10(subunits)));
}

const formats = new Map<string, Intl.NumberFormat>();

function formatFor(locale: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'code',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    } catch {
      // Codes Intl does not take as currencies (USDT): a plain number, the code written after it.
      format = new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      formats.set(key, format);
      return format;
    }
    formats.set(key, format);
  }
  return format;
}

/** An amount in minor units as money of the locale ("EUR 1,000.00", "1.000,00 EUR"). */
export function formatMoney(minor: number, currency: string, subunits: number, locale: string): string {
  const digits = fractionDigits(subunits);
  const format = formatFor(locale, currency, digits);
  const text = format.format(minor / subunits);
  return format.resolvedOptions().style === 'currency' ? text : `${text} ${currency}`;
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

/**
 * The date, time, money and percent formats of spec §9 ("day-month, time, date-time, medium date, currency
 * with code or symbol, with or without zeros, digits only, parts, short percent"), the server date strings
 * and the podium places, as pure functions over Intl. Every format takes the locale and, for dates, the time
 * zone explicitly: nothing here reads the process's own zone or clock, so a server render (UTC) and the
 * bettor's browser (their zone) differ only by what they pass.
 */

/** [FMT1] A server date 'YYYY-MM-DD HH:MM:SS UTC' (a 'T' and fractions of a second accepted) as ISO 8601. */
const SERVER_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))? UTC$/;

/**
 * [FMT1] 'YYYY-MM-DD HH:MM:SS UTC' → '2024-05-01T18:30:00.000Z'. An ISO string passes through (normalised);
 * anything else, or a date that does not exist (02-30, 25:00), is undefined: never an Invalid Date downstream.
 */
export function serverDateToIso(value: string): string | undefined {
  if (typeof value !== 'string' || value.length > 40) return undefined;
  const match = SERVER_DATE.exec(value.trim());
  if (match) {
    const [, y, mo, d, h, mi, s, fraction = '0'] = match;
    const ms = Math.round(Number(`0.${fraction}`) * 1000);
    const date = new Date(
      Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms),
    );
    // Date.UTC rolls 02-30 over into March: a date that does not round-trip did not exist.
    const exists =
      date.getUTCFullYear() === Number(y) &&
      date.getUTCMonth() === Number(mo) - 1 &&
      date.getUTCDate() === Number(d) &&
      date.getUTCHours() === Number(h) &&
      date.getUTCMinutes() === Number(mi) &&
      date.getUTCSeconds() === Number(s);
    return exists ? date.toISOString() : undefined;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    const time = Date.parse(value);
    return Number.isNaN(time) ? undefined : new Date(time).toISOString();
  }
  return undefined;
}

/** A moment as the formats take it: a Date, epoch milliseconds, an ISO string or a server date string. */
export type Moment = Date | number | string;

function toDate(moment: Moment): Date | undefined {
  if (moment instanceof Date) return Number.isNaN(moment.getTime()) ? undefined : moment;
  if (typeof moment === 'number') return Number.isFinite(moment) ? new Date(moment) : undefined;
  const iso = serverDateToIso(moment);
  return iso === undefined ? undefined : new Date(iso);
}

/**
 * [FMT2] The named date formats of §9: day-month ("05/03"), time ("18:30"), date-time ("05/03/2024, 18:30"),
 * medium date ("5 Mar 2024"), and those the product's own screens use: time with seconds ("18:30:05", a wall
 * clock), a weekday and date ("Tue 5 Mar", a day to choose) and the start of an event ("Tue 5 Mar, 18:30").
 */
export const DATE_FORMATS = {
  dayMonth: { day: '2-digit', month: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit' },
  timeWithSeconds: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
  weekdayDate: { weekday: 'short', day: 'numeric', month: 'short' },
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  mediumDate: { dateStyle: 'medium' },
  eventStart: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateFormatName = keyof typeof DATE_FORMATS;

export interface DateFormatContext {
  readonly locale: string;
  /** An IANA zone ('Europe/Berlin'); undefined means the runtime's own (the bettor's, in a browser). */
  readonly timeZone?: string | undefined;
}

/** A locale Intl knows, else 'en': a crafted or unknown tag never throws out of a format. */
function safeLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** A zone Intl knows, else UTC. */
function safeTimeZone(timeZone: string | undefined): string | undefined {
  if (timeZone === undefined) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** [FMT2] The Intl formatter of a named date format (cached per locale, name and zone). */
export function dateFormatter(name: DateFormatName, context: DateFormatContext): Intl.DateTimeFormat {
  const locale = safeLocale(context.locale);
  const timeZone = safeTimeZone(context.timeZone);
  const key = `${locale}|${name}|${timeZone ?? ''}`;
  let format = dateFormatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...DATE_FORMATS[name], timeZone });
    dateFormatters.set(key, format);
  }
  return format;
}

/** [FMT2] A moment in a named format, in the given locale and time zone; '' for a moment that is not one. */
export function formatDate(moment: Moment, name: DateFormatName, context: DateFormatContext): string {
  const date = toDate(moment);
  return date ? dateFormatter(name, context).format(date) : '';
}

/**
 * [FMT8] The fraction digits of a currency with `subunits` minor units per major unit (a power of ten):
 * 1 → 0, 100 → 2, 1e8 → 8. Below 1 (no currency has that) gives 0. The one place this is computed: money is
 * written, parsed and checked with these digits everywhere.
 */
export function fractionDigits(subunits: number): number {
  if (!Number.isFinite(subunits) || subunits < 1) return 0;
  return Math.round(Math.log10(subunits));
}

/** How an amount of money is written (spec §9 currency formats). */
export interface MoneyFormat {
  readonly locale: string;
  /** 'code' writes "EUR 10.00", 'symbol' writes "€10.00" (the narrow symbol where the locale has one). */
  readonly display?: 'code' | 'symbol';
  /** False: a whole amount drops its zeros ("€10", but "€10.50"). Default true ("€10.00"). */
  readonly zeros?: boolean;
  /** Fraction digits of the currency (2 for EUR, 8 for BTC); default: Intl's for the currency, else 2. */
  readonly fractionDigits?: number;
}

const numberFormatters = new Map<string, Intl.NumberFormat>();

function numberFormatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormatters.set(key, format);
  }
  return format;
}

const CURRENCY_CODE = /^[A-Z]{3,5}$/;

function digitsOptions(format: MoneyFormat): Intl.NumberFormatOptions {
  const digits = format.fractionDigits;
  const fraction =
    digits === undefined
      ? {}
      : {
          minimumFractionDigits: Math.max(0, Math.min(20, digits)),
          maximumFractionDigits: Math.max(0, Math.min(20, digits)),
        };
  return format.zeros === false ? { ...fraction, trailingZeroDisplay: 'stripIfInteger' } : fraction;
}

/**
 * The currency formatter of a money format, or undefined for a code Intl does not take as a currency (USDT,
 * a 5-letter token): those are written as digits and the code.
 */
function currencyFormatter(currency: string, format: MoneyFormat): Intl.NumberFormat | undefined {
  if (!CURRENCY_CODE.test(currency)) return undefined;
  try {
    return numberFormatter(safeLocale(format.locale), {
      style: 'currency',
      currency,
      currencyDisplay: format.display === 'symbol' ? 'narrowSymbol' : 'code',
      ...digitsOptions(format),
    });
  } catch {
    return undefined;
  }
}

/** [FMT4] Digits only: the amount in the locale's digits, grouping and decimal sign, no currency. */
export function formatDigits(amount: number, format: Omit<MoneyFormat, 'display'>): string {
  if (!Number.isFinite(amount)) return '';
  const digits = format.fractionDigits ?? 2;
  return numberFormatter(
    safeLocale(format.locale),
    digitsOptions({ ...format, fractionDigits: digits }),
  ).format(amount);
}

/**
 * [FMT3] An amount in major units as money: with the code ("EUR 1,000.00", "1.000,00 EUR") or the symbol
 * ("€1,000.00"), with or without the zeros of a whole amount. A code Intl does not know is written after
 * the digits ("12.50 USDT"); a non-finite amount is ''.
 */
export function formatCurrency(amount: number, currency: string, format: MoneyFormat): string {
  if (!Number.isFinite(amount)) return '';
  const formatter = currencyFormatter(currency, format);
  if (formatter) return formatter.format(amount);
  const code = currency.replace(/[^A-Za-z0-9]/g, '').slice(0, 10);
  return `${formatDigits(amount, format)} ${code}`.trim();
}

export interface CurrencyParts {
  /** The code or symbol as the locale writes it ("EUR", "€", "US$"). */
  readonly currency: string;
  /** The rest: sign, digits, grouping and decimal sign ("1,000.00", "-5,00"). */
  readonly amount: string;
  /** Whether the locale writes the currency before the amount. */
  readonly currencyFirst: boolean;
}

/**
 * [FMT5] The parts of an amount of money (Intl formatToParts), for a display that styles the currency apart
 * from the digits; reading `amount` and `currency` in `currencyFirst` order gives `formatCurrency`'s text up to
 * the spacing between them.
 */
export function currencyParts(amount: number, currency: string, format: MoneyFormat): CurrencyParts {
  const formatter = currencyFormatter(currency, format);
  if (!formatter || !Number.isFinite(amount)) {
    return {
      currency,
      amount: Number.isFinite(amount) ? formatDigits(amount, format) : '',
      currencyFirst: false,
    };
  }
  const parts = formatter.formatToParts(amount);
  const currencyIndex = parts.findIndex((part) => part.type === 'currency');
  const firstDigit = parts.findIndex((part) => part.type === 'integer');
  const text = parts
    .filter((part) => part.type !== 'currency' && part.type !== 'literal')
    .map((part) => part.value)
    .join('');
  return {
    currency: parts[currencyIndex]?.value ?? currency,
    amount: text,
    currencyFirst: currencyIndex !== -1 && currencyIndex < firstDigit,
  };
}

/** [FMT6] Short percent: a fraction (0.125) as a whole percent of the locale ("13%", "13 %", "%13"). */
export function formatShortPercent(fraction: number, locale: string): string {
  if (!Number.isFinite(fraction)) return '';
  return numberFormatter(safeLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
}

/** [FMT7] Podium keys of §9: places 1 to 3, each won or lost. */
export const PODIUM_KEYS = [
  'place1Win',
  'place1Lose',
  'place2Win',
  'place2Lose',
  'place3Win',
  'place3Lose',
] as const;
export type PodiumKey = (typeof PODIUM_KEYS)[number];

/** [FMT7] Place 1..3 with a win or lose flag → place1Win..place3Lose; any other place has no podium key. */
export function podiumKey(place: number, win: boolean): PodiumKey | undefined {
  if (place !== 1 && place !== 2 && place !== 3) return undefined;
  return `place${place}${win ? 'Win' : 'Lose'}`;
}

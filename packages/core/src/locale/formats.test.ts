import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencyParts,
  DATE_FORMATS,
  type DateFormatName,
  formatCurrency,
  formatDate,
  formatDigits,
  formatShortPercent,
  fractionDigits,
  PODIUM_KEYS,
  podiumKey,
  serverDateToIso,
} from './formats';

/** ICU's spacing (no-break, narrow no-break) and bidi marks, as plain text for readable expectations. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

const SERVER_DATE = '2024-03-05 17:30:00 UTC';

describe('server dates (spec §9)', () => {
  it('[FMT1] turns YYYY-MM-DD HH:MM:SS UTC into ISO 8601', () => {
    expect(serverDateToIso(SERVER_DATE)).toBe('2024-03-05T17:30:00.000Z');
    expect(serverDateToIso('2024-12-31 23:59:59 UTC')).toBe('2024-12-31T23:59:59.000Z');
    expect(serverDateToIso('2024-02-29 00:00:00.250 UTC')).toBe('2024-02-29T00:00:00.250Z');
    expect(serverDateToIso('2024-03-05T17:30:00+01:00')).toBe('2024-03-05T16:30:00.000Z');
  });

  it('[FMT1] refuses what is not a date, or a date that does not exist', () => {
    for (const bad of [
      '',
      'yesterday',
      '2024-03-05 17:30:00',
      '2024-03-05 17:30:00 CET',
      '2023-02-29 10:00:00 UTC',
      '2024-13-01 10:00:00 UTC',
      '2024-03-05 25:00:00 UTC',
      '<script>alert(1)</script>',
      `${'2024-03-05 17:30:00 UTC'.repeat(3)}`,
    ])
      expect(serverDateToIso(bad), bad).toBeUndefined();
  });

  it('[FMT1] round-trips every instant written the server way', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          const whole = new Date(Math.floor(d.getTime() / 1000) * 1000);
          const text = `${whole.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
          expect(serverDateToIso(text)).toBe(whole.toISOString());
        },
      ),
    );
  });
});

describe('date formats (spec §9), in the bettor’s time zone', () => {
  const berlin = (locale: string, name: DateFormatName) =>
    plain(formatDate(SERVER_DATE, name, { locale, timeZone: 'Europe/Berlin' }));

  it('[FMT2] writes day-month, time, date-time and medium date per locale', () => {
    expect(berlin('de', 'dayMonth')).toBe('05.03.');
    expect(berlin('fr', 'dayMonth')).toBe('05/03');
    expect(berlin('en', 'dayMonth')).toBe('03/05');
    expect(berlin('de', 'time')).toBe('18:30');
    expect(berlin('en', 'time')).toBe('06:30 PM');
    expect(berlin('de', 'dateTime')).toBe('05.03.2024, 18:30');
    expect(berlin('fr', 'mediumDate')).toBe('5 mars 2024');
    expect(berlin('it', 'mediumDate')).toBe('5 mar 2024');
    expect(berlin('he', 'mediumDate')).toBe('5 במרץ 2024');
    expect(berlin('he', 'time')).toBe('18:30');
    expect(berlin('ar', 'time')).toMatch(/^06:30 م$/);
  });

  it('[FMT2] writes a wall clock’s time with seconds and a day to choose, per locale', () => {
    expect(berlin('de', 'timeWithSeconds')).toBe('18:30:00');
    expect(berlin('en', 'timeWithSeconds')).toBe('06:30:00 PM');
    expect(berlin('en', 'weekdayDate')).toBe('Tue, Mar 5');
    expect(berlin('de', 'weekdayDate')).toBe('Di., 5. März');
    expect(berlin('fr', 'weekdayDate')).toBe('mar. 5 mars');
  });

  it('[FMT2] shows the same instant in each zone it is asked for, never the runtime’s', () => {
    const at = (timeZone: string) => formatDate(SERVER_DATE, 'time', { locale: 'de', timeZone });
    expect(at('UTC')).toBe('17:30');
    expect(at('Europe/Berlin')).toBe('18:30');
    expect(at('America/New_York')).toBe('12:30');
    expect(at('Asia/Tokyo')).toBe('02:30');
    expect(formatDate(SERVER_DATE, 'dayMonth', { locale: 'de', timeZone: 'Asia/Tokyo' })).toBe('06.03.');
    // Summer time: the same wall-clock rule, one more hour.
    expect(formatDate('2024-07-05 17:30:00 UTC', 'time', { locale: 'de', timeZone: 'Europe/Berlin' })).toBe(
      '19:30',
    );
  });

  it('[FMT2] takes Dates, epoch milliseconds and ISO strings alike', () => {
    const context = { locale: 'en', timeZone: 'UTC' };
    const iso = '2024-03-05T17:30:00.000Z';
    const expected = formatDate(SERVER_DATE, 'dateTime', context);
    expect(formatDate(iso, 'dateTime', context)).toBe(expected);
    expect(formatDate(new Date(iso), 'dateTime', context)).toBe(expected);
    expect(formatDate(Date.parse(iso), 'dateTime', context)).toBe(expected);
  });

  it('[FMT2] gives an empty text for a bad moment and survives unknown locales and zones', () => {
    expect(formatDate('not a date', 'time', { locale: 'en', timeZone: 'UTC' })).toBe('');
    expect(formatDate(Number.NaN, 'time', { locale: 'en', timeZone: 'UTC' })).toBe('');
    expect(formatDate(new Date('x'), 'time', { locale: 'en', timeZone: 'UTC' })).toBe('');
    expect(formatDate(SERVER_DATE, 'time', { locale: '<script>', timeZone: 'Mars/Olympus' })).toBe(
      '05:30 PM',
    );
    for (const name of Object.keys(DATE_FORMATS) as DateFormatName[])
      expect(formatDate(SERVER_DATE, name, { locale: 'xx-invalid-@@', timeZone: 'UTC' })).not.toBe('');
  });
});

describe('money and percent formats (spec §9)', () => {
  it('[FMT3] writes money with the code or the symbol', () => {
    expect(plain(formatCurrency(1000, 'EUR', { locale: 'en' }))).toBe('EUR 1,000.00');
    expect(plain(formatCurrency(1000, 'EUR', { locale: 'de' }))).toBe('1.000,00 EUR');
    expect(plain(formatCurrency(1000, 'EUR', { locale: 'en', display: 'symbol' }))).toBe('€1,000.00');
    expect(plain(formatCurrency(1000, 'EUR', { locale: 'fr', display: 'symbol' }))).toBe('1 000,00 €');
    expect(plain(formatCurrency(1000, 'USD', { locale: 'he', display: 'symbol' }))).toBe('1,000.00 $');
    expect(plain(formatCurrency(1000, 'EUR', { locale: 'ar', display: 'code' }))).toBe('1,000.00 EUR');
  });

  it('[FMT3] drops the zeros of a whole amount only when asked', () => {
    const symbol = { locale: 'en', display: 'symbol' } as const;
    expect(formatCurrency(10, 'EUR', { ...symbol, zeros: false })).toBe('€10');
    expect(formatCurrency(10.5, 'EUR', { ...symbol, zeros: false })).toBe('€10.50');
    expect(formatCurrency(10, 'EUR', symbol)).toBe('€10.00');
    expect(plain(formatCurrency(10, 'EUR', { locale: 'it', zeros: false }))).toBe('10 EUR');
  });

  it('[FMT3] uses the currency’s fraction digits, and writes codes Intl lacks after the digits', () => {
    expect(plain(formatCurrency(0.00012345, 'BTC', { locale: 'en', fractionDigits: 8 }))).toBe(
      'BTC 0.00012345',
    );
    expect(plain(formatCurrency(1000, 'JPY', { locale: 'en', display: 'symbol' }))).toBe('¥1,000');
    expect(formatCurrency(12.5, 'USDT', { locale: 'en' })).toBe('12.50 USDT');
    expect(formatCurrency(12.5, 'us<b>', { locale: 'en' })).toBe('12.50 usb');
    expect(formatCurrency(Number.POSITIVE_INFINITY, 'EUR', { locale: 'en' })).toBe('');
  });

  it('[FMT4] writes digits only', () => {
    expect(formatDigits(1234.5, { locale: 'en' })).toBe('1,234.50');
    expect(formatDigits(1234.5, { locale: 'de' })).toBe('1.234,50');
    expect(formatDigits(1234, { locale: 'de', zeros: false })).toBe('1.234');
    expect(formatDigits(1234.5, { locale: 'en', fractionDigits: 0 })).toBe('1,235');
  });

  it('[FMT8] gives a currency the fraction digits of its subunits', () => {
    expect(fractionDigits(1)).toBe(0);
    expect(fractionDigits(100)).toBe(2);
    expect(fractionDigits(1_000)).toBe(3);
    expect(fractionDigits(100_000_000)).toBe(8);
    for (const nonsense of [0, 0.5, -100, Number.NaN, Number.POSITIVE_INFINITY])
      expect(fractionDigits(nonsense)).toBe(0);
  });

  it('[FMT8] a power of ten has as many fraction digits as zeros, and writes its smallest unit exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), (zeros) => {
        const subunits = 10 ** zeros;
        expect(fractionDigits(subunits)).toBe(zeros);
        const smallest = formatDigits(1 / subunits, {
          locale: 'en',
          fractionDigits: fractionDigits(subunits),
        });
        expect(smallest).toBe(zeros === 0 ? '1' : `0.${'1'.padStart(zeros, '0')}`);
      }),
    );
  });

  it('[FMT5] splits money into currency and amount parts', () => {
    expect(currencyParts(1000, 'EUR', { locale: 'en', display: 'symbol' })).toEqual({
      currency: '€',
      amount: '1,000.00',
      currencyFirst: true,
    });
    expect(currencyParts(-5, 'EUR', { locale: 'de', display: 'symbol' })).toEqual({
      currency: '€',
      amount: '-5,00',
      currencyFirst: false,
    });
    const hebrew = currencyParts(1000, 'ILS', { locale: 'he', display: 'symbol' });
    expect(hebrew.currency).toBe('₪');
    expect(hebrew.currencyFirst).toBe(false);
    expect(currencyParts(12.5, 'USDT', { locale: 'en' })).toEqual({
      currency: 'USDT',
      amount: '12.50',
      currencyFirst: false,
    });
  });

  it('[FMT6] writes a short percent, as each locale places its sign', () => {
    expect(formatShortPercent(0.125, 'en')).toBe('13%');
    expect(plain(formatShortPercent(0.125, 'fr'))).toBe('13 %');
    expect(plain(formatShortPercent(0.5, 'tr'))).toBe('%50');
    expect(plain(formatShortPercent(0.5, 'ar'))).toMatch(/^50\s?%$/);
    expect(formatShortPercent(Number.NaN, 'en')).toBe('');
  });
});

describe('podium places (spec §9)', () => {
  it('[FMT7] maps places 1 to 3 with a win or lose flag to place1Win..place3Lose', () => {
    expect([1, 2, 3].flatMap((place) => [podiumKey(place, true), podiumKey(place, false)])).toEqual([
      ...PODIUM_KEYS,
    ]);
  });

  it('[FMT7] has no key for any other place', () => {
    for (const place of [0, 4, -1, 1.5, Number.NaN]) expect(podiumKey(place, true)).toBeUndefined();
  });
});

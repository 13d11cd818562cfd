import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatOdds,
  INVALID_ODDS_DISPLAY,
  isValidOdds,
  OddsDisplayError,
  oddsFromDisplay,
} from './odds-format';
import { ODDS_TYPES, type OddsType } from './odds-type';

type Row = readonly [decimal: number, displays: Readonly<Record<OddsType, string>>];

/** Expected displays, edge odds first (1.01, 1.5, 2.0, 101.0), then common and awkward prices. */
const TABLE: readonly Row[] = [
  [
    1.01,
    {
      european: '1.01',
      british: '1/100',
      hongkong: '0.01',
      american: '-10000',
      indonesian: '-100.00',
      malaysian: '0.01',
      percent: '99%',
    },
  ],
  [
    1.5,
    {
      european: '1.50',
      british: '1/2',
      hongkong: '0.50',
      american: '-200',
      indonesian: '-2.00',
      malaysian: '0.50',
      percent: '66.7%',
    },
  ],
  [
    2.0,
    {
      european: '2.00',
      british: '1/1',
      hongkong: '1.00',
      american: '+100',
      indonesian: '1.00',
      malaysian: '1.00',
      percent: '50%',
    },
  ],
  [
    101.0,
    {
      european: '101.00',
      british: '100/1',
      hongkong: '100.00',
      american: '+10000',
      indonesian: '100.00',
      malaysian: '-0.01',
      percent: '0.99%',
    },
  ],
  [
    1.91,
    {
      european: '1.91',
      british: '10/11',
      hongkong: '0.91',
      american: '-110',
      indonesian: '-1.10',
      malaysian: '0.91',
      percent: '52.4%',
    },
  ],
  [
    2.5,
    {
      european: '2.50',
      british: '3/2',
      hongkong: '1.50',
      american: '+150',
      indonesian: '1.50',
      malaysian: '-0.67',
      percent: '40%',
    },
  ],
  [
    3.75,
    {
      european: '3.75',
      british: '11/4',
      hongkong: '2.75',
      american: '+275',
      indonesian: '2.75',
      malaysian: '-0.36',
      percent: '26.7%',
    },
  ],
  [
    1.33,
    {
      european: '1.33',
      british: '1/3',
      hongkong: '0.33',
      american: '-303',
      indonesian: '-3.03',
      malaysian: '0.33',
      percent: '75.2%',
    },
  ],
  [
    1.37,
    {
      european: '1.37',
      british: '37/100',
      hongkong: '0.37',
      american: '-270',
      indonesian: '-2.70',
      malaysian: '0.37',
      percent: '73%',
    },
  ],
  [
    500,
    {
      european: '500.00',
      british: '499/1',
      hongkong: '499.00',
      american: '+49900',
      indonesian: '499.00',
      malaysian: '-0.002',
      percent: '0.2%',
    },
  ],
  [
    1.004,
    {
      european: '1.004',
      british: '1/250',
      hongkong: '0.004',
      american: '-25000',
      indonesian: '-250.00',
      malaysian: '0.004',
      percent: '99.6%',
    },
  ],
];

/**
 * Decimal prices: 2-decimal ones (what the backend sends), arbitrary doubles, and prices just above 1. Round
 * trips are promised from 1.000001 to 1,000,000 (closer to 1, double precision runs out).
 */
const decimalOdds = fc.oneof(
  fc.integer({ min: 101, max: 100_000 }).map((cents) => cents / 100),
  fc.double({ min: 1.000001, max: 1e6, noNaN: true }),
  fc.double({ min: 1e-6, max: 0.02, noNaN: true }).map((profit) => 1 + profit),
  fc.double({ min: 1.9, max: 2.1, noNaN: true }),
  fc.constantFrom(1.01, 1.5, 2, 101, 1.995, 2.005, 1.125, 1000.5),
);
const oddsType = fc.constantFrom(...ODDS_TYPES);

describe('odds display formats', () => {
  for (const [decimal, displays] of TABLE) {
    it(`[ODD2]-[ODD8] writes ${decimal} in every display type`, () => {
      const written = Object.fromEntries(ODDS_TYPES.map((type) => [type, formatOdds(decimal, type)]));
      expect(written).toEqual(displays);
    });
  }

  it('[ODD1] writes invalid prices (not finite, or not above 1) as a dash in every type', () => {
    for (const decimal of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1, 0.5, 0, -2]) {
      expect(isValidOdds(decimal)).toBe(false);
      for (const type of ODDS_TYPES) expect(formatOdds(decimal, type)).toBe(INVALID_ODDS_DISPLAY);
    }
    expect(INVALID_ODDS_DISPLAY).toBe('\u2013');
  });

  it('[ODD3] uses the bookmaker ladder when a ladder fraction shows the same decimal', () => {
    const expected: Record<string, string> = {
      '1.02': '1/50',
      '1.06': '1/16',
      '1.13': '2/15',
      '1.36': '4/11',
      '1.62': '8/13',
      '1.67': '2/3',
      '1.73': '8/11',
      '2.38': '11/8',
      '2.63': '13/8',
      '3.10': '21/10',
      '3.13': '17/8',
      '4.33': '10/3',
      '4.50': '7/2',
      '1001.00': '1000/1',
    };
    for (const [decimal, fraction] of Object.entries(expected)) {
      expect(formatOdds(Number(decimal), 'british')).toBe(fraction);
    }
  });

  it('[ODD3] falls back to the exact reduced fraction of the displayed decimal', () => {
    expect(formatOdds(1.12, 'british')).toBe('3/25');
    expect(formatOdds(2.37, 'british')).toBe('137/100');
    expect(formatOdds(37.5, 'british')).toBe('73/2');
    expect(formatOdds(1.368421, 'british')).toBe('37/100');
  });

  it('[ODD3] always writes a reduced fraction, never "EVS"', () => {
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    fc.assert(
      fc.property(decimalOdds, (decimal) => {
        const match = /^(\d+)\/(\d+)$/.exec(formatOdds(decimal, 'british'));
        expect(match).not.toBeNull();
        expect(gcd(Number(match?.[1]), Number(match?.[2]))).toBe(1);
      }),
    );
  });

  it('[ODD2] [ODD4] writes european and hong kong within half a cent of the price, hong kong = european − 1', () => {
    fc.assert(
      fc.property(decimalOdds, (decimal) => {
        const european = formatOdds(decimal, 'european');
        const hongkong = formatOdds(decimal, 'hongkong');
        if (decimal >= 1.01) expect(Math.abs(Number(european) - decimal)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Number(hongkong)).toBeCloseTo(Number(european) - 1, 9);
        expect(european.split('.')[1]).toBe(hongkong.split('.')[1]);
      }),
    );
  });

  it('[ODD7] keeps malaysian odds between -1 and 1 and never at 0', () => {
    fc.assert(
      fc.property(decimalOdds, (decimal) => {
        const value = Number(formatOdds(decimal, 'malaysian'));
        expect(Math.abs(value)).toBeLessThanOrEqual(1);
        expect(value).not.toBe(0);
      }),
    );
  });

  it('[ODD5] [ODD6] [ODD7] write evens as +100 and 1.00, never -100 or -1.00', () => {
    for (const decimal of [1.996, 1.999, 2, 2.001, 2.004]) {
      expect(formatOdds(decimal, 'indonesian')).toBe('1.00');
      expect(formatOdds(decimal, 'malaysian')).toBe('1.00');
    }
    for (const decimal of [1.9951, 1.999, 2, 2.004]) expect(formatOdds(decimal, 'american')).toBe('+100');
  });

  it('[ODD8] never writes a price above 1 as 100% or 0%', () => {
    expect(formatOdds(1.0001, 'percent')).toBe('99.99%');
    expect(formatOdds(1e6, 'percent')).toBe('0.0001%');
    fc.assert(
      fc.property(decimalOdds, (decimal) => {
        const value = Number(formatOdds(decimal, 'percent').slice(0, -1));
        expect(value).toBeGreaterThan(0);
        expect(value).toBeLessThan(100);
      }),
    );
  });

  it('[ODD11] reads every display of the table back to its price', () => {
    for (const [decimal, displays] of TABLE) {
      for (const type of ODDS_TYPES) {
        const back = oddsFromDisplay(displays[type], type);
        // A display rounds: read back, it is the price it shows, within the display's precision.
        expect(Math.abs(back - decimal) / decimal).toBeLessThan(type === 'malaysian' ? 0.01 : 0.005);
      }
    }
    expect(oddsFromDisplay('1/2', 'british')).toBe(1.5);
    expect(oddsFromDisplay('-200', 'american')).toBe(1.5);
    expect(oddsFromDisplay('+100', 'american')).toBe(2);
    expect(oddsFromDisplay('-100', 'american')).toBe(2);
    expect(oddsFromDisplay('50%', 'percent')).toBe(2);
  });

  it('[ODD11] accepts spaces, a plus sign, the Unicode minus, EVS and a missing percent sign', () => {
    expect(oddsFromDisplay(' 2.50 ', 'european')).toBe(2.5);
    expect(oddsFromDisplay('EVS', 'british')).toBe(2);
    expect(oddsFromDisplay('evens', 'british')).toBe(2);
    expect(oddsFromDisplay('5 / 2', 'british')).toBe(3.5);
    expect(oddsFromDisplay('150', 'american')).toBe(2.5);
    expect(oddsFromDisplay('\u2212200', 'american')).toBe(1.5);
    expect(oddsFromDisplay('+1.50', 'indonesian')).toBe(2.5);
    expect(oddsFromDisplay('\u22122.00', 'indonesian')).toBe(1.5);
    expect(oddsFromDisplay('-0.5', 'malaysian')).toBe(3);
    expect(oddsFromDisplay('50', 'percent')).toBe(2);
    expect(oddsFromDisplay('25 %', 'percent')).toBe(4);
  });

  it('[ODD11] throws OddsDisplayError for text that is not a price of the type', () => {
    const bad: readonly (readonly [string, OddsType])[] = [
      ['', 'european'],
      ['abc', 'european'],
      ['1.00', 'european'],
      ['0.5', 'european'],
      ['-1.5', 'european'],
      ['1,50', 'european'],
      ['0/1', 'british'],
      ['5/0', 'british'],
      ['2.5', 'british'],
      ['-1/2', 'british'],
      ['0', 'hongkong'],
      ['-0.5', 'hongkong'],
      ['-50', 'american'],
      ['+99', 'american'],
      ['1e3', 'american'],
      ['0.5', 'indonesian'],
      ['-0.99', 'indonesian'],
      ['1.5', 'malaysian'],
      ['-1.01', 'malaysian'],
      ['0', 'malaysian'],
      ['100%', 'percent'],
      ['0%', 'percent'],
      ['-5%', 'percent'],
      ['Infinity', 'european'],
    ];
    for (const [text, type] of bad) {
      expect(() => oddsFromDisplay(text, type), `${type} "${text}"`).toThrow(OddsDisplayError);
    }
    for (const type of ODDS_TYPES) {
      expect(() => oddsFromDisplay(INVALID_ODDS_DISPLAY, type)).toThrow(OddsDisplayError);
    }
    expect(() => oddsFromDisplay('abc', 'american')).toThrow('"abc" is not american odds');
  });

  it('[ODD9] round trips: display → decimal → display gives the same display, in every type', () => {
    fc.assert(
      fc.property(decimalOdds, oddsType, (decimal, type) => {
        const display = formatOdds(decimal, type);
        expect(formatOdds(oddsFromDisplay(display, type), type)).toBe(display);
      }),
      { numRuns: 5000 },
    );
  });

  it('[ODD9] round trips every 2-decimal price from 1.01 to 1000.00, in every type', () => {
    for (let cents = 101; cents <= 100_000; cents++) {
      for (const type of ODDS_TYPES) {
        const display = formatOdds(cents / 100, type);
        if (formatOdds(oddsFromDisplay(display, type), type) !== display) {
          expect.fail(`${type} ${cents / 100} → ${display} does not round trip`);
        }
      }
    }
  });

  it('[ODD10] never shows a higher price as a worse one, in any type', () => {
    fc.assert(
      fc.property(decimalOdds, decimalOdds, oddsType, (a, b, type) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lowBack = oddsFromDisplay(formatOdds(low, type), type);
        const highBack = oddsFromDisplay(formatOdds(high, type), type);
        expect(lowBack).toBeLessThanOrEqual(highBack);
      }),
      { numRuns: 5000 },
    );
  });

  it('[ODD10] orders american, hong kong and percent numerically with the price', () => {
    fc.assert(
      fc.property(decimalOdds, decimalOdds, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const number = (decimal: number, type: OddsType) =>
          Number(formatOdds(decimal, type).replace('%', ''));
        expect(number(low, 'hongkong')).toBeLessThanOrEqual(number(high, 'hongkong'));
        expect(number(low, 'percent')).toBeGreaterThanOrEqual(number(high, 'percent'));
        const lowAmerican = number(low, 'american');
        const highAmerican = number(high, 'american');
        // -100 and +100 are both evens; otherwise a longer price is a larger American number.
        if (!(Math.abs(lowAmerican) === 100 && Math.abs(highAmerican) === 100)) {
          expect(lowAmerican).toBeLessThanOrEqual(highAmerican);
        }
      }),
      { numRuns: 5000 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EVENS_DISPLAY,
  FRACTION_LADDER,
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
      british: 'Evens',
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
      british: '6/4',
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
      british: '3/8',
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
      british: '500/1',
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
/** Prices within the ladder (1/1000 to 1000/1): 2-decimal ones, arbitrary doubles, the ladder's own prices. */
const ladderOdds = fc.oneof(
  fc.integer({ min: 101, max: 100_100 }).map((cents) => cents / 100),
  fc.double({ min: 1.001, max: 1001, noNaN: true }),
  fc.constantFrom(...FRACTION_LADDER.map(([numerator, denominator]) => 1 + numerator / denominator)),
);
const LADDER_TEXTS = new Set(
  FRACTION_LADDER.map(([numerator, denominator]) =>
    numerator === denominator ? EVENS_DISPLAY : `${numerator}/${denominator}`,
  ),
);
/** Each ladder display's place on the ladder, shortest first. */
const LADDER_ORDER = new Map([...LADDER_TEXTS].map((text, index) => [text, index]));

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

  it('[ODD3] writes the nearest price of the UK ladder, in the forms bettors read', () => {
    const expected: Record<string, string> = {
      '1.02': '1/50',
      '1.06': '1/16',
      '1.12': '1/8',
      '1.13': '2/15',
      '1.36': '4/11',
      '1.37': '3/8',
      '1.62': '8/13',
      '1.67': '4/6',
      '1.73': '8/11',
      '1.95': '20/21',
      '1.98': 'Evens',
      '2.01': 'Evens',
      '2.38': '11/8',
      '2.50': '6/4',
      '2.61': '8/5',
      '2.63': '13/8',
      '3.10': '85/40',
      '3.13': '85/40',
      '4.33': '100/30',
      '4.50': '7/2',
      '28.49': '27/1',
      '101.00': '100/1',
      '1001.00': '1000/1',
    };
    for (const [decimal, fraction] of Object.entries(expected)) {
      expect(formatOdds(Number(decimal), 'british'), decimal).toBe(fraction);
    }
  });

  it('[ODD3] writes every ladder entry as itself, and evens as the word, never 1/1', () => {
    for (const [numerator, denominator] of FRACTION_LADDER) {
      const text = numerator === denominator ? EVENS_DISPLAY : `${numerator}/${denominator}`;
      expect(formatOdds(1 + numerator / denominator, 'british')).toBe(text);
      expect(oddsFromDisplay(text, 'british')).toBe(1 + numerator / denominator);
    }
    expect(EVENS_DISPLAY).toBe('Evens');
    expect(LADDER_TEXTS.has('1/1')).toBe(false);
  });

  it('[ODD3] beyond the ladder, writes the nearest whole n/1 or 1/n', () => {
    expect(formatOdds(1201, 'british')).toBe('1200/1');
    expect(formatOdds(1001.4, 'british')).toBe('1000/1');
    expect(formatOdds(1001.6, 'british')).toBe('1001/1');
    expect(formatOdds(1 + 1 / 2000, 'british')).toBe('1/2000');
    expect(formatOdds(1.000001, 'british')).toBe('1/1000000');
  });

  it('[ODD3] writes a ladder entry for every price within the ladder', () => {
    fc.assert(
      fc.property(ladderOdds, (decimal) => {
        expect(LADDER_TEXTS.has(formatOdds(decimal, 'british'))).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('[ODD3] writes the nearest ladder price in log odds (no entry is nearer)', () => {
    fc.assert(
      fc.property(decimalOdds, (decimal) => {
        const profit = decimal - 1;
        // The display's own fraction (read back as a decimal, a profit of 1e-6 would lose its last digits).
        const display = formatOdds(decimal, 'british');
        const [numerator, denominator] = display === EVENS_DISPLAY ? [1, 1] : display.split('/').map(Number);
        const shown = Number(numerator) / Number(denominator);
        const distance = Math.abs(Math.log(profit) - Math.log(shown));
        // Within the ladder every entry is a candidate; beyond it, the whole numbers next to the price too.
        const beyond =
          profit > 1000
            ? [Math.floor(profit), Math.ceil(profit)]
            : profit < 1 / 1000
              ? [1 / Math.floor(1 / profit), 1 / Math.ceil(1 / profit)]
              : [];
        const candidates = [
          ...FRACTION_LADDER.map(([numerator, denominator]) => numerator / denominator),
          ...beyond,
        ];
        const nearest = Math.min(
          ...candidates.map((candidate) => Math.abs(Math.log(profit) - Math.log(candidate))),
        );
        expect(distance).toBeLessThanOrEqual(nearest + 1e-12);
      }),
      { numRuns: 3000 },
    );
  });

  it('[ODD3] [ODD10] never writes a higher price as a shorter ladder entry', () => {
    const index = (decimal: number) => LADDER_ORDER.get(formatOdds(decimal, 'british')) ?? -1;
    fc.assert(
      fc.property(ladderOdds, ladderOdds, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(index(low)).toBeLessThanOrEqual(index(high));
      }),
      { numRuns: 5000 },
    );
  });

  it('[ODD3] [ODD9] reads a ladder display back to a price that writes the same display', () => {
    fc.assert(
      fc.property(decimalOdds, (decimal) => {
        const display = formatOdds(decimal, 'british');
        expect(formatOdds(oddsFromDisplay(display, 'british'), 'british')).toBe(display);
      }),
      { numRuns: 5000 },
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
        // British shows the nearest ladder price, whose steps are up to about 14% of the profit apart.
        const tolerance = type === 'british' ? 0.08 : type === 'malaysian' ? 0.01 : 0.005;
        expect(Math.abs(back - decimal) / decimal).toBeLessThan(tolerance);
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
    expect(oddsFromDisplay('Evens', 'british')).toBe(2);
    expect(oddsFromDisplay('100/30', 'british')).toBeCloseTo(13 / 3, 12);
    expect(oddsFromDisplay('85/40', 'british')).toBe(3.125);
    expect(oddsFromDisplay('4/6', 'british')).toBeCloseTo(5 / 3, 12);
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

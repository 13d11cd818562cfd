import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalSeparators,
  presetMinor,
  presetStakes,
  readPresetStakes,
  readStakeInput,
  type StakeInputFormat,
  stakeInputText,
} from './stake-input';

const eurEn: StakeInputFormat = { subunits: 100, separators: decimalSeparators('en') };
const eurDe: StakeInputFormat = { subunits: 100, separators: decimalSeparators('de') };
const whole: StakeInputFormat = { subunits: 1, separators: decimalSeparators('en') };
const btc: StakeInputFormat = { subunits: 100_000_000, separators: decimalSeparators('fr') };

const read = (text: string, format: StakeInputFormat) => readStakeInput(text, format);

describe('stake input', () => {
  it('[STK2] takes the locale’s decimal separator: a comma in de, es, pt-BR, tr, fr, it, pl; a point (or ٫) in en, ar, he', () => {
    for (const locale of ['de', 'es', 'pt-BR', 'tr', 'fr', 'it', 'pl'])
      expect(decimalSeparators(locale)).toEqual([',']);
    for (const locale of ['en', 'he']) expect(decimalSeparators(locale)).toEqual(['.', '\u066b']);
    expect(decimalSeparators('ar')).toContain('.');
    expect(decimalSeparators('ar')).toContain('\u066b');
    expect(decimalSeparators('not a locale!')).toEqual(['.', '\u066b']);
  });

  it('[STK1] [STK3] reads digits with one separator and the currency’s decimals; refuses signs, letters and extra decimals', () => {
    expect(read('10,50', eurDe)).toEqual({ ok: true, minor: 1050 });
    expect(read('12.5', eurEn)).toEqual({ ok: true, minor: 1250 });
    expect(read(' 7 ', eurEn)).toEqual({ ok: true, minor: 700 });
    expect(read('', eurEn)).toEqual({ ok: true, minor: 0 });
    expect(read('10,', eurDe)).toEqual({ ok: true, minor: 1000 });
    expect(read(',5', eurDe)).toEqual({ ok: true, minor: 50 });
    expect(read('abc', eurEn)).toEqual({ ok: false, problem: 'characters' });
    expect(read('1e3', eurEn)).toEqual({ ok: false, problem: 'characters' });
    expect(read('-5', eurEn)).toEqual({ ok: false, problem: 'negative' });
    expect(read('0.001', eurEn)).toEqual({ ok: false, problem: 'decimals' });
    expect(read('10.50', eurDe)).toEqual({ ok: false, problem: 'separator' });
    expect(read('1.2.3', eurEn)).toEqual({ ok: false, problem: 'separator' });
    expect(read('1,000', eurEn)).toEqual({ ok: false, problem: 'separator' });
    expect(read('5.5', whole)).toEqual({ ok: false, problem: 'decimals' });
    expect(read('55', whole)).toEqual({ ok: true, minor: 55 });
    expect(read('0,00000001', btc)).toEqual({ ok: true, minor: 1 });
    expect(read('1234567890123', eurEn)).toEqual({ ok: false, problem: 'too_large' });
    expect(read('000000000000000012', eurEn)).toEqual({ ok: true, minor: 1200 });
  });

  it('[STK1] reads Arabic-Indic digits and the Arabic decimal separator', () => {
    const ar: StakeInputFormat = { subunits: 100, separators: decimalSeparators('ar') };
    expect(read('١٢٫٥', ar)).toEqual({ ok: true, minor: 1250 });
    expect(read('۱۰.۲۵', ar)).toEqual({ ok: true, minor: 1025 });
  });

  it('[STK3] any text holding a letter or a minus sign is refused', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('a', 'Z', 'é', '-', '−', '+', '$'),
        fc.string(),
        (a, bad, b) => {
          expect(read(`${a}${bad}${b}`, eurEn).ok).toBe(false);
        },
      ),
    );
  });

  it('[STK4] the field’s text of an amount reads back as that amount, in every currency and locale', () => {
    const formats = fc.record({
      subunits: fc.constantFrom(1, 10, 100, 1000, 100_000_000),
      separators: fc.constantFrom(...['en', 'de', 'fr', 'ar'].map(decimalSeparators)),
    });
    fc.assert(
      // Up to 12 whole digits of the currency with the fewest decimals: more is refused (STK3 too_large).
      fc.property(formats, fc.integer({ min: 0, max: 10 ** 12 - 1 }), (format, minor) => {
        expect(read(stakeInputText(minor, format), format)).toEqual({ ok: true, minor });
      }),
    );
    expect(stakeInputText(1050, eurDe)).toBe('10,50');
    expect(stakeInputText(1050, eurEn)).toBe('10.50');
    expect(stakeInputText(25, whole)).toBe('25');
  });

  it('[STK5] preset stakes: each valid for the currency, above zero, blanks skipped, sorted without repeats', () => {
    expect(readPresetStakes(['10', '', '2,50', '10'], eurDe)).toEqual({ ok: true, stakes: [2.5, 10] });
    expect(readPresetStakes(['5', '0'], eurEn)).toEqual({ ok: false, index: 1, problem: 'zero' });
    expect(readPresetStakes(['5', '1.005'], eurEn)).toEqual({ ok: false, index: 1, problem: 'decimals' });
    expect(readPresetStakes(['2.5'], whole)).toEqual({ ok: false, index: 0, problem: 'decimals' });
    expect(readPresetStakes(['', ' '], eurEn)).toEqual({ ok: false, index: null, problem: 'none' });
    const many = Array.from({ length: 12 }, (_, index) => String(index + 1));
    const read12 = readPresetStakes(many, eurEn);
    expect(read12.ok && read12.stakes.length).toBe(10);
    expect(presetStakes([0, 1000, 250, 1000], 100)).toEqual({ ok: true, stakes: [2.5, 10] });
    expect(presetStakes([0, 0], 100)).toEqual({ ok: false, index: null, problem: 'none' });
  });

  it('[STK6] a saved preset is offered only where the currency can hold it', () => {
    expect(presetMinor(2.5, 100)).toBe(250);
    expect(presetMinor(5, 1)).toBe(5);
    expect(presetMinor(2.5, 1)).toBeNull();
    expect(presetMinor(0, 100)).toBeNull();
    expect(presetMinor(Number.NaN, 100)).toBeNull();
    expect(presetMinor(0.1, 100)).toBe(10);
  });
});

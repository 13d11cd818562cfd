import { describe, expect, it } from 'vitest';
import { periodKey, periodName } from './period-names';

describe('period names', () => {
  it('writes period keys as feeds do', () => {
    expect([1, 2, 3, 4, 11].map((n) => periodKey(n, 'quarter'))).toEqual([
      '1st_quarter',
      '2nd_quarter',
      '3rd_quarter',
      '4th_quarter',
      '11th_quarter',
    ]);
  });

  it('names periods in every locale, keeping unknown keys as they are', () => {
    expect(periodName('2nd_half', 'en')).toBe('2nd half');
    expect(periodName('2nd_half', 'de')).toBe('2. Halbzeit');
    expect(periodName('3rd_set', 'es')).toBe('3º set');
    expect(periodName('1st_map', 'ar')).toBe('الخريطة 1');
    expect(periodName('overtime', 'pt')).toBe('Prorrogação');
    expect(periodName('golden_goal', 'en')).toBe('golden_goal');
  });
});

import { describe, expect, it } from 'vitest';
import { foldText, slugify } from './text-folding';

describe('text folding', () => {
  it('matches names whatever their case and accents', () => {
    expect(foldText('München')).toBe('munchen');
    expect(foldText('Beşiktaş İSTANBUL')).toBe('besiktas istanbul');
    expect(foldText('Łódź Næstved Straße')).toBe('lodz naestved strasse');
    expect(foldText('الرياض')).toBe(foldText('الرياض'));
  });

  it('turns names into URL slugs', () => {
    expect(slugify('1. FC Köln')).toBe('1-fc-koln');
    expect(slugify('  São Paulo / Rio  ')).toBe('sao-paulo-rio');
    expect(slugify('الرياض')).toBe('x');
  });
});

import { describe, expect, it } from 'vitest';
import { foldText, slugify } from './text-folding';

describe('text folding', () => {
  it('matches names whatever their case and accents', () => {
    expect(foldText('München')).toBe('munchen');
    expect(foldText('Beşiktaş İSTANBUL')).toBe('besiktas istanbul');
    expect(foldText('Łódź Næstved Straße')).toBe('lodz naestved strasse');
    // Other scripts keep their letters; only the marks go (Arabic vowel signs, Greek accents).
    expect(foldText('الرياض')).toBe('الرياض');
    expect(foldText('مُحَمَّد')).toBe('محمد');
    expect(foldText('ΑΕΚ Αθηνών')).toBe('αεκ αθηνων');
  });

  it('turns names into URL slugs', () => {
    expect(slugify('1. FC Köln')).toBe('1-fc-koln');
    expect(slugify('  São Paulo / Rio  ')).toBe('sao-paulo-rio');
    expect(slugify('الرياض')).toBe('x');
  });
});

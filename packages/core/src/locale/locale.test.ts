import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  channelLocale,
  firstAcceptedLanguage,
  isRtlLocale,
  languageHeader,
  negotiateLocale,
  resolveLocaleAlias,
} from './locale';

describe('locales', () => {
  it('[LOC1] resolves the aliases of the spec', () => {
    expect(['no', 'tl', 'br', 'sr', 'en', 'de'].map(resolveLocaleAlias)).toEqual([
      'nb',
      'fil',
      'pt-BR',
      'sr-ME',
      'en',
      'de',
    ]);
  });

  it('[LOC2] writes ar, he, fa and ur right to left, and their regional variants too', () => {
    expect(['ar', 'he', 'fa', 'ur', 'ar-EG', 'fa-IR'].every(isRtlLocale)).toBe(true);
    expect(['en', 'de', 'pt-BR', 'tr', 'br', 'arn'].some(isRtlLocale)).toBe(false);
  });

  it('[LOC3] names channels by base language, br as pt', () => {
    expect(channelLocale('br')).toBe('pt');
    expect(channelLocale('pt-BR')).toBe('pt');
    expect(channelLocale('en-AU')).toBe('en');
    expect(channelLocale('DE')).toBe('de');
  });

  it('[LOC4] negotiates exact, alias, base language, then the fallback', () => {
    const supported = ['en', 'de', 'pt-BR', 'nb'];
    expect(negotiateLocale('de', supported, 'en')).toBe('de');
    expect(negotiateLocale('PT-br', supported, 'en')).toBe('pt-BR');
    expect(negotiateLocale('br', supported, 'en')).toBe('pt-BR');
    expect(negotiateLocale('no', supported, 'en')).toBe('nb');
    expect(negotiateLocale('de-AT', supported, 'en')).toBe('de');
    expect(negotiateLocale('fr', supported, 'en')).toBe('en');
    expect(negotiateLocale(undefined, supported, 'en')).toBe('en');
  });

  it('[LOC4] always answers a supported locale or the fallback, whatever is asked', () => {
    const supported = ['en', 'de', 'es', 'pt', 'tr', 'ar'];
    fc.assert(
      fc.property(fc.string(), (requested) => {
        const result = negotiateLocale(requested, supported, 'en');
        expect(supported).toContain(result);
      }),
    );
  });

  it('reads the first language of an Accept-Language header', () => {
    expect(firstAcceptedLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de-DE');
    expect(firstAcceptedLanguage('*')).toBeUndefined();
    expect(firstAcceptedLanguage('')).toBeUndefined();
    expect(firstAcceptedLanguage(undefined)).toBeUndefined();
  });

  it('[LOC5] sends the language header with the aliases resolved: br → pt-BR', () => {
    expect(languageHeader('br')).toBe('pt-BR');
    expect(languageHeader('no')).toBe('nb');
    expect(languageHeader('pt-BR')).toBe('pt-BR');
    expect(languageHeader('he')).toBe('he');
    expect(languageHeader('fr_CA')).toBe('fr-CA');
    expect(languageHeader('en\r\nX-Evil: 1')).toBeUndefined();
    expect(languageHeader('')).toBeUndefined();
  });
});

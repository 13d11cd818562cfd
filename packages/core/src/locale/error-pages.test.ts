import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorPageLocale, errorPageOf, errorTextsLocale, REDUCED_SHELL_LOCALES } from './error-pages';

const site = ['de', 'en', 'fr'];
const catalogue = ['en', 'de', 'de-CH', 'fr', 'fr-CA', 'ar', 'nb', 'ja', 'pt', 'pt-BR'];

describe('error pages (spec §2.3)', () => {
  it('[ERRP1] knows the reduced shell’s ten locales', () => {
    expect([...REDUCED_SHELL_LOCALES].sort()).toEqual(
      ['ar', 'de-AT', 'de-CH', 'en', 'en-AR', 'en-AU', 'en-CA', 'en-NZ', 'fr-CA', 'no'].sort(),
    );
  });

  it('[ERRP2] recognises the error pages under /sports', () => {
    expect(errorPageOf('/sports/500')).toBe('500');
    expect(errorPageOf('/sports/404/')).toBe('404');
    expect(errorPageOf('/sports/locked')).toBe('locked');
    expect(errorPageOf('/sports/blocked')).toBe('blocked');
    expect(errorPageOf('/sports/football')).toBeUndefined();
    expect(errorPageOf('/sports/500/x')).toBeUndefined();
    expect(errorPageOf('/500')).toBeUndefined();
  });

  it('[ERRP2] serves an error page in a site locale or a reduced-shell locale, in its spelling', () => {
    expect(errorPageLocale('fr-CA', site)).toBe('fr-CA');
    expect(errorPageLocale('DE-ch', site)).toBe('de-CH');
    expect(errorPageLocale('no', site)).toBe('no');
    expect(errorPageLocale('fr', site)).toBe('fr');
    expect(errorPageLocale('ja', site)).toBeUndefined();
    expect(errorPageLocale('pt-BR', site)).toBeUndefined();
    expect(errorPageLocale('<svg>', site)).toBeUndefined();
    expect(errorPageLocale('', site)).toBeUndefined();
  });

  it('[ERRP2] never answers a locale outside the two lists, whatever the segment', () => {
    const allowed = new Set<string>([...site, ...REDUCED_SHELL_LOCALES]);
    fc.assert(
      fc.property(fc.string(), (segment) => {
        const locale = errorPageLocale(segment, site);
        if (locale !== undefined) expect(allowed.has(locale)).toBe(true);
      }),
    );
  });

  it('[ERRP3] shows the locale’s own texts, then its alias’s, then its base language’s', () => {
    expect(errorTextsLocale('fr-CA', catalogue, site)).toBe('fr-CA');
    expect(errorTextsLocale('de-CH', catalogue, site)).toBe('de-CH');
    expect(errorTextsLocale('de-AT', catalogue, site)).toBe('de');
    expect(errorTextsLocale('en-NZ', catalogue, site)).toBe('en');
    expect(errorTextsLocale('no', catalogue, site)).toBe('nb');
    expect(errorTextsLocale('br', catalogue, site)).toBe('pt-BR');
  });

  it('[ERRP3] falls back to the first site locale, then English', () => {
    expect(errorTextsLocale('xx', catalogue, site)).toBe('de');
    expect(errorTextsLocale('xx', catalogue, ['de-AT', 'en'])).toBe('de');
    expect(errorTextsLocale('xx', catalogue, ['zz'])).toBe('en');
    expect(errorTextsLocale('xx', catalogue, [])).toBe('en');
  });
});

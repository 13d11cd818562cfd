import { REDUCED_SHELL_LOCALES } from '@sportsbook/core/locale/error-pages';
import { describe, expect, it, vi } from 'vitest';
import catalogueFile from './error-page-catalogue.json';
import {
  blockedDescription,
  errorPageCatalogueLocales,
  errorPageTexts,
  messageSource,
} from './error-page-texts';

vi.mock('server-only', () => ({}));

const SITE = ['en', 'de', 'es', 'pt-BR', 'tr', 'fr', 'it', 'pl', 'ar', 'he'];
const catalogue = (catalogueFile as unknown as { locales: Record<string, unknown> }).locales;

describe('error-page texts (spec §2.3)', () => {
  it('covers about 40 locales, each with every text and the {countryName} argument only', async () => {
    expect(errorPageCatalogueLocales().length).toBeGreaterThanOrEqual(40);
    for (const locale of errorPageCatalogueLocales()) {
      const texts = await errorPageTexts(locale, SITE);
      expect(texts.locale, locale).toBe(locale);
      for (const value of [
        texts.error.title,
        texts.error.description,
        texts.error.home,
        texts.notFound.title,
        texts.notFound.description,
        texts.notFound.home,
        texts.blocked.title,
      ]) {
        expect(value, locale).not.toMatch(/[{}]/);
        expect(value.trim(), locale).not.toBe('');
      }
      expect(texts.blocked.description, locale).toContain('{countryName}');
      expect(texts.blocked.description.replace('{countryName}', ''), locale).not.toMatch(/[{}]/);
    }
  });

  it('writes each catalogue locale in its own words, not English', async () => {
    const english = await errorPageTexts('en', SITE);
    for (const locale of Object.keys(catalogue).filter((l) => !l.startsWith('en'))) {
      const texts = await errorPageTexts(locale, SITE);
      expect(texts.notFound.description, locale).not.toBe(english.notFound.description);
      expect(texts.error.description, locale).not.toBe(english.error.description);
    }
  });

  it('gives every reduced-shell locale texts in its own language', async () => {
    const expected: Record<string, string> = {
      en: 'en',
      'en-AU': 'en',
      'en-CA': 'en',
      'en-NZ': 'en',
      'en-AR': 'en',
      'fr-CA': 'fr-CA',
      'de-AT': 'de',
      'de-CH': 'de-CH',
      ar: 'ar',
      no: 'nb',
    };
    for (const locale of REDUCED_SHELL_LOCALES)
      expect((await errorPageTexts(locale, SITE)).locale).toBe(expected[locale]);
    const swiss = await errorPageTexts('de-CH', SITE);
    expect(swiss.notFound.title).toBe('Seite nicht gefunden');
    expect(swiss.error.description).not.toContain('ß');
    expect((await errorPageTexts('fr-CA', SITE)).notFound.description).toBe(
      'Nous ne trouvons pas cette page.',
    );
    expect((await errorPageTexts('ar', SITE)).dir).toBe('rtl');
    expect((await errorPageTexts('he', SITE)).dir).toBe('rtl');
  });

  it('falls back to the first site locale for a locale without texts', async () => {
    const german = await errorPageTexts('de', SITE);
    expect((await errorPageTexts('xx', ['de', 'en'])).notFound).toEqual(german.notFound);
    expect((await errorPageTexts('<script>', ['de', 'en'])).locale).toBe('de');
    expect((await errorPageTexts('xx', ['en'])).locale).toBe('en');
  });

  it('keeps the locked text in English for most locales', async () => {
    const english = await errorPageTexts('en', SITE);
    expect((await errorPageTexts('ja', SITE)).locked).toEqual(english.locked);
    expect((await errorPageTexts('nl', SITE)).locked).toEqual(english.locked);
    expect((await errorPageTexts('de', SITE)).locked.description).toBe(english.locked.description);
  });

  it('inserts the country name as plain text', async () => {
    const texts = await errorPageTexts('fr', SITE);
    expect(blockedDescription(texts, 'Suisse')).toContain('Suisse');
    expect(blockedDescription(texts, '{countryName} $& <b>')).toContain('{countryName} $& <b>');
  });

  it('reads messages precompiled by the next-intl plugin back as their source', () => {
    expect(messageSource('Plain')).toBe('Plain');
    expect(messageSource(['Unavailable in ', ['countryName'], ' now.'])).toBe(
      'Unavailable in {countryName} now.',
    );
    expect(messageSource([['count', 2, { one: [0, ' x'] }]])).toBeUndefined();
    expect(messageSource({ a: 'b' })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { BETTING_CATALOGUES, placementMessage } from '../../src/betting/messages/betting-messages';
import { MESSAGE_LOCALES, messageLocale, translator } from '../../src/i18n/translate';
import { PAYMENT_CATALOGUES } from '../../src/payments/messages/payment-messages';

/**
 * The server's message catalogues (one per module, one file per locale): every locale the web ships has
 * exactly the English keys, each with the same placeholders, so no bettor reads a half-filled or English text.
 */
const MODULES = { betting: BETTING_CATALOGUES, payments: PAYMENT_CATALOGUES } as const;

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  it('cover every locale the web ships', () => {
    for (const catalogues of Object.values(MODULES))
      expect(Object.keys(catalogues).sort()).toEqual([...MESSAGE_LOCALES].sort());
  });

  describe.each(Object.entries(MODULES))('%s', (_module, catalogues) => {
    const english: Readonly<Record<string, string>> = catalogues.en;
    it.each(MESSAGE_LOCALES.filter((locale) => locale !== 'en'))(
      '%s has exactly the English keys, each translated, with the same placeholders',
      (locale) => {
        const catalogue: Readonly<Record<string, string>> = catalogues[locale];
        expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(catalogue)) {
          expect({ key, placeholders: placeholders(text) }).toEqual({
            key,
            placeholders: placeholders(english[key] ?? ''),
          });
          expect(text.trim(), key).not.toBe('');
          // A text copied from English would leave that bettor reading English.
          expect(text, key).not.toBe(english[key]);
        }
      },
    );
  });
});

describe('translate', () => {
  it.each([
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['FR', 'fr'],
    ['br', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['he-IL', 'he'],
    ['en-GB', 'en'],
    ['xx', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('[LOC4] resolves the locale %s to the catalogue of %s', (requested, locale) => {
    expect(messageLocale(requested)).toBe(locale);
  });

  const messages = translator({
    en: { greeting: 'Hello {name}, you have {count} bets.', plain: 'Plain' },
    de: { greeting: 'Hallo {name}, du hast {count} Wetten.', plain: 'Schlicht' },
    es: { greeting: 'Hola {name}, tienes {count} apuestas.', plain: 'Simple' },
    'pt-BR': { greeting: 'Olá {name}, você tem {count} apostas.', plain: 'Simples' },
    tr: { greeting: 'Merhaba {name}, {count} bahsin var.', plain: 'Düz' },
    fr: { greeting: 'Bonjour {name}, vous avez {count} paris.', plain: 'Simple' },
    it: { greeting: 'Ciao {name}, hai {count} scommesse.', plain: 'Semplice' },
    pl: { greeting: 'Cześć {name}, masz {count} zakładów.', plain: 'Zwykły' },
    ar: { greeting: 'مرحبًا {name}، لديك {count} رهانات.', plain: 'عادي' },
    he: { greeting: 'שלום {name}, יש לך {count} הימורים.', plain: 'רגיל' },
  } as const);

  it('fills every placeholder with its value, in the locale asked for', () => {
    expect(messages.translate('fr', 'greeting', { name: 'Zoé', count: '3' })).toBe(
      'Bonjour Zoé, vous avez 3 paris.',
    );
    expect(messages.translate('he', 'plain')).toBe('רגיל');
  });

  it('looks up a key known only at run time: undefined when there is none; a missing value stays as written', () => {
    expect(messages.lookup('it', 'greeting', { name: 'Lia' })).toBe('Ciao Lia, hai {count} scommesse.');
    expect(messages.lookup('it', 'error.unknown')).toBeUndefined();
  });

  it('gives a message key without texts the default placement message', () => {
    expect(placementMessage('error.place_bets.no_such_key', 'pl')).toBe('Nie udało się postawić zakładu.');
    expect(placementMessage('error.place_bets.selection_unavailable', 'fr')).toBe(
      'Une sélection n’est plus disponible.',
    );
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLATFORM_MESSAGE_KEYS } from '@sportsbook/contract/platform/platform-errors';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '@/lib/i18n/locales';

type Tree = { [key: string]: string | Tree };

const messagesDir = join(__dirname, '../../../messages');

function read(locale: string, namespace: string): Tree {
  return JSON.parse(readFileSync(join(messagesDir, locale, `${namespace}.json`), 'utf8')) as Tree;
}

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function lookup(tree: Tree, path: string): string | Tree | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node;
}

describe('wallet messages', () => {
  const english = keys(read('en', 'wallet')).sort();

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))(
    '%s has every wallet message, translated',
    (locale) => {
      const own = read(locale, 'wallet');
      expect(keys(own).sort()).toEqual(english);
      // Real translations: most texts differ from the English ones (codes like "OK" may not).
      const same = english.filter((key) => lookup(own, key) === lookup(read('en', 'wallet'), key));
      expect(same.length).toBeLessThan(english.length / 10);
    },
  );

  it.each(SUPPORTED_LOCALES)(
    '%s says every limit refusal of a bet in the slip (spec §8: server key first)',
    (locale) => {
      const slip = read(locale, 'slip');
      for (const code of [
        'bet_limit_exceeded',
        'loss_limit_exceeded',
        'wager_limit_exceeded',
        'self_excluded',
        'cooling_off',
        'session_limit_reached',
        'country_blocked',
      ] as const) {
        expect(typeof lookup(slip, PLATFORM_MESSAGE_KEYS[code]), `${locale} ${code}`).toBe('string');
      }
    },
  );

  it('has a message for every payment and limit error code the wallet can meet', () => {
    const errors = lookup(read('en', 'wallet'), 'errors') as Tree;
    for (const code of Object.keys(PLATFORM_MESSAGE_KEYS).filter((code) =>
      /^(amount_|card_declined|card_invalid|card_expired|cvc_|quick_|no_saved|deposit_limit|self_excluded|cooling_off|limit_not|password_confirmation_required|password_invalid)/.test(
        code,
      ),
    ))
      expect(typeof errors[code], code).toBe('string');
  });
});

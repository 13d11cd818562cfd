import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from './locales';
import { NAMESPACES } from './messages';

type Tree = { [key: string]: string | Tree };

const messagesDir = join(__dirname, '../../../messages');

function read(locale: string, namespace: string): Tree | undefined {
  try {
    return JSON.parse(readFileSync(join(messagesDir, locale, `${namespace}.json`), 'utf8')) as Tree;
  } catch {
    return undefined;
  }
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** The ICU argument names of a message (`{count, plural, ...}`, `{name}`), sorted and unique. */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => m[1] ?? ''))].sort();
}

/** Balanced braces: a translation that breaks the ICU syntax fails at render time. */
function balanced(message: string): boolean {
  let depth = 0;
  for (const char of message) {
    if (char === '{') depth += 1;
    if (char === '}') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/**
 * Full UI translations (issue 7): every locale the build ships has every namespace file with exactly the
 * English keys, the same ICU arguments in each message, and texts that are mostly its own (not English left
 * in place). A missing key, file or placeholder in any locale fails here, not as English text on a page.
 */
describe('message parity of every supported locale', () => {
  const cases = SUPPORTED_LOCALES.filter((locale) => locale !== 'en').flatMap((locale) =>
    NAMESPACES.map((namespace) => [locale, namespace] as const),
  );

  it.each(cases)('%s/%s has every English key with the same ICU arguments', (locale, namespace) => {
    const english = flatten(read('en', namespace) ?? {});
    const own = read(locale, namespace);
    expect(own, `apps/web/messages/${locale}/${namespace}.json is missing`).toBeDefined();
    const mine = flatten(own ?? {});
    expect([...mine.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const translated = mine.get(key) ?? '';
      expect(argumentsOf(translated), `${locale} ${namespace}.${key}`).toEqual(argumentsOf(text));
      expect(balanced(translated), `${locale} ${namespace}.${key} braces`).toBe(true);
      expect(translated.trim(), `${locale} ${namespace}.${key} empty`).not.toBe('');
    }
  });

  it.each(cases)('%s/%s is translated, not English left in place', (locale, namespace) => {
    const english = flatten(read('en', namespace) ?? {});
    const mine = flatten(read(locale, namespace) ?? {});
    // Texts made of arguments, codes and names ("{win}/{total}", "OK", "Bonus") may be the same.
    const words = [...english].filter(([, text]) => text.replace(/\{[^}]*\}/g, '').match(/[a-z]{4,}/i));
    const same = words.filter(([key, text]) => mine.get(key) === text);
    expect(same.length, same.map(([key]) => key).join(', ')).toBeLessThanOrEqual(
      Math.max(2, Math.floor(words.length * 0.15)),
    );
  });
});

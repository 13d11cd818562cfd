import { FALLBACK_LOCALE } from './locales';

/** Message namespaces, one file each per locale: `apps/web/messages/<locale>/<namespace>.json`. */
export const NAMESPACES = ['shell', 'errors', 'live', 'catalogue'] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Messages = { [key: string]: string | Messages };

async function loadNamespace(locale: string, namespace: Namespace): Promise<Messages> {
  try {
    const module = (await import(`../../messages/${locale}/${namespace}.json`)) as { default: Messages };
    return module.default;
  } catch {
    // A namespace not written yet for this locale: the fallback locale's texts fill it.
    return {};
  }
}

function deepMerge(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const previous = out[key];
    out[key] = typeof value === 'object' && typeof previous === 'object' ? deepMerge(previous, value) : value;
  }
  return out;
}

const cache = new Map<string, Promise<Messages>>();

/**
 * `{ shell: {...}, errors: {...}, live: {...}, catalogue: {...} }` for a locale, with every key the locale
 * lacks taken from the fallback locale (English).
 */
export function loadMessages(locale: string): Promise<Messages> {
  let messages = cache.get(locale);
  if (!messages) {
    messages = (async () => {
      const out: Messages = {};
      for (const namespace of NAMESPACES) {
        const own = await loadNamespace(locale, namespace);
        out[namespace] =
          locale === FALLBACK_LOCALE ? own : deepMerge(await loadNamespace(FALLBACK_LOCALE, namespace), own);
      }
      return out;
    })();
    cache.set(locale, messages);
  }
  return messages;
}

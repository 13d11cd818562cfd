import { FALLBACK_LOCALE } from './locales';

/** Message namespaces, one file each per locale: `apps/web/messages/<locale>/<namespace>.json`. */
export const NAMESPACES = [
  'shell',
  'errors',
  'live',
  'catalogue',
  'account',
  'slip',
  'bets',
  'auth',
  'wallet',
  'page',
  'privacy',
  'search',
  'info',
  'bonuses',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * A namespace's messages. With the next-intl plugin's `precompile` (next.config.ts) a message is a plain
 * string or its compiled form (an array); in plain Node (unit tests) it is the ICU source string.
 */
type Message = string | readonly unknown[];
export type Messages = { [key: string]: Message | Messages };

function isGroup(value: Message | Messages | undefined): value is Messages {
  return typeof value === 'object' && !Array.isArray(value);
}

async function loadNamespace(locale: string, namespace: Namespace): Promise<Messages> {
  try {
    const module = (await import(`../../../messages/${locale}/${namespace}.json`)) as { default: Messages };
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
    out[key] = isGroup(value) && isGroup(previous) ? deepMerge(previous, value) : value;
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

/**
 * The messages client components use, by namespace: `true` for the whole namespace, else its top-level
 * groups. Server components read every message on the server; only these travel to the browser (in the
 * HTML's RSC payload). A client component that reads a message outside this list gets a missing-message
 * error: add its group here.
 */
export const CLIENT_MESSAGES: Readonly<Record<Namespace, true | readonly string[]>> = {
  // Shell client components: bet slip link, clock, side menu, language switch, block error.
  shell: true,
  // Live updates, odds buttons and format switcher, connection banner, match clock.
  live: true,
  // The generic error page of app/[locale]/error.tsx.
  errors: ['page'],
  // Event rows, the match header, the event markets and a long list's later rows (catalogue/*-view.tsx,
  // event-row.tsx, later-events.tsx) and the favourite stars and lists (favourite-*.tsx, favourites-view.tsx).
  catalogue: ['event', 'status', 'match', 'eventMarkets', 'outrights', 'stage', 'later', 'favourites'],
  // Dialogs and the player's session (modals/*, player/*).
  account: true,
  // The bet slip and quick bet (bet-slip/*), with the spec's error and warning keys.
  slip: true,
  // My bets and the bet history (my-bets/*); the page's own title is server-side but small.
  bets: true,
  // Sign-up, password, confirmation, unlock, phone and account dialogs and pages (auth/*).
  auth: true,
  // Deposit, payment notices, the limits page, responsible-gambling dialogs (wallet/*).
  wallet: true,
  // The route-change progress bar (composition/shell/progress-bar.tsx).
  page: true,
  // The cookie consent banner (features/privacy/consent-banner.tsx).
  privacy: true,
  // The search button and dialog (search/*).
  search: true,
  // Information pages and the footer are server components (info-pages/*).
  info: [],
  // The promotions page's promo code form and the player's bonuses (features/bonuses/*).
  bonuses: true,
};

/** The part of `messages` that client components need (`CLIENT_MESSAGES`). */
export function clientMessages(messages: Messages): Messages {
  const out: Messages = {};
  for (const namespace of NAMESPACES) {
    const all = messages[namespace];
    if (!isGroup(all)) continue;
    const wanted = CLIENT_MESSAGES[namespace];
    if (wanted === true) {
      out[namespace] = all;
      continue;
    }
    const picked: Messages = {};
    for (const group of wanted) {
      const value = all[group];
      if (value !== undefined) picked[group] = value;
    }
    out[namespace] = picked;
  }
  return out;
}

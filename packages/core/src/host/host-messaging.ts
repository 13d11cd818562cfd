import { shouldSwitchCurrency } from '../accounts/player-session';
import type { OddsType } from '../odds/odds-type';
import { configuredLocale, type LocaleRouting } from '../routing/paths';
import { HOST_NAV_ACTIONS, type HostNavAction } from './host-hand-over';

/**
 * Host messaging of spec §7.4: the product inside an operator's inline frame talks to the host page with
 * `postMessage`. Outgoing messages are `{ type: '<tag>:<name>', payload }`, incoming commands
 * `{ type: '<name>', payload }`. These are the decisions: which origins count, which messages are taken,
 * what a command does. Rule ids HOST1..HOST9 in `packages/core/SPEC.md`. The wire shapes (zod) are the
 * contract's (`@sportsbook/contract/host/host-messages`).
 */

/** [HOST2] The product tag outgoing types start with, unless the operator configures another. */
export const DEFAULT_HOST_MESSAGE_TAG = 'sportsbook';

/** [HOST9] Spec §9 size-report throttle. */
export const SIZE_REPORT_THROTTLE_MS = 100;

/** [HOST4] Largest message taken: characters of its JSON text (strings, keys, numbers, punctuation). */
export const HOST_MESSAGE_MAX_CHARS = 4096;
/** [HOST4] Deepest nesting of objects and arrays in a message. */
export const HOST_MESSAGE_MAX_DEPTH = 5;

/** Messages to the host (spec §7.4), without the tag. */
export const OUTGOING_HOST_MESSAGES = [
  'sign-in',
  'sign-up',
  'deposit',
  'page-loaded',
  'page-size-changed',
  'balance-changed',
  'bet-slip-state-changed',
  'top-event-clicked',
  'notify-modal-triggered',
  'initialized',
  'notify-currency-changed',
] as const;
export type OutgoingHostMessageName = (typeof OUTGOING_HOST_MESSAGES)[number];

/** Commands from the host (spec §7.4). */
export const INCOMING_HOST_COMMANDS = [
  'odds_changed',
  'page_changed',
  'search_modal',
  'open_bet_slip',
  'viewport',
  'iframe_integration',
  'apply_bet_code',
  'change_locale',
  'change_currency',
] as const;
export type IncomingHostCommandName = (typeof INCOMING_HOST_COMMANDS)[number];

/** Tabs of the bet-slip panel (spec §2.1). */
export type HostSlipTab = 'BET_SLIP' | 'MY_BETS';

/** A command from the host, once its shape is valid (the contract's schema). */
export type HostCommand =
  | { readonly type: 'odds_changed'; readonly payload: { readonly odds_type: OddsType } }
  | { readonly type: 'page_changed'; readonly payload: { readonly path: string } }
  | { readonly type: 'search_modal'; readonly payload: { readonly open: boolean } }
  | { readonly type: 'open_bet_slip'; readonly payload: { readonly tab?: HostSlipTab | undefined } }
  | {
      readonly type: 'viewport';
      readonly payload: {
        readonly width: number;
        readonly height: number;
        readonly offset_top?: number | undefined;
      };
    }
  | {
      readonly type: 'iframe_integration';
      readonly payload: { readonly listeners: readonly HostNavAction[] };
    }
  | { readonly type: 'apply_bet_code'; readonly payload: { readonly code: string } }
  | { readonly type: 'change_locale'; readonly payload: { readonly locale: string } }
  | { readonly type: 'change_currency'; readonly payload: { readonly currency: string } };

// ---- HOST1: allowed origins -------------------------------------------------------------------------------

/**
 * [HOST1] Reads HOST_ORIGINS: comma-separated origins `http(s)://host[:port]`, nothing else (no path, query,
 * fragment, credentials, wildcard or `null`). Valid ones are kept in their normalised form (lower-case host,
 * default port dropped), without duplicates; the rest are listed as invalid so a start can refuse them.
 */
export function parseHostOrigins(raw: string | undefined): {
  readonly origins: readonly string[];
  readonly invalid: readonly string[];
} {
  const origins: string[] = [];
  const invalid: string[] = [];
  for (const part of (raw ?? '').split(',')) {
    const entry = part.trim();
    if (entry === '') continue;
    const origin = normaliseOrigin(entry);
    if (origin === undefined) invalid.push(entry);
    else if (!origins.includes(origin)) origins.push(origin);
  }
  return { origins, invalid };
}

function normaliseOrigin(entry: string): string | undefined {
  if (!/^https?:\/\/[^/?#\s*\\@]+\/?$/i.test(entry)) return undefined;
  try {
    const url = new URL(entry);
    if (url.username || url.password || url.hostname === '') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

// ---- HOST2: message types ---------------------------------------------------------------------------------

/** [HOST2] A product tag: a letter, then letters, digits, `_` or `-`, 32 characters at most. */
export function isValidHostTag(tag: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_-]{0,31}$/.test(tag);
}

/** [HOST2] The type of an outgoing message: `<tag>:<name>` (`sportsbook:page-loaded`). */
export function outgoingHostType(tag: string, name: OutgoingHostMessageName): string {
  return `${tag}:${name}`;
}

// ---- HOST3: who may command -------------------------------------------------------------------------------

/**
 * [HOST3] A message is considered only when the product is framed, it comes from the parent window itself
 * and its origin is exactly one of the allowed host origins (spec §6: only the allowed platform origin).
 * `null` and `*` never match; no list, no host.
 */
export function acceptsHostMessage(input: {
  readonly framed: boolean;
  readonly fromParent: boolean;
  readonly origin: string;
  readonly allowedOrigins: readonly string[];
}): boolean {
  if (!input.framed || !input.fromParent) return false;
  if (input.origin === 'null' || input.origin === '*' || input.origin === '') return false;
  return input.allowedOrigins.includes(input.origin);
}

/**
 * [HOST3] Where outgoing messages may go: the origin a valid host message came from; else the parent's origin
 * (the browser's ancestor origin, then the referrer's) when it is allowed; else every allowed origin (the
 * browser delivers only to the one the parent has). Never `*`; nothing when no origin is allowed.
 */
export function hostTargetOrigins(
  allowedOrigins: readonly string[],
  hints: {
    readonly confirmedOrigin?: string | undefined;
    readonly ancestorOrigin?: string | undefined;
    readonly referrerOrigin?: string | undefined;
  },
): readonly string[] {
  for (const hint of [hints.confirmedOrigin, hints.ancestorOrigin, hints.referrerOrigin]) {
    if (hint && allowedOrigins.includes(hint)) return [hint];
  }
  // The browser named a parent that is not allowed: nothing goes out.
  if (hints.ancestorOrigin) return [];
  return allowedOrigins;
}

// ---- HOST4: size ------------------------------------------------------------------------------------------

/**
 * [HOST4] Whether a message is within the limits: at most HOST_MESSAGE_MAX_CHARS characters as JSON and
 * HOST_MESSAGE_MAX_DEPTH levels of nesting, only JSON values (no functions, symbols, cycles, non-plain
 * objects). Counted by a walk that stops as soon as the budget is spent, so a huge message costs little.
 */
export function fitsHostMessageLimits(data: unknown): boolean {
  let budget = HOST_MESSAGE_MAX_CHARS;
  const seen = new Set<object>();
  const walk = (value: unknown, depth: number): boolean => {
    if (value === null || typeof value === 'boolean') budget -= 5;
    else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return false;
      budget -= String(value).length;
    } else if (typeof value === 'string') budget -= value.length + 2;
    else if (typeof value === 'object') {
      if (depth >= HOST_MESSAGE_MAX_DEPTH || seen.has(value)) return false;
      const proto = Object.getPrototypeOf(value);
      if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return false;
      seen.add(value);
      budget -= 2;
      if (Array.isArray(value)) {
        if (value.length > budget) return false;
        for (const item of value) {
          budget -= 1;
          if (budget < 0 || !walk(item, depth + 1)) return false;
        }
      } else {
        const keys = Object.keys(value);
        if (keys.length > budget) return false;
        for (const key of keys) {
          budget -= key.length + 4;
          if (budget < 0 || !walk((value as Record<string, unknown>)[key], depth + 1)) return false;
        }
      }
    } else return false;
    return budget >= 0;
  };
  return walk(data, 0);
}

// ---- HOST5: page paths ------------------------------------------------------------------------------------

/** A path segment: unreserved characters and percent escapes that do not stand for `/`, `\`, `.` or controls. */
const SEGMENT = /^(?:[A-Za-z0-9_~-]|\.|%(?![01][0-9A-Fa-f]|2[EeFf]|5[Cc]|7[Ff])[0-9A-Fa-f]{2})+$/;
const QUERY = /^(?:[A-Za-z0-9_~.=&+,-]|%(?![01][0-9A-Fa-f]|7[Ff])[0-9A-Fa-f]{2})*$/;

/**
 * [HOST5] The page a page_changed command asks for, as a path inside /sports (`/sports/live?time=3` →
 * `/live?time=3`, `/sports` → `/`), or undefined when it is not a safe relative /sports path: it must start
 * with `/sports` (no scheme, no host, no `//`), hold no backslash, no `.` or `..` segment, no encoded slash,
 * backslash, dot or control character, no fragment, and only plain characters in its query; 512 characters at
 * most. The caller puts the current locale in front (a locale in the path is not taken).
 */
export function hostPagePath(raw: string): string | undefined {
  if (raw.length === 0 || raw.length > 512) return undefined;
  const queryAt = raw.indexOf('?');
  const path = queryAt < 0 ? raw : raw.slice(0, queryAt);
  const query = queryAt < 0 ? '' : raw.slice(queryAt + 1);
  if (!QUERY.test(query)) return undefined;
  if (path !== '/sports' && !path.startsWith('/sports/')) return undefined;
  const inner = path.slice('/sports'.length);
  const segments = inner === '' || inner === '/' ? [] : inner.replace(/\/$/, '').slice(1).split('/');
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..' || !SEGMENT.test(segment)) return undefined;
  }
  return `/${segments.join('/')}${query === '' ? '' : `?${query}`}`;
}

// ---- HOST6: bet codes -------------------------------------------------------------------------------------

/** [HOST6] A share code as the backend writes it (contract ShareBet.code). */
export const SHARE_CODE_PATTERN = /^[A-Za-z0-9]{6,16}$/;

/** [HOST6] A bet code from the host is used only when it is a well-formed share code. */
export function isBetCode(code: string): boolean {
  return SHARE_CODE_PATTERN.test(code);
}

// ---- HOST7: what a command does ---------------------------------------------------------------------------

/** What the product does for a host command (HOST7). */
export type HostAction =
  | { readonly kind: 'setOddsType'; readonly oddsType: OddsType }
  | { readonly kind: 'navigate'; readonly path: string }
  | { readonly kind: 'searchModal'; readonly open: boolean }
  | { readonly kind: 'openSlip'; readonly tab: HostSlipTab }
  | {
      readonly kind: 'setViewport';
      readonly width: number;
      readonly height: number;
      readonly offsetTop: number;
    }
  | { readonly kind: 'setHostListeners'; readonly listeners: readonly HostNavAction[] }
  | { readonly kind: 'applyBetCode'; readonly code: string }
  | { readonly kind: 'switchLocale'; readonly locale: string }
  | { readonly kind: 'changeCurrency'; readonly currency: string }
  | { readonly kind: 'ignore'; readonly reason: string };

/** What the product knows when a command arrives. */
export interface HostCommandContext {
  /** The page's locale. */
  readonly locale: string;
  readonly routing: LocaleRouting;
  /** Whether the player is signed in, their profile currency and their active accounts' currencies. */
  readonly signedIn: boolean;
  readonly currency: string | null;
  readonly currencies: readonly string[];
  /** Whether the operator has bet sharing on (spec §5: a share code is used only then). */
  readonly shareBetEnabled: boolean;
}

/**
 * [HOST7] A valid command's effect:
 * - odds_changed: that odds display; page_changed: a client navigation to a safe /sports path (HOST5);
 * - search_modal: open or close the search; open_bet_slip: open the slip on a tab (BET_SLIP by default);
 * - viewport: the host's visible area (sizes clamped to 0..100 000 px);
 * - iframe_integration: the nav actions the host takes over (duplicates dropped);
 * - apply_bet_code: restore a share code (HOST6; only with sharing on);
 * - change_locale: reload in a configured locale (aliases and case as ROUTE3), not the current one;
 * - change_currency: switch the player's account currency (PSN1: signed in, another currency they hold).
 * Anything else is ignored and changes nothing.
 */
export function hostCommandAction(command: HostCommand, context: HostCommandContext): HostAction {
  switch (command.type) {
    case 'odds_changed':
      return { kind: 'setOddsType', oddsType: command.payload.odds_type };
    case 'page_changed': {
      const path = hostPagePath(command.payload.path);
      return path === undefined ? ignore('unsafe page path') : { kind: 'navigate', path };
    }
    case 'search_modal':
      return { kind: 'searchModal', open: command.payload.open };
    case 'open_bet_slip':
      return { kind: 'openSlip', tab: command.payload.tab ?? 'BET_SLIP' };
    case 'viewport': {
      const clamp = (value: number) => Math.min(100_000, Math.max(0, Math.round(value)));
      return {
        kind: 'setViewport',
        width: clamp(command.payload.width),
        height: clamp(command.payload.height),
        offsetTop: clamp(command.payload.offset_top ?? 0),
      };
    }
    case 'iframe_integration':
      return {
        kind: 'setHostListeners',
        listeners: HOST_NAV_ACTIONS.filter((action) => command.payload.listeners.includes(action)),
      };
    case 'apply_bet_code':
      if (!context.shareBetEnabled) return ignore('bet sharing is off');
      return isBetCode(command.payload.code)
        ? { kind: 'applyBetCode', code: command.payload.code }
        : ignore('malformed bet code');
    case 'change_locale': {
      const locale = configuredLocale(command.payload.locale, context.routing);
      if (locale === undefined) return ignore('unknown locale');
      return locale === context.locale ? ignore('current locale') : { kind: 'switchLocale', locale };
    }
    case 'change_currency': {
      if (!context.signedIn) return ignore('not signed in');
      const { currency } = command.payload;
      return shouldSwitchCurrency(context.currency, currency, context.currencies)
        ? { kind: 'changeCurrency', currency }
        : ignore('not another currency of the player');
    }
    default:
      return ignore('unknown command');
  }
}

function ignore(reason: string): HostAction {
  return { kind: 'ignore', reason };
}

// ---- HOST9: size reports ---------------------------------------------------------------------------------

export interface PageSize {
  readonly width: number;
  readonly height: number;
}

/**
 * [HOST9] Size reports: whole CSS pixels (rounded up), sent only when they differ from the last one sent, and
 * at most one per SIZE_REPORT_THROTTLE_MS: `wait` is how long to hold a new size (0: send now); a held size
 * is sent when the wait ends, the latest one winning.
 */
export function sizeReport(
  last: { readonly size: PageSize; readonly at: number } | null,
  measured: PageSize,
  now: number,
): { readonly size: PageSize; readonly changed: boolean; readonly wait: number } {
  const size = { width: Math.ceil(measured.width), height: Math.ceil(measured.height) };
  if (!last) return { size, changed: true, wait: 0 };
  const changed = size.width !== last.size.width || size.height !== last.size.height;
  const wait = Math.max(0, last.at + SIZE_REPORT_THROTTLE_MS - now);
  return { size, changed, wait };
}

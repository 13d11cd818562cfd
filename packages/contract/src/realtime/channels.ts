import { channelLocale } from '@sportsbook/core/locale/locale';

/**
 * Realtime channel names (spec §7.3): public updates per locale, public match updates per locale and
 * match, private updates per locale and user. The `$` prefix marks a channel that needs a subscription
 * token. Locales in names are base languages with br → pt (spec §7.2).
 */
export type ChannelName =
  | { readonly kind: 'public'; readonly locale: string }
  | { readonly kind: 'match'; readonly locale: string; readonly matchId: number }
  | { readonly kind: 'user'; readonly locale: string; readonly userId: number };

/** Channels whose name starts with this need a subscription token. */
export const PRIVATE_CHANNEL_PREFIX = '$';

export function publicChannel(locale: string): string {
  return `public:${channelLocale(locale)}`;
}

export function matchChannel(locale: string, matchId: number): string {
  return `match:${channelLocale(locale)}:${matchId}`;
}

export function userChannel(locale: string, userId: number): string {
  return `${PRIVATE_CHANNEL_PREFIX}user:${channelLocale(locale)}:${userId}`;
}

const LOCALE = '([a-z]{2,3})';
const ID = '([1-9][0-9]{0,9})';
const PUBLIC_RE = new RegExp(`^public:${LOCALE}$`);
const MATCH_RE = new RegExp(`^match:${LOCALE}:${ID}$`);
const USER_RE = new RegExp(`^\\$user:${LOCALE}:${ID}$`);

/** Reads a channel name; null for anything that is not one of the three channel kinds. */
export function parseChannel(name: string): ChannelName | null {
  let m = PUBLIC_RE.exec(name);
  if (m?.[1]) return { kind: 'public', locale: m[1] };
  m = MATCH_RE.exec(name);
  if (m?.[1] && m[2]) return { kind: 'match', locale: m[1], matchId: Number(m[2]) };
  m = USER_RE.exec(name);
  if (m?.[1] && m[2]) return { kind: 'user', locale: m[1], userId: Number(m[2]) };
  return null;
}

export function isPrivateChannel(name: string): boolean {
  return name.startsWith(PRIVATE_CHANNEL_PREFIX);
}

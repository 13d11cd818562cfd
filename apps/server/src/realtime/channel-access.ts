import { parseChannel } from '@sportsbook/contract/realtime/channels';
import type { TokenService } from '../auth/tokens';
import { type ReplyError, ReplyErrors } from './protocol';

/** Who holds a connection: the connection token's `sub` ("" for a visitor) and the client id given to it. */
export interface ConnectionIdentity {
  readonly user: string;
  readonly clientId: string;
}

/** The outcome of a subscription check: allowed until `expiresAt` (epoch ms, 0 = no expiry) or refused. */
export type AccessDecision =
  | { readonly ok: true; readonly expiresAt: number }
  | { readonly ok: false; readonly error: ReplyError };

const FOREVER: AccessDecision = { ok: true, expiresAt: 0 };
const DENIED: AccessDecision = { ok: false, error: ReplyErrors.permissionDenied };

/**
 * Checks a subscription token against the channel and the connection (Centrifugo's claims): `channel` must
 * equal the channel, `sub` the connection's user and `client`, when present, the connection's client id.
 * Expired → 109 (the client fetches a fresh token and retries); anything else wrong → 103.
 */
export async function checkChannelToken(
  tokens: TokenService,
  channel: string,
  token: string,
  identity: ConnectionIdentity,
): Promise<AccessDecision> {
  const check = await tokens.verifySubscriptionToken(token);
  if (!check.ok) return check.reason === 'expired' ? { ok: false, error: ReplyErrors.tokenExpired } : DENIED;
  const { claims } = check;
  if (claims.channel !== channel || claims.sub !== identity.user) return DENIED;
  if (claims.client !== undefined && claims.client !== identity.clientId) return DENIED;
  return { ok: true, expiresAt: claims.exp === undefined ? 0 : claims.exp * 1000 };
}

/**
 * Who may subscribe where (spec §6, §7.3): public and match channels are open to every connection;
 * `$user:{locale}:{id}` only to the connection of player `id` presenting a subscription token for exactly
 * that channel, so a visitor never reaches any private channel and a player never reaches another's.
 * Any other name is an unknown channel (102).
 */
export async function authorizeSubscribe(
  tokens: TokenService,
  channel: string,
  token: string | undefined,
  identity: ConnectionIdentity,
): Promise<AccessDecision> {
  const parsed = parseChannel(channel);
  if (parsed === null) return { ok: false, error: ReplyErrors.unknownChannel };
  if (parsed.kind !== 'user') return FOREVER;
  if (identity.user === '' || identity.user !== String(parsed.userId) || !token) return DENIED;
  return checkChannelToken(tokens, channel, token, identity);
}

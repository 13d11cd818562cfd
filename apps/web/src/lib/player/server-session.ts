import 'server-only';
import type { Account, Player } from '@sportsbook/contract/entities/player';
import { type CallDefinition, fullPath } from '@sportsbook/contract/http/call';
import {
  getPlayer,
  listAccounts,
  PLATFORM_ACCEPT,
  PLATFORM_APP_HEADER,
  PLATFORM_APP_NAME,
  SESSION_COOKIE,
} from '@sportsbook/contract/platform/platform-calls';
import { isLoggedIn } from '@sportsbook/core/accounts/player-session';
import { languageHeader } from '@sportsbook/core/locale/locale';
import type { z } from 'zod';
import { backendUrl } from '@/lib/backend/backend';
import { withDeadline } from '@/lib/backend/deadline';
import { outsideRequests } from '@/lib/backend/outside-requests';
import { reportError } from '@/lib/errors/report';

/** What the server knew of the player when it rendered the page: their profile and active accounts. */
export interface ServerSession {
  readonly player: Player;
  readonly accounts: readonly Account[];
}

/** The header must not wait long for the backend: past this the page renders as before (player loads later). */
const TIMEOUT_MS = 1_500;

function sessionRead<R extends z.ZodType>(
  call: CallDefinition<z.ZodType, z.ZodType, z.ZodType, R>,
  token: string,
  locale: string,
): Promise<z.output<R> | null> {
  return outsideRequests(() =>
    withDeadline(TIMEOUT_MS, (signal) => sessionReadWithin(call, token, locale, signal)),
  );
}

async function sessionReadWithin<R extends z.ZodType>(
  call: CallDefinition<z.ZodType, z.ZodType, z.ZodType, R>,
  token: string,
  locale: string,
  signal: AbortSignal,
): Promise<z.output<R> | null> {
  const response = await fetch(new URL(fullPath(call), backendUrl()), {
    method: call.method,
    cache: 'no-store',
    headers: {
      accept: PLATFORM_ACCEPT,
      'accept-language': languageHeader(locale) ?? 'en',
      [PLATFORM_APP_HEADER]: PLATFORM_APP_NAME,
      cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}`,
    },
    signal,
  });
  // 401: the cookie's session is over (expired, signed out elsewhere): a visitor's page.
  if (response.status === 401) {
    await response.body?.cancel();
    return null;
  }
  if (response.status !== call.status) throw new Error(`${call.id}: HTTP ${response.status}`);
  return call.response.parse(await response.json());
}

/**
 * The player of the session cookie (spec §7.1 GET /player and /player/accounts, authenticated by the cookie
 * as the browser's calls are), read while the server renders, so a signed-in player's first HTML already
 * has the account header (no Sign In flash, no layout shift). Only a request with the cookie asks the
 * backend: a visitor's page costs nothing more. Null for a visitor, an ended session, or a backend that did
 * not answer in time (then the browser's session load decides, as without this).
 */
export async function readServerSession(
  token: string | undefined,
  locale: string,
): Promise<ServerSession | null> {
  if (!token) return null;
  try {
    const [player, accounts] = await Promise.all([
      sessionRead(getPlayer, token, locale),
      sessionRead(listAccounts, token, locale),
    ]);
    if (!player || !accounts || !isLoggedIn(player)) return null;
    return { player, accounts };
  } catch (error) {
    reportError(error, { where: 'reading the session for the first render' });
    return null;
  }
}

export { SESSION_COOKIE };

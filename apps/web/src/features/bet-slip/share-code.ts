import { createShareCode, getShareCode } from '@sportsbook/contract/sportsbook/bet-calls';
import { placeBetBody } from '@sportsbook/core/ticket/placement-payload';
import { restorableFromPayload } from '@sportsbook/core/ticket/restore-bets';
import type { SlipBet } from '@sportsbook/core/ticket/slip-bet';
import type { SlipCurrency } from '@sportsbook/core/ticket/ticket-state';
import { ApiCallError, browserCall } from '@/lib/api/browser-call';
import { reportError } from '@/lib/errors/report';
import { bearerToken } from '@/lib/player/session-actions';
import { BETCODE_PARAM } from './share-params';
import { dispatchTicket } from './slip-engine';
import { openSlip } from './slip-panel-state';
import { rebuildBets } from './slip-restore';
import { setShareNotFound } from './slip-store';

/** A link to the current page that restores `code`'s slip. */
export function shareLink(code: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set(BETCODE_PARAM, code);
  url.hash = '';
  return url.toString();
}

/** Stores the slip's bets under a share code (POST /bets/share-code) and answers the code. */
export async function createSlipShareCode(bets: readonly SlipBet[], locale: string): Promise<string> {
  const shared = await browserCall(createShareCode, {
    locale,
    token: await bearerToken(locale),
    body: {
      bets: bets.map((bet) => {
        const body = placeBetBody(bet);
        return { ...body, selections: [...body.selections] };
      }),
    },
  });
  return shared.code;
}

/**
 * Restores a shared slip (spec §7.2 share restore): the bets of the code, then the same rebuild as a session
 * restore; the slip opens with them. When it cannot: the share-bet not-found modal (spec §8) says why: an
 * unknown or expired code (link-not-found), a code whose bets no longer exist (link-try-another-bet), or any
 * other failure (link-try-later, reported). The loading flag is cleared either way.
 */
export async function restoreShareCode(code: string, currency: SlipCurrency, locale: string): Promise<void> {
  dispatchTicket({ type: 'restoreStarted' });
  try {
    const shared = await browserCall(getShareCode, {
      locale,
      token: await bearerToken(locale),
      query: { code },
    });
    const { bets } = await rebuildBets(shared.bets.map(restorableFromPayload), currency, locale);
    if (bets.length === 0) {
      dispatchTicket({ type: 'restoreFailed' });
      setShareNotFound('link-try-another-bet');
      return;
    }
    dispatchTicket({ type: 'betsRestored', bets });
    openSlip('BET_SLIP');
  } catch (error) {
    dispatchTicket({ type: 'restoreFailed' });
    const notFound = error instanceof ApiCallError && (error.status === 404 || error.status === 400);
    if (!notFound) reportError(error, { where: 'restoring a shared slip' });
    setShareNotFound(notFound ? 'link-not-found' : 'link-try-later');
  }
}

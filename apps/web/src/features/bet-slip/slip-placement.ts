import type { Bet } from '@sportsbook/contract/entities/bet';
import {
  IDEMPOTENCY_KEY_HEADER,
  PlaceBetsErrorSchema,
  PlaceBetsRequestSchema,
  placeBets,
} from '@sportsbook/contract/sportsbook/bet-calls';
import { retryDelayMs } from '@sportsbook/core/network/retry-after';
import { type InPlayBetDelays, placementDelaySeconds } from '@sportsbook/core/ticket/bet-delay';
import { isWrongOddsError } from '@sportsbook/core/ticket/place-errors';
import { placementPayload } from '@sportsbook/core/ticket/placement-payload';
import type { QuickBetState } from '@sportsbook/core/ticket/quick-bet-state';
import type { SlipBet } from '@sportsbook/core/ticket/slip-bet';
import type { PlaceBetsErrorBody } from '@sportsbook/core/ticket/ticket-events';
import type { TicketState } from '@sportsbook/core/ticket/ticket-state';
import { ApiCallError } from '@/lib/api/browser-call';
import { randomUuid } from '@/lib/api/random-uuid';
import { reportError } from '@/lib/errors/report';
import { deviceId } from '@/lib/player/device-id';
import { playerCall, refreshAccounts } from '@/lib/player/session-actions';
import type { SessionCall } from '@/lib/player/session-client';
import { getSession } from '@/lib/player/session-store';
import { dispatchQuickBet, dispatchTicket } from './slip-engine';

/*
 * Sending bets (spec §7.2 POST /api/v3/bets): the payload core builds, checked against the contract, sent
 * with an Idempotency-Key. A request whose answer was lost (network) is sent again with the same key, so
 * the bet is placed once whatever happened to the first answer; a 409 (the same placement still running,
 * e.g. held for an in-play delay) is asked again until the delay has had time to pass, after the backend's
 * Retry-After when it gives one (core RTA2). A 503 (betting paused) is not sent again by itself: the slip says
 * so and the bettor places again. Loaded when a bet is first placed.
 */

/** Attempts of one placement when the network drops the answer (same key each time). */
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 800;
const RETRY_CAP_MS = 5_000;

/** How a placement went: the placed bets, or the refusal (status null: no answer came, or none was sent). */
export type PlacementOutcome =
  | { readonly ok: true; readonly bets: Bet[] }
  | { readonly ok: false; readonly status: number | null; readonly body: PlaceBetsErrorBody | null };

/** What sending a placement uses of the page; a test passes its own. */
export interface PlacementPorts {
  /** A call as the signed-in player: the session client's `playerCall`. */
  readonly call: SessionCall;
  /** Resolves after `ms`: a timer in the page. */
  readonly wait: (ms: number) => Promise<void>;
  /** The operator's in-play bet delays, from the session's settings. */
  readonly inPlayDelays: () => InPlayBetDelays | undefined;
  readonly report: (error: unknown, context: Record<string, unknown>) => void;
}

const PAGE_PORTS: PlacementPorts = {
  call: playerCall,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  inPlayDelays: () => getSession().settings?.in_play_bet_delays,
  report: reportError,
};

/** Attempts while the backend answers 409: enough to outlast an in-play delay of `delaySeconds` (core DLY2). */
function inProgressAttempts(delaySeconds: number): number {
  return ATTEMPTS + Math.ceil(delaySeconds / (RETRY_DELAY_MS / 1_000));
}

/** Sends `bets` (POST /api/v3/bets) under one Idempotency-Key, asking again as the comment above says. */
export async function sendPlacement(
  bets: readonly SlipBet[],
  locale: string,
  quick: boolean,
  ports: PlacementPorts = PAGE_PORTS,
): Promise<PlacementOutcome> {
  const { call, wait, report } = ports;
  const payload = placementPayload(bets, { deviceId: deviceId(), locale, quick });
  const body = payload ? PlaceBetsRequestSchema.safeParse(payload) : null;
  if (!body?.success) {
    report(new Error('the slip built a placement the contract refuses'), {
      issues: body?.error.issues.slice(0, 5),
    });
    return { ok: false, status: null, body: null };
  }
  const key = randomUuid();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const placed = await call(placeBets, {
        locale,
        body: body.data,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      });
      return { ok: true, bets: placed };
    } catch (error) {
      if (error instanceof ApiCallError && error.isNetwork && attempt < ATTEMPTS) {
        await wait(RETRY_DELAY_MS * attempt);
        continue;
      }
      // 409: the same placement is still being processed: ask again shortly for its answer.
      if (
        error instanceof ApiCallError &&
        error.status === 409 &&
        attempt < inProgressAttempts(placementDelaySeconds(bets, ports.inPlayDelays()))
      ) {
        await wait(retryDelayMs(1, error.retryAfterSeconds, RETRY_DELAY_MS, RETRY_CAP_MS));
        continue;
      }
      if (!(error instanceof ApiCallError)) {
        report(error, { where: 'placing bets' });
        return { ok: false, status: null, body: null };
      }
      const parsed = PlaceBetsErrorSchema.safeParse(error.body);
      if (!parsed.success && error.status >= 500) report(error, { where: 'placing bets' });
      return {
        ok: false,
        status: error.isNetwork ? null : error.status,
        body: parsed.success ? parsed.data : null,
      };
    }
  }
}

/** Places the ticket's processing bets and tells the ticket how it went. */
export async function placeTicket(ticket: TicketState<Bet>, locale: string): Promise<void> {
  const outcome = await sendPlacement(ticket.processingBets, locale, false);
  if (outcome.ok) {
    dispatchTicket({ type: 'placementSucceeded', placedBets: outcome.bets });
    // Signed out while the bets were on their way: the receipt is the account's, so it does not stay.
    if (getSession().status !== 'LOGGED_IN') dispatchTicket({ type: 'accountSignedOut' });
    else await refreshAccounts(locale, 'reading the balance after a placement');
  } else {
    dispatchTicket({ type: 'placementFailed', status: outcome.status, body: outcome.body });
  }
}

/**
 * Places the quick bet. A refusal because the odds moved sends it to the full slip (spec §4: a risk check can
 * send the bet to the slip), where the bettor sees the new price; other refusals end the quick bet in ERROR.
 */
export async function placeQuickBet(quickBet: QuickBetState<Bet>, locale: string): Promise<void> {
  if (!quickBet.bet) return;
  const outcome = await sendPlacement([{ ...quickBet.bet, stake: quickBet.stake }], locale, true);
  if (outcome.ok) {
    const placed = outcome.bets[0];
    if (placed) dispatchQuickBet({ type: 'quickBetPlaced', placedBet: placed });
    await refreshAccounts(locale, 'reading the balance after a placement');
    return;
  }
  const code = outcome.body?.error.bets?.[0]?.code ?? outcome.body?.error.code ?? undefined;
  if (outcome.status === 422 && isWrongOddsError(code ?? undefined)) {
    dispatchQuickBet({ type: 'quickBetSentToSlip' });
    return;
  }
  dispatchQuickBet({ type: 'quickBetFailed', status: outcome.status, body: outcome.body });
}

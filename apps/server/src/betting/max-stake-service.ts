import type { PlaceBetType } from '@sportsbook/contract/sportsbook/bet-calls';
import { checkBetLimits, maxStakeFor } from '@sportsbook/core/ticket/bet-limits';
import { ApiError } from '../http/api-error';
import type { BettingContext } from './betting-context';
import { loadBettor } from './betting-repository';
import { limitedBet, priceBet } from './placement/bet-plan';
import { MIN_PLACEABLE_ODDS } from './placement/odds-acceptance';
import { readPlacementInputs } from './placement/placement-reader';
import type { Refusal } from './placement/refusals';

/** What limits a stake: the balance, the max stake limit, or a refusing payout limit. */
export type StakeLimiter = 'balance' | 'max_stake' | 'max_payout';

export interface MaxStakeRequest {
  readonly currency: string;
  readonly type: PlaceBetType;
  readonly selections: readonly {
    match_id: number;
    market_id: number;
    specifier: string;
    outcome_id: string;
    odds: number;
  }[];
  readonly system_id?: string | undefined;
  readonly custom_odds?: number | undefined;
}

/** The answer for a bet no stake can place: none, and why. */
export interface MaxStakeAnswer {
  readonly max_stake: number;
  readonly currency: string;
  readonly limited_by: StakeLimiter | null;
  readonly refusal: { readonly code: string; readonly message_key: string } | null;
}

function refused(currency: string, refusal: Pick<Refusal, 'code' | 'messageKey'>): MaxStakeAnswer {
  return {
    max_stake: 0,
    currency,
    limited_by: null,
    refusal: { code: String(refusal.code), message_key: refusal.messageKey },
  };
}

/**
 * POST /bets/max-stake: the largest stake a bet can have now, at the book's current odds: the least of
 * the balance of the player's account in that currency, the max stake limit and the largest stake whose
 * potential win stays within a refusing payout limit (core maxStakeFor, LIM6), and which of them it is. A bet
 * that no stake can place answers 0 with the refusal (a 200: the slip asks while the player builds the bet).
 */
export class MaxStakeService {
  readonly #context: BettingContext;

  constructor(context: BettingContext) {
    this.#context = context;
  }

  async maxStake(playerId: number, request: MaxStakeRequest): Promise<MaxStakeAnswer> {
    const bet = {
      stake: { value: 1, currency: request.currency },
      selections: [...request.selections],
      ...(request.system_id !== undefined ? { system_id: request.system_id } : {}),
      // The price of a custom bet is the book's (acceptance "any" below); any placeable value will do.
      ...(request.type === 'custom_bet' ? { custom_odds: request.custom_odds ?? MIN_PLACEABLE_ODDS } : {}),
    };
    const bettor = await loadBettor(this.#context.db, playerId);
    if (!bettor) throw ApiError.unauthorized('the player of this token no longer exists');
    const inputs = await readPlacementInputs(this.#context, {
      bettor,
      type: request.type,
      bets: [bet],
      mode: 'any',
    });
    const priced = priceBet(request.type, bet, 0, inputs);
    if ('refusal' in priced) return refused(request.currency, priced.refusal);
    const limited = limitedBet(priced.priced);
    const limits = this.#context.limits;
    const refusing = checkBetLimits({ ...limited, stake: 0, potentialWin: 0 }, limits).find(
      (violation) => violation.action === 'reject',
    );
    if (refusing)
      return refused(request.currency, { code: 'bet_limit_exceeded', messageKey: refusing.messageKey });
    const balance = inputs.accounts.get(request.currency)?.balance ?? 0;
    const byStakeLimit = limits ? maxStakeFor(limited, { ...limits, payoutLimit: null }) : null;
    const byPayoutLimit = limits ? maxStakeFor(limited, { ...limits, maxStakeLimit: null }) : null;
    // Ties go to a limit: it stays when the balance moves.
    const candidates: { by: StakeLimiter; stake: number | null }[] = [
      { by: 'max_stake', stake: byStakeLimit },
      { by: 'max_payout', stake: byPayoutLimit },
      { by: 'balance', stake: balance },
    ];
    let best: { by: StakeLimiter; stake: number } | undefined;
    for (const { by, stake } of candidates) {
      if (stake !== null && (best === undefined || stake < best.stake)) best = { by, stake };
    }
    return {
      max_stake: Math.max(0, best?.stake ?? balance),
      currency: request.currency,
      limited_by: best?.by ?? null,
      refusal: null,
    };
  }
}

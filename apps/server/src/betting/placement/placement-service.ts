import { randomBytes, randomUUID } from 'node:crypto';
import type { Bet } from '@sportsbook/contract/entities/bet';
import { OddsAcceptModeSchema } from '@sportsbook/contract/entities/settings';
import { PLATFORM_MESSAGE_KEYS } from '@sportsbook/contract/platform/platform-errors';
import { userChannel } from '@sportsbook/contract/realtime/channels';
import {
  type PlaceBetsError,
  type PlaceBetsRequest,
  placeBets,
} from '@sportsbook/contract/sportsbook/bet-calls';
import type { MatchStatus } from '@sportsbook/core/catalog/match-status';
import { placementDelaySeconds } from '@sportsbook/core/ticket/bet-delay';
import type { OddsAcceptMode } from '@sportsbook/core/ticket/odds-accept-mode';
import { PLACE_ERROR_CODES } from '@sportsbook/core/ticket/place-errors';
import { feedAmbs } from '../../bonuses/amb-feed';
import { announceBonusesIssued } from '../../bonuses/bonus-announcements';
import type { CampaignRow, PlayerBonusRow } from '../../bonuses/bonus-repository';
import { recordSpent } from '../../bonuses/bonus-repository';
import { payHuntingSteps } from '../../bonuses/hunting-rewards';
import { feedJackpots } from '../../bonuses/jackpot-feed';
import { TournamentService } from '../../bonuses/tournament-service';
import type { ReferenceRecords } from '../../catalog/catalog-records';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { toIsoUtc } from '../../db/time';
import { ApiError } from '../../http/api-error';
import { SerializedJson } from '../../http/serialized-json';
import { formatCount, formatDecimalOdds, formatMoment, formatMoney } from '../../i18n/formats';
import { findCurrency } from '../../platform/currencies';
import { channelLocales } from '../../realtime/channel-locales';
import {
  checkStakeLimits,
  SessionLimitReachedInPlacement,
  type StakeLimitRefusal,
  sessionLimitAnswer,
} from '../../responsible-gambling/stake-limits';
import { type BetRow, type BetSelectionRow, presentBet } from '../bet-presenter';
import { type BettingContext, contentLocaleOf, FEED_RETRY_AFTER_SECONDS } from '../betting-context';
import {
  type BetToWrite,
  type Bettor,
  claimPlacement,
  completePlacement,
  debitAccount,
  findPlacement,
  insertPlacement,
  loadBettor,
  type PlacementRow,
  releaseClaim,
  takeOverClaim,
} from '../betting-repository';
import { JsonAnswer } from '../http/betting-errors';
import { placementMessage } from '../messages/betting-messages';
import { spendBonuses, storedBonusOf } from './bet-bonus-spending';
import { cashStakeOf, type IndexedRefusal, insufficientBalance, planPlacement } from './bet-plan';
import { bodyHash, STALE_CLAIM_MS } from './idempotency';
import { readPlacementInputs } from './placement-reader';
import { refusal } from './refusals';
import { selectionNames } from './selection-names';

/** The placed bets' answer, validated once: sent now and replayed byte for byte on a retry. */
export type PlacedBets = SerializedJson<Bet[]>;

/** A placement that is not the player's to run now: someone else holds the key, or it was used otherwise. */
function keyReused(): ApiError {
  return new ApiError(
    422,
    'idempotency_key_reused',
    'this Idempotency-Key was used for a different request body; use a new key for a new bet slip',
    undefined,
    'error.place_bets.idempotency_key_reused',
  );
}

function inProgress(): ApiError {
  return new ApiError(
    409,
    'placement_in_progress',
    'a placement with this Idempotency-Key is still running; retry with the same key to get its answer',
    undefined,
    'error.place_bets.placement_in_progress',
  );
}

/** The debit of one currency could not be made: its stakes are more than the balance now. */
class BalanceTooLow extends Error {
  constructor(readonly currency: string) {
    super(`the ${currency} balance does not cover the stakes`);
  }
}

/** The stakes go over the player's responsible-gambling limits (checked in the transaction). */
class OverPlayerLimit extends Error {
  constructor(readonly refused: StakeLimitRefusal) {
    super(`the stakes go over the player's ${refused.code}`);
  }
}

/** The refusals of a placement over the player's own limits, written for the request's locale. */
function playerLimitRefusals(refused: StakeLimitRefusal, locale: string): IndexedRefusal[] {
  const text =
    refused.code === 'self_excluded' || refused.code === 'cooling_off'
      ? refused.until !== null
        ? formatMoment(refused.until, locale)
        : ''
      : formatMoney(
          refused.code === 'bet_limit_exceeded' ? (refused.amount ?? 0) : refused.left,
          refused.currency,
          findCurrency(refused.currency)?.subunits ?? 100,
          locale,
        );
  const reasons: Record<StakeLimitRefusal['code'], string> = {
    self_excluded: 'the player has excluded themselves from betting',
    cooling_off: 'the player is in a cooling-off period',
    bet_limit_exceeded: `the stake is over the player's bet limit of ${text}`,
    loss_limit_exceeded: `the stakes would go over the player's loss limit (${text} left)`,
    wager_limit_exceeded: `the stakes would go over the player's wager limit (${text} left)`,
  };
  return refused.indexes.map((index) => ({
    index,
    refusal: refusal(refused.code, reasons[refused.code], { limitText: text }),
  }));
}

/** What a placement transaction wrote, and its answer. */
interface Written {
  readonly bets: BetRow[];
  readonly selections: BetSelectionRow[];
  /** Each debited currency's balance after the debit. */
  readonly balances: Map<string, number>;
  readonly answer: PlacedBets;
  /** Reward freebets the bets' hunting progress issued, told to the player after the commit. */
  readonly bonusesIssued: readonly PlayerBonusRow[];
  /** Tournaments the bets farmed in: their pools moved (pushed after the commit). */
  readonly tournamentsFarmed: readonly CampaignRow[];
}

function selectionsByBet(rows: readonly BetSelectionRow[]): Map<number, BetSelectionRow[]> {
  const byBet = new Map<number, BetSelectionRow[]>();
  for (const row of rows) byBet.set(row.betId, [...(byBet.get(row.betId) ?? []), row]);
  return byBet;
}

/** The check under the player's lock refused what the first check let through: nothing is written. */
class RefusedUnderLock extends Error {
  constructor(readonly refusals: readonly IndexedRefusal[]) {
    super('the book moved while the placement waited');
  }
}

/** The claim on the key was taken over while this request ran (it was stale): nothing is written. */
class ClaimLost extends Error {}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A bet's public reference: "SB" and 10 Crockford base-32 characters (50 random bits). */
function newBetRef(): string {
  const bytes = randomBytes(7);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let ref = '';
  for (let i = 0; i < 10; i += 1) {
    ref += CROCKFORD[Number(bits & 31n)];
    bits >>= 5n;
  }
  return `SB${ref}`;
}

/** The value a limit refusal's `{limit}` placeholder shows, written for the locale. */
function limitText(refused: IndexedRefusal, request: PlaceBetsRequest): string | undefined {
  if (refused.refusal.limitText !== undefined) return refused.refusal.limitText;
  const limit = refused.refusal.limit;
  if (!limit) return undefined;
  const locale = request.locale;
  if (limit.kind === 'max_selections') return formatCount(limit.value, locale);
  if (limit.kind === 'max_odds') return formatDecimalOdds(limit.value, locale);
  const currency = request.bets[refused.index]?.stake.currency ?? '';
  return formatMoney(limit.value, currency, findCurrency(currency)?.subunits ?? 100, locale);
}

/** The 422 body of a refused placement (contract PlaceBetsError): every refused bet, the first one's code. */
export function refusalBody(request: PlaceBetsRequest, refusals: readonly IndexedRefusal[]): PlaceBetsError {
  const [first] = refusals;
  if (!first) throw new Error('a refused placement has at least one refusal');
  const betCount = request.bets.length;
  const bets = refusals.map((refused) => {
    const { refusal, index } = refused;
    const limit = limitText(refused, request);
    return {
      index,
      code: refusal.code,
      message_key: refusal.messageKey,
      localized_message: placementMessage(refusal.messageKey, request.locale, limit ? { limit } : {}),
      ...(refusal.currentOdds && refusal.currentOdds.length > 0
        ? { current_odds: [...refusal.currentOdds] }
        : {}),
      ...(refusal.currentCustomOdds !== undefined ? { current_custom_odds: refusal.currentCustomOdds } : {}),
      ...(refusal.limit ? { limit: { ...refusal.limit } } : {}),
    };
  });
  return {
    error: {
      code: first.refusal.code,
      message: `${refusals.length} of ${betCount} bet(s) refused, nothing was placed; the bet at index ${first.index}: ${first.refusal.reason}`,
      message_key: first.refusal.messageKey,
      bets,
    },
  };
}

/**
 * Places bets (POST /api/v3/bets): one idempotent request, all or nothing. It claims the player's
 * Idempotency-Key, checks every bet (bet-plan.ts), then in ONE transaction debits each currency's stakes
 * with a conditional update, writes the bets, their selections, status history and ledger rows, and
 * records the answer for replays. After the commit, the balances and bets go out on the player's private
 * channel. See docs/adr/0008-bet-placement.md.
 */
export class PlacementService {
  readonly #context: BettingContext;

  constructor(context: BettingContext) {
    this.#context = context;
  }

  async place(command: {
    readonly playerId: number;
    /** The platform session the bearer token was issued for: its session limits are checked again. */
    readonly sessionId: number;
    readonly idempotencyKey: string;
    readonly request: PlaceBetsRequest;
  }): Promise<PlacedBets> {
    const { db } = this.#context;
    const bettor = await loadBettor(db, command.playerId);
    if (!bettor) throw ApiError.unauthorized('the player of this token no longer exists');
    if (bettor.pve) {
      throw new ApiError(
        403,
        PLACE_ERROR_CODES.pvePlayerBetForbidden,
        'this player may not bet (pve)',
        undefined,
        'error.platform.pve_player_bet_forbidden',
      );
    }
    if (this.#context.phoneVerificationRequired && !bettor.phoneVerified) {
      throw new ApiError(
        403,
        'phone_verification_required',
        'verify your phone number before betting',
        undefined,
        PLATFORM_MESSAGE_KEYS.phone_verification_required,
      );
    }
    this.#refuseWhileFeedNotLive();
    const hash = bodyHash(command.request);
    const claim = await this.#claim(command.playerId, command.idempotencyKey, hash);
    if ('replay' in claim) return claim.replay;
    try {
      const parsed = OddsAcceptModeSchema.safeParse(bettor.oddsAcceptMode);
      const mode = parsed.success ? parsed.data : this.#context.defaultOddsAcceptMode;
      return await this.#run(command, bettor, mode, claim);
    } catch (error) {
      if (!(error instanceof JsonAnswer)) await releaseClaim(db, claim).catch(() => {});
      throw error;
    }
  }

  /** 503 `betting_paused` while the live feed is catching up or stale: nothing is claimed or taken. */
  #refuseWhileFeedNotLive(): void {
    const paused = this.#context.feed.bettingPausedBecause();
    if (paused !== undefined) throw ApiError.bettingPaused(paused, FEED_RETRY_AFTER_SECONDS);
  }

  /** Claims the key, or answers from what the key already holds. */
  async #claim(
    playerId: number,
    key: string,
    hash: string,
  ): Promise<{ id: number; token: string } | { replay: PlacedBets }> {
    const { db, clock } = this.#context;
    const token = randomUUID();
    // Twice at most: a claim released by a failed request between our insert and our read is taken again.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const at = new Date(clock.now()).toISOString();
      const id = await claimPlacement(db, { playerId, key, bodyHash: hash, token, at });
      if (id !== undefined) return { id, token };
      const existing = await findPlacement(db, playerId, key);
      if (!existing) continue;
      if (existing.bodyHash !== hash) throw keyReused();
      if (existing.status === 'completed') return { replay: this.#replay(existing) };
      const stale = clock.now() - Date.parse(toIsoUtc(existing.claimedAt));
      if (stale >= STALE_CLAIM_MS) {
        const taken = await takeOverClaim(db, {
          id: existing.id,
          staleToken: existing.claimToken,
          token,
          at,
        });
        if (taken) return { id: existing.id, token };
      }
      throw inProgress();
    }
    throw inProgress();
  }

  /** The recorded answer of a completed placement, as it was sent. */
  #replay(row: PlacementRow): PlacedBets {
    const status = row.responseStatus ?? 500;
    const body = row.responseBody ?? '{}';
    if (status !== placeBets.status) throw new JsonAnswer(status, body);
    return SerializedJson.of(placeBets.response, JSON.parse(body) as Bet[], 'replayed placement');
  }

  async #run(
    caller: { readonly playerId: number; readonly sessionId: number; readonly request: PlaceBetsRequest },
    bettor: Bettor,
    mode: OddsAcceptMode,
    claim: { id: number; token: string },
  ): Promise<PlacedBets> {
    const { playerId, request } = caller;
    const inputs = await readPlacementInputs(this.#context, {
      bettor,
      type: request.meta.type,
      bets: request.bets,
      mode,
      playerId,
    });
    // A first check outside the transaction refuses what cannot be placed without taking any lock.
    const plan = planPlacement(request, inputs);
    if (!plan.ok) return this.#refuse(request, plan.refusals, claim);
    // The operator's in-play delay (DLY2): a bet with a live selection is held, then checked again below.
    const delaySeconds = placementDelaySeconds(
      plan.bets.map((bet) => ({
        selections: bet.selections.map((s) => ({
          matchStatus: s.match.match.status as MatchStatus,
          sportKey: s.match.sport.key,
        })),
      })),
      this.#context.inPlayBetDelays,
    );
    if (delaySeconds > 0) {
      await new Promise<void>((resolve) => this.#context.timers.setTimeout(resolve, delaySeconds * 1_000));
    }
    let written: Written;
    try {
      // Loaded by the first read (it named the same matches): the read under the lock needs no reload.
      const references = await this.#context.references.for([]);
      const cashStakes = new Map(plan.bets.map((bet) => [bet.index, cashStakeOf(bet)]));
      written = await inTransaction(this.#context.db, (tx) =>
        this.#write(tx, { caller, request, bettor, mode, references, claim, cashStakes }),
      );
    } catch (error) {
      if (error instanceof RefusedUnderLock) return this.#refuse(request, error.refusals, claim);
      if (error instanceof BalanceTooLow) {
        const inCurrency = plan.bets.filter((bet) => bet.currency === error.currency);
        const staked = inCurrency.reduce((sum, bet) => sum + bet.stake, 0);
        const refusals = inCurrency.map((bet) => ({
          index: bet.index,
          refusal: insufficientBalance(bet.currency, staked, undefined),
        }));
        return this.#refuse(request, refusals, claim);
      }
      if (error instanceof OverPlayerLimit)
        return this.#refuse(request, playerLimitRefusals(error.refused, request.locale), claim);
      if (error instanceof ClaimLost) throw inProgress();
      // The session's limit ran out meanwhile: nothing was placed, the session ends (403); the key is released.
      if (error instanceof SessionLimitReachedInPlacement)
        throw await sessionLimitAnswer(this.#context.db, error, this.#context.clock.now());
      throw error;
    }
    await this.#publish(playerId, written);
    return written.answer;
  }

  /** Records the refusal as the key's answer and sends it (422). */
  async #refuse(
    request: PlaceBetsRequest,
    refusals: readonly IndexedRefusal[],
    claim: { id: number; token: string },
  ): Promise<never> {
    const json = JSON.stringify(refusalBody(request, refusals));
    const at = new Date(this.#context.clock.now()).toISOString();
    await completePlacement(this.#context.db, { ...claim, status: 422, body: json, at });
    throw new JsonAnswer(422, json);
  }

  #present(written: Pick<Written, 'bets' | 'selections'>, locale: string): PlacedBets {
    const selectionsOf = selectionsByBet(written.selections);
    return SerializedJson.of(
      placeBets.response,
      written.bets.map((bet) => presentBet(bet, selectionsOf.get(bet.id) ?? [], locale)),
      'placed bets',
    );
  }

  /** The transaction: debits, then bets with their selections, statuses and ledger, then the key's answer. */
  async #write(
    tx: Db,
    work: {
      caller: { readonly playerId: number; readonly sessionId: number };
      request: PlaceBetsRequest;
      bettor: Bettor;
      mode: OddsAcceptMode;
      references: ReferenceRecords;
      claim: { id: number; token: string };
      /** What each bet takes in cash as first planned (a freebet's stake is not cash, BON9). */
      cashStakes: ReadonlyMap<number, number>;
    },
  ): Promise<Written> {
    const { request } = work;
    const { playerId } = work.caller;
    // The player's own limits first: this locks the player's row, so concurrent placements of one player
    // check their limits and debit one after the other (a loss limit cannot be raced past), and a session
    // limit that ran out since the call's check stops the bet here.
    const stakesAsked = request.bets.map((bet, index) => ({
      index,
      currency: bet.stake.currency,
      stake: work.cashStakes.get(index) ?? bet.stake.value,
    }));
    const overLimit = await checkStakeLimits(tx, work.caller, stakesAsked, this.#context.clock.now());
    if (overLimit) throw new OverPlayerLimit(overLimit);
    // Then the book as it is now, read inside the transaction after the lock: a price that moved, a market
    // suspended, a match that ended or kicked off (BWIN1) while this placement waited is checked again, and
    // the bets are written at the prices of this read (issue 14).
    const book = await readPlacementInputs(
      this.#context,
      { bettor: work.bettor, type: request.meta.type, bets: request.bets, mode: work.mode, playerId },
      { tx, references: work.references },
    );
    const plan = planPlacement(request, book);
    if (!plan.ok) throw new RefusedUnderLock(plan.refusals);
    // The feed may have stopped while this placement waited: its prices are then not the book's.
    this.#refuseWhileFeedNotLive();
    const at = new Date(book.now).toISOString();
    // The bonuses named are spent with conditional updates: of placements racing for one freebet or a
    // comboboost's last use, only those its row still allows go on; the others are refused, nothing written.
    const spending = await spendBonuses(tx, playerId, plan.bets, at);
    if (spending.refused.length > 0) throw new RefusedUnderLock(spending.refused);
    const stakes = new Map<string, number>();
    for (const bet of plan.bets) stakes.set(bet.currency, (stakes.get(bet.currency) ?? 0) + cashStakeOf(bet));
    // Currencies in a fixed order, so two placements never wait on each other's accounts in a cycle.
    const balances = new Map<string, number>();
    for (const currency of [...stakes.keys()].sort()) {
      const debited = await debitAccount(tx, { playerId, currency, amount: stakes.get(currency) ?? 0, at });
      if (!debited) throw new BalanceTooLow(currency);
      balances.set(currency, debited.balance);
    }
    // Each stake is its own ledger movement: walking the bets in order from the balance before the debit.
    const running = new Map(
      [...balances].map(([currency, after]) => [currency, after + (stakes.get(currency) ?? 0)]),
    );
    const toWrite: BetToWrite[] = plan.bets.map((bet) => {
      const cashStake = cashStakeOf(bet);
      const balanceAfter = (running.get(bet.currency) ?? 0) - cashStake;
      running.set(bet.currency, balanceAfter);
      return {
        ref: newBetRef(),
        accountId: bet.accountId,
        type: bet.type,
        stake: bet.stake,
        cashStake,
        bonus: storedBonusOf(bet),
        currency: bet.currency,
        odds: bet.odds,
        potentialWin: bet.potentialWin,
        systemId: bet.system?.id ?? null,
        requestedCustomOdds: bet.requestedCustomOdds,
        customOdds: bet.customOdds,
        balanceAfter,
        selections: bet.selections.map((s) => ({
          position: s.position,
          matchId: s.match.match.id,
          matchUrnId: s.match.match.urnId,
          matchSlug: s.match.match.slug,
          matchType: s.match.match.type,
          matchStatus: s.match.match.status,
          matchStartTime: s.match.match.startTime,
          sportKey: s.match.sport.key,
          categoryId: s.match.category.id,
          marketId: s.line.marketId,
          specifier: s.line.specifier,
          outcomeId: s.request.outcome_id,
          provider: s.line.provider,
          requestedOdds: s.request.odds,
          acceptedOdds: s.acceptedOdds,
          names: selectionNames(s.match, s.line, s.request.outcome_id, this.#context.contentLocales),
        })),
      };
    });
    const locale = contentLocaleOf(this.#context, request.locale);
    const { betIds, selectionIds } = await insertPlacement(tx, {
      playerId,
      placementRequestId: work.claim.id,
      quick: request.meta.quick,
      deviceId: request.meta.device_id,
      locale,
      at,
      bets: toWrite,
    });
    await recordSpent(
      tx,
      plan.bets.flatMap((bet, i) =>
        bet.bonus
          ? [
              {
                playerBonusId: bet.bonus.playerBonusId,
                betId: betIds.get((toWrite[i] as BetToWrite).ref) ?? 0,
                amount: bet.bonus.spent,
                kind: bet.bonus.hunting ? ('progressed' as const) : ('spent' as const),
              },
            ]
          : [],
      ),
      at,
    );
    // The hunting steps the bets reached pay their reward freebets with the bets (core BON18).
    const bonusesIssued = await payHuntingSteps(
      tx,
      plan.bets.flatMap((bet, i) => {
        const progress = spending.huntings.get(bet.index);
        const hunting = bet.bonus?.hunting;
        if (!progress || !hunting || !bet.bonus) return [];
        return [
          {
            playerBonusId: bet.bonus.playerBonusId,
            playerId,
            campaign: hunting.campaign,
            rules: hunting.rules,
            ...progress,
            betId: betIds.get((toWrite[i] as BetToWrite).ref) ?? 0,
          },
        ];
      }),
      book.now,
    );
    // Every qualifying cash bet counts toward the running amb programmes (nothing chosen in the slip).
    await feedAmbs(tx, {
      playerId,
      at,
      bets: plan.bets.map((bet, i) => ({
        betId: betIds.get((toWrite[i] as BetToWrite).ref) ?? 0,
        currency: bet.currency,
        cashStake: cashStakeOf(bet),
        odds: bet.odds,
      })),
    });
    // Last, so the level rows every placement adds to are held for as short a time as can be.
    const jackpots = await feedJackpots(
      tx,
      {
        playerId,
        at,
        bets: plan.bets.map((bet, i) => ({
          betId: betIds.get((toWrite[i] as BetToWrite).ref) ?? 0,
          accountId: bet.accountId,
          currency: bet.currency,
          cashStake: cashStakeOf(bet),
          odds: bet.odds,
        })),
      },
      this.#context.random,
    );
    // A jackpot won is paid into the account: the balance to publish is the one after it.
    for (const win of jackpots.wins) balances.set(win.currency, win.balance);
    const betRows: BetRow[] = toWrite.map((bet) => ({
      id: betIds.get(bet.ref) ?? 0,
      ref: bet.ref,
      playerId,
      accountId: bet.accountId,
      placementRequestId: work.claim.id,
      type: bet.type,
      status: 'waiting_results',
      result: 'no_results',
      stake: bet.stake,
      currency: bet.currency,
      odds: bet.odds,
      potentialWin: bet.potentialWin,
      winAmount: null,
      settledAt: null,
      systemId: bet.systemId,
      requestedCustomOdds: bet.requestedCustomOdds,
      customOdds: bet.customOdds,
      bonus: bet.bonus,
      usedInJackpot: jackpots.fed.has(betIds.get(bet.ref) ?? 0),
      isVip: false,
      quick: request.meta.quick,
      deviceId: request.meta.device_id,
      locale,
      createdAt: at,
      updatedAt: at,
    }));
    const selectionRows: BetSelectionRow[] = toWrite.flatMap((bet) =>
      bet.selections.map((s) => ({
        ...s,
        id: selectionIds.get(`${bet.ref}:${s.position}`) ?? 0,
        betId: betIds.get(bet.ref) ?? 0,
        result: 'no_results',
      })),
    );
    const answer = this.#present({ bets: betRows, selections: selectionRows }, locale);
    const completed = await completePlacement(tx, {
      ...work.claim,
      status: placeBets.status,
      body: answer.toString(),
      at,
    });
    if (!completed) throw new ClaimLost();
    const tournamentsFarmed = [
      ...new Map(
        plan.bets.flatMap((bet) => {
          const campaign = bet.bonus?.hunting?.campaign;
          return campaign?.kind === 'tournament' && spending.huntings.has(bet.index)
            ? [[campaign.id, campaign] as const]
            : [];
        }),
      ).values(),
    ];
    return { bets: betRows, selections: selectionRows, balances, answer, bonusesIssued, tournamentsFarmed };
  }

  /**
   * After the commit: the new balances and the placed bets on the player's private channel, in every
   * content locale someone listens in. A failed publication is reported, never turned into an error: the
   * bets are placed.
   */
  async #publish(playerId: number, written: Written): Promise<void> {
    const { publisher } = this.#context;
    const selectionsOf = selectionsByBet(written.selections);
    for (const locale of channelLocales(this.#context.contentLocales)) {
      const channel = userChannel(locale, playerId);
      if (!publisher.hasSubscribers(channel)) continue;
      try {
        for (const [currency, balance] of written.balances) {
          await publisher.publish(channel, {
            event: 'balance_changed',
            payload: { currency, balance, subunits: findCurrency(currency)?.subunits ?? 100 },
          });
        }
        for (const bet of written.bets) {
          await publisher.publish(channel, {
            event: 'bet_changed',
            payload: { bet: presentBet(bet, selectionsOf.get(bet.id) ?? [], locale) },
          });
        }
      } catch (error) {
        this.#context.log.error({ err: error, channel }, 'placed bets could not be published');
      }
    }
    await announceBonusesIssued(this.#context, playerId, written.bonusesIssued);
    await new TournamentService(this.#context).publishPools(written.tournamentsFarmed);
  }
}

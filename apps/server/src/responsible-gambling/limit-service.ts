import type { PlayerLimit } from '@sportsbook/contract/entities/player-limit';
import type { SetUserLimitRequest } from '@sportsbook/contract/platform/limit-calls';
import {
  appliedChanges,
  isInForce,
  type LimitPlan,
  type LimitRecord,
  type LimitRequest,
  planRemoveLimit,
  planSetLimit,
  settleLimits,
} from '@sportsbook/core/player-limits/limit-changes';
import { DEFAULT_MIN_TIME_LIMIT_MINUTES, LIMIT_KINDS } from '@sportsbook/core/player-limits/limit-kinds';
import { isPasswordConfirmed } from '../accounts/password-confirmation';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/register-call';
import {
  announceNotifications,
  type NotificationAnnouncerContext,
} from '../notifications/notification-announcer';
import { type NotificationRow, recordNotifications } from '../notifications/notifications';
import { findCurrency } from '../platform/currencies';
import { presentLimit } from './limit-presenter';
import {
  insertLimit,
  loadLiveLimits,
  lockPlayerLimits,
  playersWithDueChanges,
  updateLimitStatuses,
} from './limit-repository';
import { usedOf } from './limit-usage';
import { platformError } from './platform-error';

/** The answer of a limit change (contract UserLimitChange). */
export interface LimitChange {
  readonly limit: PlayerLimit;
  readonly pending: boolean;
}

function toRequest(body: SetUserLimitRequest): LimitRequest {
  if (body.type === 'coolingoff' || body.type === 'selfexclusion')
    return {
      type: body.type,
      period: null,
      strategy: null,
      amount: null,
      currency: null,
      durationDays: body.duration_days,
    };
  return {
    type: body.type,
    period: 'period' in body ? body.period : null,
    strategy: 'strategy' in body ? body.strategy : null,
    amount: body.amount,
    currency: 'currency' in body ? body.currency : null,
  };
}

function confirmationRequired() {
  return platformError(
    403,
    'password_confirmation_required',
    'raising or removing a limit and excluding yourself need a fresh password confirmation (POST /platform/users/password/confirm)',
  );
}

/**
 * The player's limits (GET/POST /platform/user_limits, DELETE /platform/user_limits/{id}): rules in
 * packages/core/src/player-limits, decisions in docs/adr/0010. Every change runs in one transaction that
 * holds the player's row lock (the lock placements and deposits take), so a bet or a deposit sees either
 * the limits before a change or after it, never half of it.
 */
export class LimitService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** The operator's shortest minute limit (MIN_TIME_LIMIT_MINUTES, settings `min_time_limit_minutes`). */
    private readonly minMinutes: number = DEFAULT_MIN_TIME_LIMIT_MINUTES,
    /** Tells players of pending changes that applied (core RG22); none, the notifications are only stored. */
    private readonly announcer?: NotificationAnnouncerContext,
  ) {}

  /**
   * Applies the pending changes whose time has come: the periodic sweep, so a raise or removal is written, and
   * the player told, even while nothing reads their limits. Players go `batch` at a time, at most `maxBatches`
   * batches a run (the next run takes the rest). Answers how many players it settled.
   */
  async settleDue(batch = 200, maxBatches = 25): Promise<number> {
    let settled = 0;
    for (let round = 0; round < maxBatches; round += 1) {
      const now = this.clock.now();
      const due = await playersWithDueChanges(this.db, now, batch);
      for (const playerId of due) await this.#settled(playerId, now);
      settled += due.length;
      if (due.length < batch) break;
    }
    return settled;
  }

  /** The limits in force and the pending changes, with what each has used in its window. */
  async list(playerId: number): Promise<PlayerLimit[]> {
    const now = this.clock.now();
    const settled = await this.#settled(playerId, now);
    const shown = settled.filter((row) => isInForce(row, now) || row.status === 'unconfirmed');
    const out: PlayerLimit[] = [];
    for (const limit of shown) out.push(presentLimit(limit, await usedOf(this.db, playerId, limit, now)));
    return out;
  }

  async set(caller: Caller, body: SetUserLimitRequest): Promise<LimitChange> {
    const request = toRequest(body);
    if (LIMIT_KINDS[request.type].unit === 'minutes' && (request.amount ?? 0) < this.minMinutes)
      throw new ApiError(
        400,
        'validation_failed',
        `invalid request: amount must be at least ${this.minMinutes} minutes`,
        [
          {
            path: 'body.amount',
            code: 'limit_too_short',
            message: `at least ${this.minMinutes} minutes`,
          },
        ],
      );
    if (request.currency !== null && !findCurrency(request.currency))
      throw platformError(422, 'currency_not_offered', `${request.currency} is not a currency offered here`);
    const confirmed = await this.#confirmed(caller, body.password_confirmation_token);
    return this.#change(caller.playerId, (settled, now) => planSetLimit(settled, request, now, confirmed));
  }

  async remove(caller: Caller, id: number, token: string | undefined): Promise<LimitChange> {
    const confirmed = await this.#confirmed(caller, token);
    return this.#change(caller.playerId, (settled, now) => planRemoveLimit(settled, id, now, confirmed));
  }

  async #confirmed(caller: Caller, token: string | undefined): Promise<boolean> {
    return token ? isPasswordConfirmed(this.db, this.clock, caller, token) : false;
  }

  /** Reads the player's live rows and writes the pending changes that are due. */
  async #settled(playerId: number, now: number): Promise<LimitRecord[]> {
    const rows = await loadLiveLimits(this.db, playerId);
    const settled = settleLimits(rows, now);
    if (settled.updates.length > 0) {
      const notified = await inTransaction(this.db, async (tx) => {
        const locked = await lockPlayerLimits(tx, playerId);
        // Settle what is there now (another request may have settled it meanwhile).
        return this.#writeSettle(tx, playerId, locked ?? [], now);
      });
      await this.#announce(notified);
    }
    return settled.rows;
  }

  /**
   * Writes a settle of the player's locked rows and, beside it, a notification for each pending change it
   * applies (RG22): whoever writes a settle tells it, so each change is told once.
   */
  async #writeSettle(
    tx: Db,
    playerId: number,
    locked: readonly LimitRecord[],
    now: number,
  ): Promise<{ rows: LimitRecord[]; notified: NotificationRow[] }> {
    const settled = settleLimits(locked, now);
    await updateLimitStatuses(tx, settled.updates, now);
    const notified = await recordNotifications(
      tx,
      appliedChanges(locked, settled.updates).map((change) => ({
        kind: change.action === 'raise' ? ('limit_raised' as const) : ('limit_removed' as const),
        playerId,
        change,
      })),
      new Date(now).toISOString(),
    );
    return { rows: settled.rows, notified };
  }

  async #announce(written: { notified: readonly NotificationRow[] }): Promise<void> {
    if (this.announcer && written.notified.length > 0)
      await announceNotifications(this.announcer, written.notified);
  }

  async #change(
    playerId: number,
    plan: (settled: LimitRecord[], now: number) => LimitPlan,
  ): Promise<LimitChange> {
    const now = this.clock.now();
    let notified: NotificationRow[] = [];
    const result = await inTransaction(this.db, async (tx) => {
      notified = [];
      const rows = await lockPlayerLimits(tx, playerId);
      if (!rows) throw platformError(401, 'unauthorized', 'the player of this session no longer exists');
      const settled = await this.#writeSettle(tx, playerId, rows, now);
      notified = settled.notified;
      const decided = plan(settled.rows, now);
      if (decided.kind === 'confirmation_required') return decided;
      if (decided.kind === 'not_found')
        throw platformError(404, 'limit_not_found', 'no such limit in force or pending');
      if (decided.kind === 'not_removable')
        throw platformError(
          422,
          'limit_not_removable',
          'a self-exclusion or cooling-off cannot be ended early',
        );
      await updateLimitStatuses(tx, decided.updates, now);
      const row = decided.insert ? await insertLimit(tx, playerId, decided.insert, now) : decided.shown;
      if (!row) throw new Error('a limit change shows no row');
      return { row, pending: decided.pending };
    });
    await this.#announce({ notified });
    // Refused outside the transaction, so the pending changes settled on the way stay written.
    if ('kind' in result) throw confirmationRequired();
    return {
      limit: presentLimit(result.row, await usedOf(this.db, playerId, result.row, now)),
      pending: result.pending,
    };
  }
}

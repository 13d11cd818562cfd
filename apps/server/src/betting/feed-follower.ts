import type { FeedListener, TickSummary } from '../feed/simulator/feed-simulator';
import type { BettingContext } from './betting-context';
import { CashoutWatch } from './cashout/cashout-watch';
import { SettlementService } from './settlement/settlement-service';

/** How often (clock time) everything outstanding is swept: cancelled markets, an interrupted settlement. */
export const SWEEP_EVERY_MS = 60_000;

/**
 * Betting's side of the feed, told after every simulator tick (feed/simulator/CONTEXT.md): settles the
 * matches the tick decided from their final states, sweeps what is outstanding once a minute, and sends
 * listening players their bets' new cash-out values. Each part fails on its own (logged): a failed
 * settlement is picked up by the next sweep.
 */
export class FeedFollower implements FeedListener {
  readonly #context: BettingContext;
  readonly #settlement: SettlementService;
  readonly #cashouts: CashoutWatch;
  #lastSweep: number | null = null;

  constructor(context: BettingContext) {
    this.#context = context;
    this.#settlement = new SettlementService(context);
    this.#cashouts = new CashoutWatch(context);
  }

  async afterTick(summary: TickSummary): Promise<void> {
    await this.#guard('settling decided matches', () => this.#settlement.settleDecided(summary.decided));
    if (this.#lastSweep === null || summary.now - this.#lastSweep >= SWEEP_EVERY_MS) {
      this.#lastSweep = summary.now;
      await this.#guard('sweeping outstanding bets', async () => {
        await this.#settlement.settleOutstanding();
        await this.#cashouts.prune();
      });
    }
    await this.#guard('refreshing cash-out values', () => this.#cashouts.refresh(summary.movedMatchIds));
  }

  async #guard(what: string, work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.#context.log.error({ err: error }, `betting after a feed tick: ${what} failed`);
    }
  }
}

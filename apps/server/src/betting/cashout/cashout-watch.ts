import { loadBetsByIds, loadLiveLines, openCashoutBetsOn, stillOpen } from '../bet-repository';
import type { BettingContext } from '../betting-context';
import { PlayerPublications } from '../player-publications';
import { cashoutLines, currentCashout } from './cashout-values';

/**
 * Keeps listening players' cash-out values current (spec §4: a cashout change sets to-cashout): after each
 * feed tick, the open single and combo bets on the matches whose prices moved are valued again, and
 * `bet_cashout_changed {bet_id, to_cashout}` goes out on the owner's private channel when the value differs
 * from the last one sent. Only bets of players with a subscriber are read and valued: one indexed
 * statement per tick finds the candidates, two more value them when someone listens.
 *
 * Values are not stored: they are a function of the live book, computed when asked (GET /bets, a cash
 * out). The last value sent per bet is kept in memory; `prune()` drops bets that are no longer open.
 */
export class CashoutWatch {
  readonly #context: BettingContext;
  readonly #publications: PlayerPublications;
  readonly #sent = new Map<number, number | null>();

  constructor(context: BettingContext) {
    this.#context = context;
    this.#publications = new PlayerPublications(context);
  }

  /** Values again the bets on matches whose prices moved; returns the number of publications sent. */
  async refresh(movedMatchIds: readonly number[]): Promise<number> {
    const { db } = this.#context;
    const candidates = await openCashoutBetsOn(db, movedMatchIds);
    if (candidates.length === 0) return 0;
    const localesOf = new Map<number, string[]>();
    for (const { playerId } of candidates)
      if (!localesOf.has(playerId)) localesOf.set(playerId, this.#publications.listening(playerId));
    const watched = candidates.filter(({ playerId }) => (localesOf.get(playerId) ?? []).length > 0);
    if (watched.length === 0) return 0;
    const { bets, selections } = await loadBetsByIds(
      db,
      watched.map((c) => c.betId),
    );
    const lines = await loadLiveLines(db, cashoutLines(bets, selections));
    let sent = 0;
    for (const bet of bets) {
      const value = currentCashout(bet, selections.get(bet.id) ?? [], lines);
      if (this.#sent.has(bet.id) && this.#sent.get(bet.id) === value) continue;
      this.#sent.set(bet.id, value);
      const locales = localesOf.get(bet.playerId) ?? [];
      await this.#publications.publish(
        bet.playerId,
        () => [{ event: 'bet_cashout_changed', payload: { bet_id: bet.id, to_cashout: value } }],
        locales,
      );
      sent += locales.length;
    }
    return sent;
  }

  /** Forgets the values sent for bets that are no longer open (settled, cashed out). */
  async prune(): Promise<void> {
    if (this.#sent.size === 0) return;
    const open = await stillOpen(this.#context.db, [...this.#sent.keys()]);
    for (const id of [...this.#sent.keys()]) if (!open.has(id)) this.#sent.delete(id);
  }
}

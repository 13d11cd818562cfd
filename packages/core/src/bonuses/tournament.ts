/**
 * Hunting tournaments (spec §3 leaderboard row and pool, §4 tournament pool level states): players farm the
 * stakes of their qualifying bets (BON15, BON16), everyone's farming opens the pool's levels, and when the
 * tournament ends the pool is shared by position (BON19). Money is integer minor units.
 */

export type PoolLevelState = 'active' | 'created' | 'disabled' | 'finished' | 'paused';

/** A level of a tournament's pool: it opens once everyone together has farmed `threshold`; its prize is `pool`. */
export interface PoolLevel {
  readonly threshold: number;
  readonly pool: number;
}

/** Where a tournament stands: running, paused by the operator, or ended. */
export type TournamentStage = 'running' | 'paused' | 'ended';

/** The level opened by the farming so far: the last whose threshold is reached (levels rise), or none. */
export function openLevelIndex(levels: readonly PoolLevel[], farmedTotal: number): number {
  let open = -1;
  levels.forEach((level, index) => {
    if (farmedTotal >= level.threshold) open = index;
  });
  return open;
}

/**
 * [BON28] Each pool level's state: a level not yet opened is created; the open one (BON29) is active while the
 * tournament runs, paused while it is paused and finished once it ended; the levels it superseded are disabled.
 */
export function poolLevelStates(
  levels: readonly PoolLevel[],
  farmedTotal: number,
  stage: TournamentStage,
): PoolLevelState[] {
  const open = openLevelIndex(levels, farmedTotal);
  return levels.map((_, index) => {
    if (index > open) return 'created';
    if (index < open) return 'disabled';
    if (stage === 'running') return 'active';
    return stage === 'paused' ? 'paused' : 'finished';
  });
}

/** [BON29] What the pool holds: the prize of its open level, 0 before the first opens. */
export function poolAmount(levels: readonly PoolLevel[], farmedTotal: number): number {
  const open = openLevelIndex(levels, farmedTotal);
  return open < 0 ? 0 : (levels[open]?.pool ?? 0);
}

/** A ranked entry (BON19) with the share of the pool it wins. */
export interface Prize {
  readonly playerId: number;
  readonly position: number;
  readonly amount: number;
}

/**
 * [BON30] The prizes when a tournament ends: the player at position n (BON19, farmed above 0) wins `shares[n-1]`
 * percent of the pool, rounded down to the minor unit; positions without a share, or a prize of 0, win nothing.
 * The prizes never add up to more than the pool (shares add up to at most 100).
 */
export function tournamentPrizes(
  ranked: readonly { readonly playerId: number; readonly farmed: number; readonly position: number }[],
  pool: number,
  shares: readonly number[],
): Prize[] {
  return ranked.flatMap((entry) => {
    const share = shares[entry.position - 1];
    if (share === undefined || entry.farmed <= 0) return [];
    const amount = Math.floor((pool * share) / 100);
    return amount > 0 ? [{ playerId: entry.playerId, position: entry.position, amount }] : [];
  });
}

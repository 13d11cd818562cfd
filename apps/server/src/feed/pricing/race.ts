import type { Tally } from './match-model';

/** A final score of one set, with its probability. */
export interface SetOutcome {
  readonly home: number;
  readonly away: number;
  readonly homeWon: boolean;
  readonly probability: number;
}

/** The rules of a race: first to `target` with a lead of `winBy`; a tie-break unit at `tieBreakAt` all. */
export interface RaceRules {
  readonly target: number;
  readonly winBy: number;
  readonly tieBreakAt?: number;
}

/** How far past the target a win-by-two race is followed before the last crumbs of mass are settled. */
const DEUCE_ALLOWANCE = 40;

function isOver(rules: RaceRules, home: number, away: number): boolean {
  const { target, winBy, tieBreakAt } = rules;
  if (
    tieBreakAt !== undefined &&
    home + away === 2 * tieBreakAt + 1 &&
    Math.max(home, away) === tieBreakAt + 1
  ) {
    return true;
  }
  return (home >= target && home - away >= winBy) || (away >= target && away - home >= winBy);
}

/**
 * The final scores of a set raced unit by unit from `start`. `unitWin(home, away)` is the chance the home
 * side wins the next unit at that score (tennis: it depends on who serves); `tieBreakHome` the chance it
 * wins the tie-break that decides a set at `tieBreakAt` all.
 */
export function raceOutcomes(
  rules: RaceRules,
  start: Tally,
  unitWin: (home: number, away: number) => number,
  tieBreakHome: number,
): SetOutcome[] {
  const outcomes: SetOutcome[] = [];
  const settle = (home: number, away: number, probability: number) => {
    if (probability > 0) outcomes.push({ home, away, homeWon: home > away, probability });
  };
  if (isOver(rules, start.home, start.away)) {
    settle(start.home, start.away, 1);
    return outcomes;
  }
  const cap = Math.max(start.home, start.away, rules.target) * 2 + DEUCE_ALLOWANCE;
  // The frontier: home units → probability, for every score with `played` units.
  let frontier = new Map<number, number>([[start.home, 1]]);
  for (let played = start.home + start.away; frontier.size > 0; played += 1) {
    const next = new Map<number, number>();
    const add = (home: number, probability: number) => next.set(home, (next.get(home) ?? 0) + probability);
    for (const [home, probability] of frontier) {
      const away = played - home;
      if (played >= cap) {
        // Settle what is left of an endless deuce by who leads; its mass is negligible.
        settle(home >= away ? home + 2 : home, home >= away ? away : away + 2, probability);
        continue;
      }
      const atTieBreak =
        rules.tieBreakAt !== undefined && home === rules.tieBreakAt && away === rules.tieBreakAt;
      const win = atTieBreak ? tieBreakHome : unitWin(home, away);
      for (const [nextHome, nextAway, p] of [
        [home + 1, away, win],
        [home, away + 1, 1 - win],
      ] as const) {
        if (p <= 0) continue;
        if (isOver(rules, nextHome, nextAway)) settle(nextHome, nextAway, probability * p);
        else add(nextHome, probability * p);
      }
    }
    frontier = next;
  }
  return outcomes;
}

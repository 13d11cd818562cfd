import { isLiveMatch } from '../catalog/match-status';
import type { Selection } from './selection';

/**
 * The operator's in-play bet delay (settings `in_play_bet_delays`: sport key → whole seconds, 0 to 30): a
 * placement holding a live selection of such a sport is held that long, its prices checked again, then taken.
 */
export type InPlayBetDelays = Readonly<Record<string, number>>;

/** The longest delay an operator may set, in seconds (the contract's bound). */
export const MAX_IN_PLAY_BET_DELAY_SECONDS = 30;

/** [DLY1] A sport's delay in whole seconds: its setting within 0..30 (fractions dropped), else 0. */
export function sportDelaySeconds(delays: InPlayBetDelays | null | undefined, sportKey: string): number {
  const value = delays && Object.hasOwn(delays, sportKey) ? delays[sportKey] : undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return 0;
  return Math.min(Math.floor(value), MAX_IN_PLAY_BET_DELAY_SECONDS);
}

/** [DLY1] A selection's delay: its sport's when its match is live, else 0 (prematch bets are not held). */
export function selectionDelaySeconds(
  selection: Pick<Selection, 'matchStatus' | 'sportKey'>,
  delays: InPlayBetDelays | null | undefined,
): number {
  return isLiveMatch(selection.matchStatus) ? sportDelaySeconds(delays, selection.sportKey) : 0;
}

/**
 * [DLY2] The delay of a placement (a ticket's bets sent together, or a quick bet): the longest delay among its
 * live selections' sports; 0 without any.
 */
export function placementDelaySeconds(
  bets: readonly { readonly selections: readonly Pick<Selection, 'matchStatus' | 'sportKey'>[] }[],
  delays: InPlayBetDelays | null | undefined,
): number {
  let longest = 0;
  for (const bet of bets) {
    for (const selection of bet.selections) {
      longest = Math.max(longest, selectionDelaySeconds(selection, delays));
    }
  }
  return longest;
}

/**
 * [DLY3] Whole seconds left of a delay that started at `startedAt` (ms) at time `now` (ms), rounded up:
 * the full delay at the start, never below 0 nor above the delay (a clock that went back shows the full delay).
 */
export function delaySecondsLeft(startedAt: number, delaySeconds: number, now: number): number {
  if (!(delaySeconds > 0)) return 0;
  const left = Math.ceil((startedAt + delaySeconds * 1_000 - now) / 1_000);
  return Math.min(delaySeconds, Math.max(0, left));
}

import type { Bet } from '@sportsbook/contract/entities/bet';
import { useSyncExternalStore } from 'react';
import { onBetEvent } from '../player/player-events';

/*
 * The player's bets seen during this visit: placed from this slip or changed on their private channel
 * (bet_changed replaces a bet, a VIP bet that becomes rejected leaves the list: spec §4 live updates). The
 * MY_BETS tab lists them until the bet history reads them from the server.
 */

let bets: readonly Bet[] = [];
const listeners = new Set<() => void>();
let listening = false;

function set(next: readonly Bet[]): void {
  bets = next;
  for (const listener of listeners) listener();
}

/** Adds or replaces bets (newest first). */
export function rememberBets(placed: readonly Bet[]): void {
  const ids = new Set(placed.map((bet) => bet.id));
  set(
    [...placed, ...bets.filter((bet) => !ids.has(bet.id))].sort((a, b) =>
      b.created_at.localeCompare(a.created_at),
    ),
  );
}

/** Forgets every bet (sign-out). */
export function forgetBets(): void {
  set([]);
}

function listen(): void {
  if (listening) return;
  listening = true;
  onBetEvent((event) => {
    if (event.event === 'bet_changed') {
      const bet = event.payload.bet;
      if (bet.is_vip && bet.status === 'rejected') set(bets.filter((known) => known.id !== bet.id));
      else rememberBets([bet]);
    } else {
      const { bet_id: id, to_cashout: value } = event.payload;
      set(bets.map((bet) => (bet.id === id ? { ...bet, to_cashout: value } : bet)));
    }
  });
}

function subscribe(listener: () => void): () => void {
  listen();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NONE: readonly Bet[] = [];

export function useSessionBets(): readonly Bet[] {
  return useSyncExternalStore(
    subscribe,
    () => bets,
    () => NONE,
  );
}

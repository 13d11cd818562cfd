import type { BettingWorld, Bettor, WorldSelection } from '../../betting/support/betting-world';

/** The calls a bonus test makes as a player (or a visitor, `null`) and a fresh home price to bet on. */
export function bonusCalls(world: () => BettingWorld) {
  return {
    get: (bettor: Bettor | null, url: string) => world().call('GET', url, bettor),
    post: (bettor: Bettor | null, url: string, body?: unknown) => world().call('POST', url, bettor, body),
    /** The home price (at `odds`) of a new match's 1X2 line. */
    async aHome(odds = 2): Promise<WorldSelection> {
      const match = await world().aMatch();
      const line = await world().aLine(match, 1, '', { '1': odds, X: 3.2, '2': 3 });
      return line['1'] as WorldSelection;
    },
  };
}

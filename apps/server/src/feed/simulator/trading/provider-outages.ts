import type { Random } from '../../generator/random';
import type { Board } from '../board/board-loader';

/** Mean clock time between two provider outages (ms). */
const OUTAGE_MEAN_MS = 20 * 60_000;
/** How long an outage lasts (ms). */
const OUTAGE_MS: readonly [number, number] = [20_000, 90_000];

/**
 * Now and then a data provider stops sending (status `inactive`) for a short while and comes back: its
 * matches are not bettable meanwhile (spec §4, provider statuses). At most one provider is out at a time.
 * An inactive provider the simulator did not switch off itself (a restart during an outage) comes back
 * after a while too. Returns the providers whose status changed.
 */
export function stepProviders(board: Board, now: number, dtMs: number, random: Random): string[] {
  const changed: string[] = [];
  for (const [provider, state] of board.providers) {
    if (state.status !== 'inactive') continue;
    if (state.restoreAt === null) {
      state.restoreAt = now + random.between(...OUTAGE_MS);
    } else if (state.restoreAt <= now) {
      state.status = 'active';
      state.restoreAt = null;
      changed.push(provider);
    }
  }
  const anyOut = [...board.providers.values()].some((state) => state.status === 'inactive');
  if (!anyOut && changed.length === 0 && random.chance(1 - Math.exp(-dtMs / OUTAGE_MEAN_MS))) {
    const withMatches = new Set([...board.matches.values()].map((match) => match.identity.provider));
    const candidates = [...board.providers.keys()].filter((provider) => withMatches.has(provider));
    if (candidates.length > 0) {
      const provider = random.pick(candidates);
      board.providers.set(provider, { status: 'inactive', restoreAt: now + random.between(...OUTAGE_MS) });
      changed.push(provider);
    }
  }
  return changed;
}

import type { Match } from '@sportsbook/contract/entities/match';
import type { SerializedJson } from '../http/serialized-json';

/** How many presented matches the cache keeps by default: the whole demo catalogue in six locales, twice. */
export const DEFAULT_PRESENTED_MATCHES = 10_000;

interface Entry {
  readonly version: string;
  readonly json: SerializedJson<Match>;
}

/**
 * Matches as the wire shows them (validated JSON, per locale), kept in memory with the version they were
 * built from (see matchVersion). A lookup hits only when the caller's version, read from the database in
 * the same request, is the one kept: a match that changed in any way is built again, never served stale.
 * Bounded: beyond `capacity` entries, the least recently used go.
 */
export class PresentedMatchCache {
  readonly #entries = new Map<string, Entry>();

  constructor(readonly capacity: number = DEFAULT_PRESENTED_MATCHES) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('cache capacity must be >= 1');
  }

  /** How many presented matches are kept. */
  get size(): number {
    return this.#entries.size;
  }

  /** The match as presented in `locale`, if the kept one was built from `version`. */
  get(matchId: number, locale: string, version: string): SerializedJson<Match> | undefined {
    const key = `${matchId}:${locale}`;
    const entry = this.#entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Map order is insertion order: moving the entry to the end makes the first entry the least recent.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.json;
  }

  /** Keeps a match as presented in `locale` from `version`, replacing an older one. */
  set(matchId: number, locale: string, version: string, json: SerializedJson<Match>): void {
    const key = `${matchId}:${locale}`;
    this.#entries.delete(key);
    this.#entries.set(key, { version, json });
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}

import {
  getCategory,
  getMatch,
  getTournament,
  listCategories,
  listMatches,
  listMatchMarkets,
  listSports,
  listTournaments,
  postCounters,
  search,
} from '@sportsbook/contract/sportsbook/catalog-calls';

/**
 * The catalogue calls whose last answer is served while the database is unreachable, each with whether a
 * request's answer is the same for everyone (a player's favourites are not: never kept, never served). The
 * caller cannot be known then (the token's session is in the database), so only shared answers qualify.
 */
export const LAST_ANSWER_CALLS: ReadonlyMap<string, (query: unknown) => boolean> = new Map([
  [listSports.id, () => true],
  [listCategories.id, () => true],
  [getCategory.id, () => true],
  [listTournaments.id, () => true],
  [getTournament.id, () => true],
  [listMatches.id, (query: unknown) => (query as { favourite?: unknown } | undefined)?.favourite !== true],
  [getMatch.id, () => true],
  [listMatchMarkets.id, () => true],
  [postCounters.id, () => true],
  [search.id, () => true],
]);

/** A kept answer: the bytes that were sent, their type, and when. */
export interface LastAnswer {
  readonly bytes: Buffer;
  readonly contentType: string;
  readonly at: number;
}

export interface LastAnswerLimits {
  /** Bytes of answers kept at most; the least recently used go first. */
  readonly maxBytes: number;
  /** An answer older than this is not served (milliseconds). */
  readonly maxAgeMs: number;
}

export const DEFAULT_LAST_ANSWER_LIMITS: LastAnswerLimits = {
  maxBytes: 32 * 1024 * 1024,
  maxAgeMs: 10 * 60_000,
};

/**
 * The last successful answer of each catalogue request (method, URL, language, body), kept so that while
 * the database is unreachable a catalogue read answers with what it last said, marked with `Age`, rather
 * than 503 (ADR 0013). Normally every read is fresh (ADR 0007); this is only read when the database fails.
 */
export class LastAnswerCache {
  readonly #limits: LastAnswerLimits;
  readonly #answers = new Map<string, LastAnswer>();
  #bytes = 0;

  constructor(limits: LastAnswerLimits = DEFAULT_LAST_ANSWER_LIMITS) {
    this.#limits = limits;
  }

  /** The key of a request: the same key is the same answer for everyone. */
  static keyOf(request: {
    readonly method: string;
    readonly url: string;
    readonly locale: string;
    readonly body?: unknown;
  }): string {
    const body = request.body === undefined ? '' : JSON.stringify(request.body);
    return `${request.method} ${request.url} ${request.locale} ${body}`;
  }

  keep(key: string, answer: LastAnswer): void {
    if (answer.bytes.length > this.#limits.maxBytes) return;
    this.#drop(key);
    this.#answers.set(key, answer);
    this.#bytes += answer.bytes.length;
    for (const [oldest] of this.#answers) {
      if (this.#bytes <= this.#limits.maxBytes) break;
      this.#drop(oldest);
    }
  }

  /** The kept answer of `key` if it is young enough at `now`. */
  find(key: string, now: number): LastAnswer | undefined {
    const answer = this.#answers.get(key);
    if (!answer) return undefined;
    if (now - answer.at > this.#limits.maxAgeMs) {
      this.#drop(key);
      return undefined;
    }
    // Used: it moves to the young end.
    this.#answers.delete(key);
    this.#answers.set(key, answer);
    return answer;
  }

  get bytes(): number {
    return this.#bytes;
  }

  #drop(key: string): void {
    const answer = this.#answers.get(key);
    if (!answer) return;
    this.#answers.delete(key);
    this.#bytes -= answer.bytes.length;
  }
}

/*
 * What the catalogue benchmark's parent says to the server under test, which runs in its own process.
 */

/** The database under the server. */
export type CatalogueDatabaseKind = 'pglite' | 'postgres';

/** The call measured: a page of 50 live matches, as a live page polls it. */
export const LIVE_PAGE_PATH = '/api/v2/matches?match_status=1&limit=50';

/** The baseline: a trivial route on the same app instance (same hooks, same server). */
export const HELLO_PATH = '/bench/hello';

export type CatalogueServerCommand =
  /** What the live simulator has done so far. */
  | { readonly kind: 'feed' }
  /** Turns the request log (one line per request, as `npm start` writes it, into a drained pipe) on or off. */
  | { readonly kind: 'request-log'; readonly on: boolean };

/** What the server announces once seeded, listening and with the simulator running. */
export interface CatalogueServerReady {
  readonly baseUrl: string;
  readonly seedMs: number;
  /** The simulator's outcome odds changes per second (the config's default, as `npm start` runs it). */
  readonly simulatorRate: number;
}

/** The live simulator's counters so far (see SimulatorStats). */
export interface FeedReport {
  readonly ticks: number;
  readonly oddsChanges: number;
  /** Milliseconds spent in ticks. */
  readonly busyMs: number;
  readonly liveMatches: number;
  /** When this report was taken, in performance.now() milliseconds of the server process. */
  readonly atMs: number;
}

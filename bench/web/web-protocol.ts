/*
 * What the web benchmarks' parent says to the backend under test (`web-backend.ts`), which runs in its own
 * process: the app, its embedded hub and the live simulator as `main.ts` builds them, plus an odds pump that
 * publishes known odds changes through the backend's own publisher.
 */

/** Where the backend serves the plain-DOM reference board (`reference-board.html`). */
export const REFERENCE_BOARD_PATH = '/bench-reference-board';

/** Start options, passed as JSON in the child's first argument. */
export interface WebBackendOptions {
  /** Matches the simulator keeps in play (its `minLive`; the product's default is 60). */
  readonly minLive: number;
  /** The simulator's odds changes per second (the product's default is 40). */
  readonly simRate: number;
  /** Seed the demo players (`demo@example.com`, password `demo-password`) for signed-in measurements. */
  readonly demoPlayers?: boolean;
  /**
   * The web product's origin, whose pages open the realtime connection: the backend refuses a handshake
   * from any origin it was not told of (core WSO2).
   */
  readonly webOrigin?: string;
}

export type WebBackendCommand =
  /** Live matches on the board now. */
  | { readonly kind: 'feed' }
  /** Stops the simulator (so only the pump moves odds), after loading the summary markets the pump moves. */
  | { readonly kind: 'pause-simulator' }
  /**
   * Publishes `rate` outcome odds changes per second on `public:en` for `durationMs`, in one
   * `markets_changed` per `tickMs` (as the simulator does: the tick's changed main and secondary lines).
   * With `unique`, every change carries an odds value none of the 9,898 changes before it carries (1.01 to
   * 99.99 in turn; for latency: about 2 s apart at 5,000/s).
   */
  | {
      readonly kind: 'pump';
      readonly rate: number;
      readonly durationMs: number;
      readonly tickMs: number;
      readonly unique: boolean;
    }
  /** The backend's clock (epoch ms, sub-millisecond), for aligning clocks. */
  | { readonly kind: 'clock' };

export interface WebBackendReady {
  readonly apiUrl: string;
  readonly wsUrl: string;
  /** A raw `ws` echo server in the same process (the round-trip baseline). */
  readonly echoUrl: string;
  readonly seedMs: number;
}

export interface PausedReport {
  readonly liveMatches: number;
  /** Summary markets (main and secondary lines of live matches) the pump moves, and their outcomes. */
  readonly markets: number;
  readonly outcomes: number;
}

export interface PumpReport {
  /** Outcome odds changes published (one changed outcome per market entry). */
  readonly changes: number;
  readonly publications: number;
  /** Epoch ms of the first and last publication. */
  readonly startedAtMs: number;
  readonly endedAtMs: number;
  /** For a unique pump: [odds value in hundredths, publish time in epoch ms, market name] per change. */
  readonly published: readonly (readonly [number, number, string])[];
}

/** The epoch clock in milliseconds with sub-millisecond resolution. */
export function epochMs(): number {
  return performance.timeOrigin + performance.now();
}

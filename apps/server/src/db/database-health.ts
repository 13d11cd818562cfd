import type { ReadinessCheck } from '../http/readiness';
import { systemTimers, type TimerHandle, type Timers } from '../timers';
import { DatabaseUnavailableError, databaseFaultOf } from './database-errors';
import type { HealthLog } from './database-types';

/** How often a down database is probed: at once, then doubling from `firstMs` up to `maxMs`. */
export interface ProbeBackoff {
  readonly firstMs: number;
  readonly maxMs: number;
}

export const DEFAULT_PROBE_BACKOFF: ProbeBackoff = { firstMs: 250, maxMs: 2_000 };

const silentLog: HealthLog = { warn: () => {}, info: () => {} };

export interface DatabaseHealthOptions {
  /** One round trip that bypasses the tracker (`select 1` on a connection of its own); rejects when down. */
  readonly probe: () => Promise<void>;
  readonly timers?: Timers;
  /** Milliseconds since the epoch, for the readiness detail. */
  readonly now?: () => number;
  readonly backoff?: ProbeBackoff;
  readonly log?: HealthLog;
}

/** Where the tracker stands: `suspect` after a failure (probing at once, calls still go through). */
type State =
  | { readonly kind: 'up' }
  | {
      readonly kind: 'suspect' | 'down';
      readonly since: number;
      lastError: string;
      /** Failed probes so far. */
      failedProbes: number;
      timer: TimerHandle | undefined;
    };

/** What `GET /readyz` and the logs say about the database. */
export type HealthState = State['kind'];

function describe(error: unknown): string {
  const seen: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    seen.push(typeof code === 'string' ? `${current.message} (${code})` : current.message);
    current = current.cause;
  }
  // Drizzle's "Failed query: <sql> params: …" says less than its cause and may carry values: the cause last.
  return seen.filter((text) => !text.startsWith('Failed query:')).at(-1) ?? String(error);
}

/**
 * Whether the database answers. Every query's failure is shown to it (`observe`). One that says the
 * database is unreachable makes it `suspect`: it is probed at once (`select 1` on a connection of its own)
 * while calls still go through, so one lost connection (a terminated backend, a reset) costs only the work
 * that was on it. When the probe fails too the database is `down`: work is refused at once
 * (`assertUsable` throws `DatabaseUnavailableError`) instead of each call waiting for a connect timeout,
 * and it is probed with backoff until it answers; then it is `up` again. A statement or lock timeout does
 * not count: the server answered. It is the `database` check of `GET /readyz` (not ready while down).
 */
export class DatabaseHealth implements ReadinessCheck {
  readonly name = 'database';
  readonly #probe: () => Promise<void>;
  readonly #timers: Timers;
  readonly #now: () => number;
  readonly #backoff: ProbeBackoff;
  readonly #log: HealthLog;
  readonly #listeners = new Set<(up: boolean) => void>();
  #state: State = { kind: 'up' };
  #closed = false;

  constructor(options: DatabaseHealthOptions) {
    this.#probe = options.probe;
    this.#timers = options.timers ?? systemTimers;
    this.#now = options.now ?? Date.now;
    this.#backoff = options.backoff ?? DEFAULT_PROBE_BACKOFF;
    this.#log = options.log ?? silentLog;
  }

  get state(): HealthState {
    return this.#state.kind;
  }

  check(): { readonly ready: boolean; readonly detail?: string } {
    const state = this.#state;
    if (state.kind !== 'down') return { ready: true };
    return {
      ready: false,
      detail: `unreachable since ${new Date(state.since).toISOString()}: ${state.lastError}`,
    };
  }

  /** Shown every failure of database work; an unreachable database makes it suspect (and probed). */
  observe(error: unknown): void {
    if (databaseFaultOf(error) !== 'unreachable' || error instanceof DatabaseUnavailableError) return;
    const reason = describe(error);
    const state = this.#state;
    if (state.kind !== 'up') {
      state.lastError = reason;
      return;
    }
    if (this.#closed) return;
    this.#state = {
      kind: 'suspect',
      since: this.#now(),
      lastError: reason,
      failedProbes: 0,
      timer: undefined,
    };
    this.#log.warn({ err: reason }, 'database connection failed: probing the database');
    this.#schedule(0);
  }

  /** Throws `DatabaseUnavailableError` while the database is known to be down. */
  assertUsable(): void {
    const state = this.#state;
    if (state.kind !== 'down') return;
    throw new DatabaseUnavailableError(
      'unreachable',
      `the database is unreachable (since ${new Date(state.since).toISOString()}: ${state.lastError})`,
      this.retryAfterSeconds(),
    );
  }

  /** Seconds after which a retry has a chance: the probe interval while down, else 1. */
  retryAfterSeconds(): number {
    const state = this.#state;
    if (state.kind !== 'down') return 1;
    return Math.max(1, Math.ceil(this.#delayAfter(state.failedProbes + 1) / 1000));
  }

  /** Told `false` when the database is found down and `true` when it is back. Returns the unsubscribe. */
  onChange(listener: (up: boolean) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Stops probing (the database is being closed). */
  close(): void {
    this.#closed = true;
    const state = this.#state;
    if (state.kind !== 'up' && state.timer) this.#timers.clearTimeout(state.timer);
  }

  #delayAfter(failedProbes: number): number {
    if (failedProbes <= 0) return 0;
    return Math.min(this.#backoff.maxMs, this.#backoff.firstMs * 2 ** (failedProbes - 1));
  }

  #schedule(ms: number): void {
    const state = this.#state;
    if (state.kind === 'up' || this.#closed) return;
    state.timer = this.#timers.setTimeout(() => {
      state.timer = undefined;
      void this.#runProbe(state);
    }, ms);
  }

  async #runProbe(state: Exclude<State, { kind: 'up' }>): Promise<void> {
    if (this.#closed || this.#state !== state) return;
    try {
      await this.#probe();
    } catch (error) {
      if (this.#closed || this.#state !== state) return;
      state.failedProbes += 1;
      state.lastError = describe(error);
      if (state.kind === 'suspect') {
        this.#state = { ...state, kind: 'down' };
        this.#log.warn(
          { err: state.lastError },
          'database unreachable: calls that need it answer 503 until it is back',
        );
        this.#emit(false);
      }
      this.#schedule(this.#delayAfter(state.failedProbes));
      return;
    }
    if (this.#closed || this.#state !== state) return;
    this.#state = { kind: 'up' };
    if (state.kind === 'down') {
      this.#log.info(
        { downMs: this.#now() - state.since, failedProbes: state.failedProbes },
        'database reachable again',
      );
      this.#emit(true);
    }
  }

  #emit(up: boolean): void {
    for (const listener of this.#listeners) {
      try {
        listener(up);
      } catch {
        // A listener's failure must not stop the tracker or the other listeners.
      }
    }
  }
}

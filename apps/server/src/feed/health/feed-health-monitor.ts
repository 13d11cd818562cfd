import { publicChannel } from '@sportsbook/contract/realtime/channels';
import type { FeedStatus } from '@sportsbook/contract/sportsbook/feed-calls';
import {
  type FeedHealth,
  type FeedHealthEvent,
  feedHealthAfter,
  feedStatusOf,
  WITHOUT_FEED,
} from '@sportsbook/core/feed/feed-health';
import type { Clock } from '../../clock';
import type { ReadinessCheck } from '../../http/readiness';
import type { Publisher } from '../../realtime/publisher';
import { systemTimers, type TimerHandle, type Timers } from '../../timers';

/** What the monitor tells: the public channel of every content locale, and a log for operators. */
export interface FeedHealthOptions {
  readonly clock: Clock;
  readonly publisher: Publisher;
  readonly contentLocales: readonly string[];
  /** No successful tick for this long makes the prices stale (FDH3). */
  readonly staleAfterMs: number;
  readonly timers?: Timers;
  readonly log?: { warn(details: Record<string, unknown>, message: string): void };
}

/** How often the clock is watched for a feed that stopped ticking (ms). */
const WATCH_EVERY_MS = 1_000;

/**
 * Whether the prices this backend serves follow its live feed (core FDH1–FDH4), told by the feed's ticks:
 * catching up from its start until the first tick reaches now, stale when a tick fails or none succeeded
 * for `staleAfterMs`, live again with the next successful tick. Every change goes out as
 * `feed_status_changed` on the public channels; bets and cash outs ask `bettingPausedBecause()`; `GET /readyz`
 * says not ready while catching up (a node that just started takes no traffic before its prices are now).
 */
export class FeedHealthMonitor implements ReadinessCheck {
  readonly name = 'feed';
  readonly #options: FeedHealthOptions | undefined;
  #health: FeedHealth = WITHOUT_FEED;
  #watch: TimerHandle | undefined;

  /** Without options: a backend with no feed of its own, whose prices are live for good (FDH1). */
  constructor(options?: FeedHealthOptions) {
    this.#options = options;
  }

  /** The feed starts: catching up until its first tick succeeds; the clock is watched from now on. */
  started(): void {
    this.#apply({ kind: 'started', at: this.#now() });
    this.#scheduleWatch();
  }

  tickSucceeded(): void {
    this.#apply({ kind: 'tick_succeeded', at: this.#now() });
  }

  tickFailed(): void {
    this.#apply({ kind: 'tick_failed', at: this.#now() });
  }

  /** Looks at the clock now (the watch does it every second). */
  watch(): void {
    const staleAfterMs = this.#options?.staleAfterMs ?? Number.POSITIVE_INFINITY;
    this.#apply({ kind: 'watched', at: this.#now(), staleAfterMs });
  }

  stop(): void {
    if (this.#watch) this.#timers().clearTimeout(this.#watch);
    this.#watch = undefined;
  }

  status(): FeedStatus {
    return feedStatusOf(this.#health);
  }

  /** Why bets cannot be taken now (the feed is not live), or undefined when they can. */
  bettingPausedBecause(): string | undefined {
    this.watch();
    switch (this.#health.status) {
      case 'live':
        return undefined;
      case 'catching_up':
        return 'the live feed is catching up with the time the backend was down';
      case 'stale':
        return 'the live feed stopped: the prices are not current';
    }
  }

  check(): { readonly ready: boolean; readonly detail?: string } {
    this.watch();
    const { status, since } = this.status();
    if (status === 'catching_up') return { ready: false, detail: `catching up since ${since}` };
    return status === 'live' ? { ready: true } : { ready: true, detail: `stale since ${since}` };
  }

  #now(): number {
    return this.#options?.clock.now() ?? 0;
  }

  #timers(): Timers {
    return this.#options?.timers ?? systemTimers;
  }

  #scheduleWatch(): void {
    if (!this.#options || this.#watch) return;
    this.#watch = this.#timers().setTimeout(() => {
      this.#watch = undefined;
      this.watch();
      this.#scheduleWatch();
    }, WATCH_EVERY_MS);
  }

  #apply(event: FeedHealthEvent): void {
    const before = this.#health;
    this.#health = feedHealthAfter(before, event);
    if (this.#health.status === before.status && this.#health.since === before.since) return;
    const feed = this.status();
    const options = this.#options;
    if (!options) return;
    if (feed.status !== 'live') options.log?.warn({ feed }, 'bets are paused: the live feed is not live');
    for (const locale of options.contentLocales) {
      // A failed publication is reported by the publisher; pages also read the status when they subscribe.
      void options.publisher
        .publish(publicChannel(locale), { event: 'feed_status_changed', payload: { feed } })
        .catch(() => undefined);
    }
  }
}

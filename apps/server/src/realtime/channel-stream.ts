import { Publication } from './publication';

/** Where a channel delivers: one connection. */
export interface PushTarget {
  /** Sends one pre-serialised push frame (UTF-8 JSON text). */
  push(frame: Buffer): void;
}

/** One connection's subscription to one channel. */
export interface Subscription {
  readonly target: PushTarget;
  readonly channel: ChannelStream;
  /** Whether the client negotiated fossil delta for this subscription. */
  readonly delta: boolean;
  /** Whether the client's delta base is the channel's latest publication, so a patch against it applies. */
  deltaReady: boolean;
  /** Epoch milliseconds at which the subscription token expires; 0 when it never does. */
  expiresAt: number;
}

/** How much history each channel keeps. */
export interface HistoryLimits {
  /** Publications kept per channel; 0 keeps none (recovery then only works when nothing was missed). */
  readonly size: number;
  /** Milliseconds a publication stays in history; also how long an idle channel keeps its epoch. */
  readonly ttlMs: number;
}

/** What a `history` command asks for. */
export interface HistoryQuery {
  /** 0 returns only the stream position; a negative limit returns everything kept. */
  readonly limit: number;
  /** Only publications after (or, reversed, before) this offset. */
  readonly sinceOffset: number | undefined;
  readonly reverse: boolean;
}

/**
 * A channel: its subscribers, its stream position (epoch and increasing offsets) and a bounded history.
 * A publication is serialised once per variant (plain, full for delta subscribers, fossil patch) for the
 * whole fan-out, never once per connection.
 */
export class ChannelStream {
  /** Who receives this channel's publications. */
  readonly subscribers = new Set<Subscription>();
  readonly #pushPrefix: string;
  readonly #history: Publication[] = [];
  #top = 0;
  #last: Publication | undefined;
  #lastActivityAt: number;

  constructor(
    readonly name: string,
    /** Changes whenever the stream restarts (a new process, or a channel forgotten after idling). */
    readonly epoch: string,
    private readonly limits: HistoryLimits,
    now: number,
  ) {
    this.#pushPrefix = `{"push":{"channel":${JSON.stringify(name)},"pub":`;
    this.#lastActivityAt = now;
  }

  /** The offset of the latest publication; 0 before the first. */
  get offset(): number {
    return this.#top;
  }

  /** Starts delivering to a subscription. */
  add(subscription: Subscription): void {
    this.subscribers.add(subscription);
  }

  /** Stops delivering to a subscription; `now` (epoch ms) starts the idle clock when it was the last. */
  remove(subscription: Subscription, now: number): void {
    if (this.subscribers.delete(subscription) && this.subscribers.size === 0) this.#lastActivityAt = now;
  }

  /** Appends a publication (its data already JSON) to the stream and delivers it to every subscriber. */
  publish(json: string, now: number): Publication {
    const previous = this.#last;
    this.#top += 1;
    const publication = new Publication(this.#top, json, now + this.limits.ttlMs);
    this.#last = publication;
    this.#lastActivityAt = now;
    if (this.limits.size > 0 && this.limits.ttlMs > 0) {
      this.#history.push(publication);
      if (this.#history.length > this.limits.size) this.#history.shift();
    }
    this.#fanOut(publication, previous);
    previous?.releaseBytes();
    return publication;
  }

  /**
   * The publications after `offset` of stream `epoch`, oldest first, for a recovering subscriber; null when
   * the epoch changed or some of them are no longer kept.
   */
  missedSince(offset: number, epoch: string, now: number): Publication[] | null {
    if (epoch !== this.epoch || offset > this.#top) return null;
    if (offset === this.#top) return [];
    this.prune(now);
    const oldest = this.#history[0];
    if (!oldest || oldest.offset > offset + 1) return null;
    return this.#history.slice(offset + 1 - oldest.offset);
  }

  /** The publications a `history` command asks for (the epoch is checked by the caller). */
  read(query: HistoryQuery, now: number): Publication[] {
    if (query.limit === 0) return [];
    this.prune(now);
    const since = query.sinceOffset;
    let selected: Publication[];
    if (query.reverse) {
      selected = (since === undefined ? this.#history : this.#history.filter((p) => p.offset < since))
        .slice()
        .reverse();
    } else {
      selected = since === undefined ? this.#history.slice() : this.#history.filter((p) => p.offset > since);
    }
    return query.limit > 0 ? selected.slice(0, query.limit) : selected;
  }

  /** Forgets publications past their time to live. */
  prune(now: number): void {
    while (this.#history.length > 0 && (this.#history[0]?.expiresAt ?? 0) <= now) this.#history.shift();
  }

  /** Whether history holds a publication still within its time to live. */
  hasRecentHistory(now: number): boolean {
    const newest = this.#history[this.#history.length - 1];
    return newest !== undefined && newest.expiresAt > now;
  }

  /** True when nobody listens, nothing is kept and the channel idled past the history TTL. */
  isDisposable(now: number): boolean {
    if (this.subscribers.size > 0) return false;
    this.prune(now);
    return this.#history.length === 0 && now - this.#lastActivityAt >= this.limits.ttlMs;
  }

  #fanOut(publication: Publication, previous: Publication | undefined): void {
    let plain: Buffer | undefined;
    let full: Buffer | undefined;
    let patched: Buffer | undefined;
    for (const subscription of this.subscribers) {
      let frame: Buffer;
      if (!subscription.delta) {
        plain ??= this.#frame(publication.plainPub());
        frame = plain;
      } else if (subscription.deltaReady && previous) {
        patched ??= this.#frame(publication.deltaPub(previous));
        frame = patched;
      } else {
        full ??= this.#frame(publication.fullPub());
        frame = full;
        subscription.deltaReady = true;
      }
      subscription.target.push(frame);
    }
  }

  #frame(pub: string): Buffer {
    return Buffer.from(`${this.#pushPrefix}${pub}}}`, 'utf8');
  }
}

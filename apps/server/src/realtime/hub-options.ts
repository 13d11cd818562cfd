import type { TokenService } from '../auth/tokens';
import { type Clock, systemClock } from '../clock';
import { consoleRealtimeLogger, type RealtimeLogger } from './realtime-logger';

/** How the embedded hub behaves. Every duration is in milliseconds; defaults follow Centrifugo's. */
export interface RealtimeHubOptions {
  /** Verifies connection and subscription tokens (the realtime secret). */
  readonly tokens: TokenService;
  readonly clock?: Clock;
  /** Server ping period, sent to the client as `ping` (seconds) in the connect reply; 0 turns pings off. Default 25 000. */
  readonly pingIntervalMs?: number;
  /** How long a ping may stay unanswered before the connection is closed with 3012. Default 8 000. */
  readonly pongTimeoutMs?: number;
  /** How long a connection (or subscription) may outlive its token's `exp` without a refresh. Default 25 000. */
  readonly tokenExpiryGraceMs?: number;
  /** How long a socket may stay without a successful connect before it is closed with 3502. Default 10 000. */
  readonly connectTimeoutMs?: number;
  /** Publications kept per channel for recovery and `history`. Default 32. */
  readonly historySize?: number;
  /** How long a publication stays in history. Default 120 000. */
  readonly historyTtlMs?: number;
  /** Bytes a connection's socket may hold unsent before it is closed with 3008 "slow". Default 1 MiB. */
  readonly maxBufferedBytes?: number;
  /** Channels one connection may subscribe to; beyond that, error 106. Default 64. */
  readonly maxSubscriptionsPerConnection?: number;
  /** Period of the one timer that drives pings, pong checks, expiries and history pruning. Default 1 000. */
  readonly tickMs?: number;
  readonly logger?: RealtimeLogger;
}

/** The options with every default applied. */
export type ResolvedHubOptions = Required<RealtimeHubOptions>;

function nonNegative(name: string, value: number): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`realtime hub option ${name} must be >= 0`);
  return value;
}

/** Applies defaults and rejects nonsense (negative or non-finite numbers, a zero tick). */
export function resolveHubOptions(options: RealtimeHubOptions): ResolvedHubOptions {
  const resolved: ResolvedHubOptions = {
    tokens: options.tokens,
    clock: options.clock ?? systemClock,
    pingIntervalMs: nonNegative('pingIntervalMs', options.pingIntervalMs ?? 25_000),
    pongTimeoutMs: nonNegative('pongTimeoutMs', options.pongTimeoutMs ?? 8_000),
    tokenExpiryGraceMs: nonNegative('tokenExpiryGraceMs', options.tokenExpiryGraceMs ?? 25_000),
    connectTimeoutMs: nonNegative('connectTimeoutMs', options.connectTimeoutMs ?? 10_000),
    historySize: Math.floor(nonNegative('historySize', options.historySize ?? 32)),
    historyTtlMs: nonNegative('historyTtlMs', options.historyTtlMs ?? 120_000),
    maxBufferedBytes: nonNegative('maxBufferedBytes', options.maxBufferedBytes ?? 1024 * 1024),
    maxSubscriptionsPerConnection: nonNegative(
      'maxSubscriptionsPerConnection',
      options.maxSubscriptionsPerConnection ?? 64,
    ),
    tickMs: nonNegative('tickMs', options.tickMs ?? 1_000),
    logger: options.logger ?? consoleRealtimeLogger,
  };
  if (resolved.tickMs === 0) throw new RangeError('realtime hub option tickMs must be > 0');
  return resolved;
}

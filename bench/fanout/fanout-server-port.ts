import type { FanoutServerReady } from './fanout-protocol';

/** A fan-out server under test, as the benchmark's server process drives it. */
export interface FanoutServer {
  readonly ready: FanoutServerReady;
  /** Sends one publication's data to every subscriber. */
  broadcast(data: object): void;
  connections(): number;
}

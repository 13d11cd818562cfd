/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  export interface Options {
    readonly url: string;
    readonly connections?: number;
    /** Seconds. */
    readonly duration?: number;
    readonly pipelining?: number;
    readonly headers?: Record<string, string>;
  }

  /** A histogram summary; latency in milliseconds, requests per second, throughput in bytes per second. */
  export interface Histogram {
    readonly average: number;
    readonly mean: number;
    readonly stddev: number;
    readonly min: number;
    readonly max: number;
    readonly p50: number;
    readonly p90: number;
    readonly p99: number;
    readonly total: number;
  }

  export interface Result {
    readonly requests: Histogram;
    readonly latency: Histogram;
    readonly throughput: Histogram;
    readonly errors: number;
    readonly timeouts: number;
    readonly non2xx: number;
    readonly '2xx': number;
    /** Answers by status code. */
    readonly statusCodeStats: Record<string, { readonly count: number }>;
    /** Seconds. */
    readonly duration: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

/** The part of autocannon's request API the bet placement benchmark adds to bench/autocannon.d.ts. */
declare module 'autocannon' {
  /** One request of a pipeline, rebuilt before each send by `setupRequest`. */
  export interface RequestSpec {
    readonly method?: string;
    readonly path?: string;
    readonly headers?: Record<string, string>;
    readonly body?: string;
  }

  export interface RequestDefinition extends RequestSpec {
    readonly setupRequest?: (request: RequestSpec, context: Record<string, unknown>) => RequestSpec;
    readonly onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface Options {
    readonly requests?: readonly RequestDefinition[];
    /** Requests to make (spread over the connections); every one is answered before the run ends. */
    readonly amount?: number;
  }
}

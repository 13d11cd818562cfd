import type { RealtimeEvent } from '@sportsbook/contract/realtime/events';
import type { Publisher } from './publisher';
import type { RealtimeLogger } from './realtime-logger';

export interface CentrifugoPublisherOptions {
  /** Centrifugo's base URL, e.g. `http://centrifugo:8000`; publications go to `{apiUrl}/api/publish`. */
  readonly apiUrl: string;
  /** Centrifugo's server API key (`http_api.key`), sent as `X-API-Key`. */
  readonly apiKey: string;
  /** Milliseconds one publish may take before it is abandoned. Default 3 000. */
  readonly timeoutMs?: number;
  readonly logger: RealtimeLogger;
}

/** Centrifugo's server API reply: `{"result":{...}}` or `{"error":{"code","message"}}`, both with HTTP 200. */
function replyError(body: unknown): { code: unknown; message: unknown } | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body as { error: unknown };
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return { code, message };
}

/**
 * The Publisher adapter for deployments where Centrifugo serves the clients: each event is one
 * `POST {apiUrl}/api/publish` with `{channel, data}`. A failure (HTTP error, `error` in a 200 reply, timeout,
 * network) is logged and swallowed: the feed goes on, and the next update of the same document repairs
 * what a lost one missed. Centrifugo decides who listens, so `hasSubscribers` is always true.
 */
export class CentrifugoPublisher implements Publisher {
  readonly #endpoint: string;
  readonly #apiKey: string;
  readonly #timeoutMs: number;
  readonly #logger: RealtimeLogger;
  readonly #inFlight = new Set<AbortController>();
  #closed = false;

  constructor(options: CentrifugoPublisherOptions) {
    this.#endpoint = `${options.apiUrl.replace(/\/+$/, '')}/api/publish`;
    this.#apiKey = options.apiKey;
    this.#timeoutMs = options.timeoutMs ?? 3_000;
    this.#logger = options.logger;
  }

  /** One POST to Centrifugo; resolves when it answered, failed or timed out, and never rejects. */
  async publish(channel: string, event: RealtimeEvent): Promise<void> {
    if (this.#closed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.#timeoutMs);
    this.#inFlight.add(controller);
    const context = { channel, event: event.event, endpoint: this.#endpoint };
    try {
      const response = await fetch(this.#endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': this.#apiKey },
        body: JSON.stringify({ channel, data: event }),
        signal: controller.signal,
      });
      const text = await response.text();
      if (!response.ok) {
        this.#logger.warn({ ...context, status: response.status }, 'Centrifugo refused a publication');
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        this.#logger.warn(
          { ...context, status: response.status },
          'Centrifugo answered a publication with non-JSON',
        );
        return;
      }
      const error = replyError(body);
      if (error) this.#logger.warn({ ...context, ...error }, 'Centrifugo rejected a publication');
    } catch (error) {
      if (this.#closed) return;
      const reason = controller.signal.aborted ? `no answer within ${this.#timeoutMs} ms` : String(error);
      this.#logger.warn({ ...context, reason }, 'publication to Centrifugo failed');
    } finally {
      clearTimeout(timer);
      this.#inFlight.delete(controller);
    }
  }

  /** Always true: Centrifugo alone knows who listens. */
  hasSubscribers(_channel: string): boolean {
    return true;
  }

  /** Stops publishing and abandons publications still in flight. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const controller of this.#inFlight) controller.abort();
    this.#inFlight.clear();
  }
}

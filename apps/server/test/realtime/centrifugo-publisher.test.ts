import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RealtimeEvent } from '@sportsbook/contract/realtime/events';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CentrifugoPublisher } from '../../src/realtime/centrifugo-publisher';
import { RecordingLogger } from './support/realtime-server';

interface Received {
  readonly method: string | undefined;
  readonly url: string | undefined;
  readonly apiKey: string | undefined;
  readonly contentType: string | undefined;
  readonly body: unknown;
}

const EVENT: RealtimeEvent = { event: 'unread_counters_changed', payload: { notifications: { unread: 2 } } };
const API_KEY = 'test-centrifugo-api-key';

/** Centrifugo's server API as a local HTTP receiver whose answer each test chooses. */
describe('CentrifugoPublisher against a local HTTP receiver', () => {
  let receiver: Server;
  let apiUrl: string;
  let received: Received[];
  let answer: (response: ServerResponse) => void;

  beforeAll(async () => {
    receiver = createServer((request: IncomingMessage, response: ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          method: request.method,
          url: request.url,
          apiKey: request.headers['x-api-key'] as string | undefined,
          contentType: request.headers['content-type'],
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        });
        answer(response);
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    received = [];
    answer = (response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"result":{}}');
  });
  afterAll(async () => {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  });

  const publisher = (logger: RecordingLogger, timeoutMs = 1_000) =>
    new CentrifugoPublisher({ apiUrl: `${apiUrl}/`, apiKey: API_KEY, timeoutMs, logger });

  it('POSTs {channel, data} to /api/publish with the API key', async () => {
    const logger = new RecordingLogger();
    await publisher(logger).publish('public:en', EVENT);
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/api/publish',
        apiKey: API_KEY,
        contentType: 'application/json',
        body: { channel: 'public:en', data: EVENT },
      },
    ]);
    expect(logger.entries).toEqual([]);
  });

  it('logs an error reply that comes with HTTP 200, without throwing', async () => {
    answer = (response) => response.writeHead(200).end('{"error":{"code":102,"message":"unknown channel"}}');
    const logger = new RecordingLogger();
    await expect(publisher(logger).publish('public:en', EVENT)).resolves.toBeUndefined();
    expect(logger.entries).toEqual([
      {
        level: 'warn',
        message: 'Centrifugo rejected a publication',
        details: expect.objectContaining({ channel: 'public:en', code: 102, message: 'unknown channel' }),
      },
    ]);
  });

  it('logs an HTTP error status', async () => {
    answer = (response) => response.writeHead(401).end('unauthorized');
    const logger = new RecordingLogger();
    await publisher(logger).publish('public:en', EVENT);
    expect(logger.entries).toMatchObject([{ level: 'warn', details: { status: 401 } }]);
  });

  it('logs a reply that is not JSON', async () => {
    answer = (response) => response.writeHead(200).end('<html>proxy error</html>');
    const logger = new RecordingLogger();
    await publisher(logger).publish('public:en', EVENT);
    expect(logger.entries).toMatchObject([{ message: 'Centrifugo answered a publication with non-JSON' }]);
  });

  it('gives up on a receiver that does not answer in time, and logs it', async () => {
    answer = () => {};
    const logger = new RecordingLogger();
    const started = Date.now();
    await publisher(logger, 200).publish('public:en', EVENT);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(logger.entries).toMatchObject([{ details: { reason: 'no answer within 200 ms' } }]);
  });

  it('logs an unreachable Centrifugo', async () => {
    const logger = new RecordingLogger();
    const unreachable = new CentrifugoPublisher({ apiUrl: 'http://127.0.0.1:9', apiKey: API_KEY, logger });
    await expect(unreachable.publish('public:en', EVENT)).resolves.toBeUndefined();
    expect(logger.entries).toMatchObject([{ level: 'warn', message: 'publication to Centrifugo failed' }]);
  });

  it('says every channel may have subscribers, since Centrifugo alone knows', () => {
    expect(publisher(new RecordingLogger()).hasSubscribers('match:en:1')).toBe(true);
  });

  it('abandons publications in flight on close, and publishes nothing after', async () => {
    answer = () => {};
    const logger = new RecordingLogger();
    const closing = publisher(logger, 5_000);
    const inFlight = closing.publish('public:en', EVENT);
    await expect.poll(() => received.length).toBe(1);
    await closing.close();
    await inFlight;
    await closing.publish('public:en', EVENT);
    expect(received).toHaveLength(1);
    expect(logger.entries).toEqual([]);
  });
});

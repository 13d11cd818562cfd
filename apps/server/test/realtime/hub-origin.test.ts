import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { openTestDatabase } from '../support/database';
import { handshake } from './support/handshake';
import { RawClient } from './support/raw-client';
import { FAST_HUB, type RealtimeTestServer, startRealtimeServer } from './support/realtime-server';

/*
 * Cross-site WebSocket hijacking: a page of another site opens the hub in the visitor's browser. The hub
 * refuses a browser handshake whose Origin is neither the product's nor an allowed one (core WSO2, WSO3).
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase('pglite');
});
afterAll(async () => {
  await database.close();
});

describe('the hub checks the Origin of a handshake', () => {
  let server: RealtimeTestServer;

  beforeAll(async () => {
    server = await startRealtimeServer(database, FAST_HUB, 0, {
      WEB_ORIGIN: 'https://sports.example.com',
      REALTIME_ALLOWED_ORIGINS: 'https://wetten.example.de, https://m.sports.example.com',
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses a page of a foreign origin with 403 before the upgrade', async () => {
    for (const origin of [
      'https://evil.example',
      'http://sports.example.com',
      'null',
      'https://sports.example.com.evil.example',
    ]) {
      const result = await handshake(server.wsUrl, origin);
      expect(result, origin).toMatchObject({ opened: false, status: 403 });
      if (!result.opened) expect(JSON.parse(result.body)).toMatchObject({ error: { code: 'forbidden' } });
    }
    expect(server.hub.stats().connections).toBe(0);
  });

  it("accepts the product's own origin and the allowed ones", async () => {
    for (const origin of [
      'https://sports.example.com',
      'https://wetten.example.de',
      'https://M.Sports.Example.com',
    ])
      expect(await handshake(server.wsUrl, origin), origin).toEqual({ opened: true });
  });

  it('accepts a client that sends no Origin (not a browser), which then speaks the protocol', async () => {
    expect(await handshake(server.wsUrl)).toEqual({ opened: true });
    const client = await RawClient.open(server.wsUrl);
    try {
      await client.connect(await server.tokens.signConnectionToken('', 60));
      client.send({ id: 2, subscribe: { channel: 'public:en' } });
      expect(await client.nextNonPing()).toMatchObject({ id: 2, subscribe: {} });
    } finally {
      client.socket.close();
    }
  });
});

describe('the hub under the defaults of npm start (WEB_ORIGIN unset)', () => {
  let server: RealtimeTestServer;

  beforeAll(async () => {
    server = await startRealtimeServer(database, FAST_HUB, 0, { PORT: '3000' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('accepts the web app at http://localhost:3000 under each loopback name, and nothing else', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
      expect(await handshake(server.wsUrl, origin), origin).toEqual({ opened: true });
    // The demo host page (the backend's own origin) frames the product; the framed page opens the hub with
    // the web app's origin, the host page itself never does.
    for (const origin of ['http://localhost:3001', 'http://localhost:4000', 'https://localhost:3000'])
      expect(await handshake(server.wsUrl, origin), origin).toMatchObject({ opened: false, status: 403 });
  });
});

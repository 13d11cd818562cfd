import type { IncomingMessage } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { openTestDatabase } from '../support/database';
import { RawClient } from './support/raw-client';
import { type RealtimeTestServer, startRealtimeServer } from './support/realtime-server';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Whether the object behind `ref` gets collected within a few full garbage collections. */
async function isCollected(ref: WeakRef<object>): Promise<boolean> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    // A WeakRef keeps its target until the current job ends: collect in a later turn.
    await new Promise((resolve) => setTimeout(resolve, 10));
    collectGarbage();
    if (ref.deref() === undefined) return true;
  }
  return false;
}

/*
 * Memory per connection (bench/hub-fanout.ts): once the hub owns a socket, nothing may keep the HTTP
 * upgrade request alive, or every connection carries its request, response and Fastify's objects for as
 * long as it lives (about 4.5 KiB each, docs/performance.md).
 */
describe('a hub connection after the upgrade', () => {
  let database: Database;
  let server: RealtimeTestServer;
  const upgrades: WeakRef<IncomingMessage>[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    server = await startRealtimeServer(database);
    server.t.app.server.on('upgrade', (request: IncomingMessage) => upgrades.push(new WeakRef(request)));
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('lets its upgrade request go while it keeps serving', async () => {
    const client = await RawClient.open(server.wsUrl);
    try {
      await client.connect(await server.tokens.signConnectionToken('', 60));
      client.send({ id: 2, subscribe: { channel: 'public:en' } });
      expect(await client.nextNonPing()).toMatchObject({ id: 2, subscribe: {} });
      const upgrade = upgrades.at(-1);
      if (!upgrade) throw new Error('no upgrade request was seen');

      expect(await isCollected(upgrade)).toBe(true);

      server.hub.publish('public:en', { event: 'still', payload: 'served' });
      expect(await client.nextNonPing()).toMatchObject({
        push: { channel: 'public:en', pub: { data: { event: 'still', payload: 'served' } } },
      });
      expect(server.hub.stats().connections).toBe(1);
    } finally {
      client.close();
    }
  });
});

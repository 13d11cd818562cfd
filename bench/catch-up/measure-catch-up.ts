import { ManualClock } from '@sportsbook/server/clock';
import { openDatabase } from '@sportsbook/server/db/database';
import { seedCatalog } from '@sportsbook/server/feed/generator/seed-catalog';
import { FeedSimulator } from '@sportsbook/server/feed/simulator/feed-simulator';

/*
 * One catch-up on the full demo catalogue (PGlite in memory): the feed runs a minute, stops, the clock
 * jumps `downHours`, and a new simulator (as after a restart) takes its first tick. Prints, as JSON, the
 * catch-up tick's duration and the longest the event loop was blocked during it, and the same for a
 * steady tick afterwards (the baseline).
 */

const downHours = Number(process.argv[2] ?? '3');
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const publisher = { publish: async () => {}, hasSubscribers: () => false, close: async () => {} };
const database = await openDatabase({ kind: 'pglite' });
const start = Date.parse('2026-11-21T15:30:00.000Z');
const clock = new ManualClock(start);
await seedCatalog(database.db, { seed: 20_261_122, now: start });
const simulatorAt = () =>
  new FeedSimulator({
    db: database.db,
    clock,
    publisher,
    seed: 20_261_122,
    rate: 40,
    contentLocales: ['en'],
    log: quiet,
  });

const before = simulatorAt();
for (let i = 0; i < 6; i += 1) {
  clock.advance(10_000);
  await before.tick();
}
await before.stop();
clock.advance(downHours * 3_600_000);

async function timedTick(simulator: FeedSimulator): Promise<{ ms: number; blockedMs: number }> {
  // The longest gap between two turns of a 5 ms timer while the tick runs: how long nothing else could run.
  let last = performance.now();
  let blockedMs = 0;
  const probe = setInterval(() => {
    const now = performance.now();
    blockedMs = Math.max(blockedMs, now - last);
    last = now;
  }, 5);
  const began = performance.now();
  await simulator.tick();
  const ms = performance.now() - began;
  await new Promise((resolve) => setTimeout(resolve, 10));
  clearInterval(probe);
  return { ms, blockedMs };
}

const after = simulatorAt();
const catchUp = await timedTick(after);
clock.advance(1_000);
const steady = await timedTick(after);
await after.stop();
await database.close();
console.log(JSON.stringify({ downHours, catchUp, steady }));

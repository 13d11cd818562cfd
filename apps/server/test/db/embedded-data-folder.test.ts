import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_SHARED_BUFFERS } from '../../src/db/database';
import { rowsOf } from '../../src/db/rows-of';

/*
 * `npm start` keeps the embedded database in DATA_DIR. A new folder's cluster is created in a child process
 * (initdb's memory must not stay in the backend), and the backend runs with a small buffer cache.
 */
describe('the embedded database in a data folder', () => {
  const folders: string[] = [];
  afterEach(async () => {
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
  });

  async function aFolder(): Promise<string> {
    const folder = await mkdtemp(join(tmpdir(), 'sportsbook-pglite-'));
    folders.push(folder);
    return join(folder, 'pglite');
  }

  it('creates a new folder, migrates it and keeps its data when opened again', async () => {
    const dataDir = await aFolder();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    await first.db.execute(sql`create table kept (value text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    const kept = rowsOf<{ value: string }>(await second.db.execute(sql`select value from kept`));
    expect(kept).toEqual([{ value: 'still here' }]);
    // The schema is there (migrated on the first open): its tables answer.
    const sports = rowsOf<{ count: number }>(
      await second.db.execute(sql`select count(*)::int as count from sports`),
    );
    expect(sports).toEqual([{ count: 0 }]);
    await second.close();
  });

  it('runs with the backend’s buffer cache, not PostgreSQL’s default', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: await aFolder() });
    const shown = rowsOf<{ shared_buffers: string }>(await database.db.execute(sql`show shared_buffers`));
    expect(shown).toEqual([{ shared_buffers: PGLITE_SHARED_BUFFERS }]);
    expect(PGLITE_SHARED_BUFFERS).toBe('16MB');
    await database.close();
  });
});

import type { Db } from './database';

/**
 * Runs `work` in one transaction of `db`: committed when it resolves, rolled back when it throws. `work`
 * gets a handle typed as `Db`, so the repositories' functions take either.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

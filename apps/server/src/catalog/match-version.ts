import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { matches } from '../db/schema';

/**
 * A match's version, over `matches` in the surrounding query: it changes whenever anything a presented
 * match is built from changes, so a presentation kept in memory (PresentedMatchCache) is served only while
 * its version is the current one. It is made of
 * - the match row's `xmin` (PostgreSQL's row version: it moves on every committed UPDATE, even one that
 *   leaves `updated_at` alone, e.g. two writes in the same millisecond of the simulator's clock) and its
 *   `updated_at` (which the simulator bumps on every change of a match or its markets);
 * - its provider's status (`is_bettable` depends on it and it lives in another table);
 * - the served balanced lines of its main and secondary market (odds, status, which line is balanced), by
 *   their own `xmin`, so a market written without touching its match still shows.
 * Sports, categories, tournaments and competitors are not part of it: the feed never changes them once
 * seeded (they are cached for good, see CatalogReferences).
 *
 * Plain SQL with qualified names: it is spliced into queries over `matches` whose column references Drizzle
 * leaves unqualified, and inside the subqueries an unqualified `status` or `provider` would bind to the
 * wrong table.
 */
export const matchVersion: SQL.Aliased<string> = sql<string>`concat_ws('/',
  "matches".xmin::text,
  "matches"."updated_at"::text,
  coalesce((select version_provider."status" from "provider_statuses" version_provider
            where version_provider."provider" = "matches"."provider"), '-'),
  coalesce((select string_agg(concat(version_line."market_id", ':', version_line."specifier", ':', version_line.xmin::text), ','
                              order by version_line."market_id", version_line."specifier")
            from "markets" version_line
            where version_line."match_id" = "matches"."id"
              and version_line."market_id" in ("matches"."main_market_id", "matches"."secondary_market_id")
              and version_line."most_balanced"
              and version_line."status" <> 0), '-'))`.as('version');

/** The versions of the matches `ids` that exist, by id. */
export async function readMatchVersions(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: matches.id, version: matchVersion })
    .from(matches)
    .where(sql`${matches.id} = any(${sql.param([...ids])}::int[])`);
  return new Map(rows.map((row) => [row.id, row.version]));
}

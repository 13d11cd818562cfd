/**
 * The rows of a raw `db.execute(sql…)` answer, typed as the caller's SQL names its columns (Drizzle types
 * the answer `unknown`; both drivers answer `{ rows }`).
 */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('the database answered a statement without rows');
  return rows as Row[];
}

import "server-only";

/**
 * `db.execute` answers differ by driver: node-postgres and Neon give a QueryResult with `rows`,
 * PGlite gives `{ rows }` too, some drivers give the array itself. This reads either shape.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  if (result && typeof result === "object" && "rows" in result && Array.isArray(result.rows))
    return result.rows as T[];
  return [];
}

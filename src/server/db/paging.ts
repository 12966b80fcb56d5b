import "server-only";
import { asc, count, desc, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { badRequest } from "@/server/http/errors";
import type { ListPagination, SortDirection } from "@/server/http/list-params";
import type { Executor } from "./client";
import { rowsOf } from "./rows";

/**
 * Counting every matching row of a large table costs more than reading a page of it, so totals
 * stop at a cap: `select count(*) from (select ... limit cap + 1)`. Above the cap the answer says
 * the total is an estimate: the cap itself ("10,000+"), or with `estimate` the planner's row
 * estimate for the same query (never below the cap), which costs one EXPLAIN and no rows read.
 */
export const TOTAL_CAP = 10_000;

export async function cappedCount(
  executor: Executor,
  rows: PgSelect,
  options: { cap?: number; estimate?: boolean } = {},
): Promise<{ total: number; total_is_estimate: boolean }> {
  const cap = options.cap ?? TOTAL_CAP;
  // Rendered before the limit below is added to the (dynamic, mutable) query.
  const plain = rows.getSQL();
  const capped = rows.limit(cap + 1).as("capped_rows");
  const [row] = await executor.select({ total: count() }).from(capped);
  const total = Number(row?.total ?? 0);
  if (total <= cap) return { total, total_is_estimate: false };
  if (!options.estimate) return { total: cap, total_is_estimate: true };
  const [plan] = rowsOf<{ "QUERY PLAN": unknown }>(
    await executor.execute(sql`explain (format json) ${plain}`),
  );
  const raw = plan?.["QUERY PLAN"];
  const parsed = (typeof raw === "string" ? JSON.parse(raw) : raw) as
    { Plan?: { "Plan Rows"?: number } }[] | undefined;
  const estimated = Math.round(parsed?.[0]?.Plan?.["Plan Rows"] ?? 0);
  return { total: Math.max(cap + 1, estimated), total_is_estimate: true };
}

/**
 * The `pagination` of a list paged by number (no cursor): the page asked for beside the capped
 * total of the rows `matching` selects.
 */
export async function numberedPagination(
  executor: Executor,
  matching: PgSelect,
  params: { page: number; page_size: number },
): Promise<ListPagination> {
  const total = await cappedCount(executor, matching);
  return { page: params.page, page_size: params.page_size, ...total, next_cursor: null };
}

/**
 * One page of a list paged by number: `rows` (sorted by the caller, ending on a unique column so
 * pages never overlap) cut to the page asked for, beside the pagination of the rows `matching`
 * selects (the same filter without the columns, joins or grouping only the page needs).
 */
export async function numberedPage<Q extends PgSelect>(
  executor: Executor,
  rows: Q,
  matching: PgSelect,
  params: { page: number; page_size: number },
): Promise<{ rows: Awaited<Q>; pagination: ListPagination }> {
  const page = (await rows
    .limit(params.page_size)
    .offset((params.page - 1) * params.page_size)) as Awaited<Q>;
  return { rows: page, pagination: await numberedPagination(executor, matching, params) };
}

/** The rows of one table a list's filter keeps, for numberedPage to count. */
export function rowsMatching(executor: Executor, table: PgTable, where: SQL | undefined): PgSelect {
  return executor
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .$dynamic();
}

/** A list's sort column in the direction asked for. */
export function inDirection(column: PgColumn, direction: SortDirection): SQL {
  return direction === "asc" ? asc(column) : desc(column);
}

/** LIKE treats % and _ as wildcards and \ as the escape: a search for them means the characters. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A sortable column of a list and how a cursor's value is read back into it. */
export interface KeysetColumn {
  column: PgColumn;
  kind: "timestamp" | "integer";
}

/** Select this beside a page's rows: the last row's value goes into the next cursor. */
export function cursorValueOf(sortColumn: KeysetColumn): SQL<string> {
  return sql<string>`${sortColumn.column}::text`;
}

const cursorSchema = z.tuple([
  z.string().max(40),
  z.enum(["asc", "desc"]),
  z.string().max(40),
  z.number().int().positive(),
]);

export interface KeysetPosition {
  sort: string;
  direction: SortDirection;
  /** The sort column's value as PostgreSQL writes it (`column::text`): exact to the microsecond. */
  value: string;
  id: number;
}

/** An opaque cursor: the sort, its direction, the last row's sort value and id. */
export function encodeCursor(position: KeysetPosition): string {
  const value = [position.sort, position.direction, position.value, position.id];
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

const INVALID_CURSOR = "Invalid cursor: start again from the first page";

/** Reads a cursor made by encodeCursor for this sort; anything else is a 400 on `cursor`. */
export function decodeCursor(
  cursor: string,
  sort: { key: string; direction: SortDirection },
): KeysetPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success || result.data[0] !== sort.key || result.data[1] !== sort.direction)
    throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  const [, direction, value, id] = result.data;
  return { sort: sort.key, direction, value, id };
}

/**
 * Rows after a keyset position: `(sort_column, id) > (value, id)` (or `<` descending), which
 * an index on (..., sort_column, id) answers without reading the rows before it.
 */
export function afterPosition(
  sortColumn: KeysetColumn,
  idColumn: PgColumn,
  position: KeysetPosition,
): SQL {
  const valid =
    sortColumn.kind === "timestamp"
      ? !Number.isNaN(Date.parse(position.value))
      : /^-?\d{1,10}$/.test(position.value);
  if (!valid) throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  const value =
    sortColumn.kind === "timestamp"
      ? sql`${position.value}::timestamptz`
      : sql`${position.value}::integer`;
  return position.direction === "asc"
    ? sql`(${sortColumn.column}, ${idColumn}) > (${value}, ${position.id})`
    : sql`(${sortColumn.column}, ${idColumn}) < (${value}, ${position.id})`;
}

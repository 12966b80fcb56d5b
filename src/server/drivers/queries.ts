import "server-only";
import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { DriverStatus } from "@/lib/drivers/driver-options";
import { LICENSE_EXPIRY_WARNING_DAYS } from "@/lib/drivers/driver-options";
import type { DriverView } from "@/lib/drivers/types";
import { parseSort } from "@/lib/list-params";
import {
  DEFAULT_DRIVER_SORT,
  DRIVER_LIST_SORTS,
  type DriverListQuery,
} from "@/lib/validations/driver-list";
import { normalizePhone } from "@/lib/phone";
import type { Actor } from "@/server/auth/policies";
import { canReadDriver } from "@/server/auth/policies";
import { getDb, type Executor } from "@/server/db/client";
import { cappedCount, likePattern } from "@/server/db/paging";
import { driverCarPictures, drivers, type DriverRow } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";
import { findRow } from "@/server/db/find-row";
import { lockRowOrNotFound } from "@/server/db/lock-row";
import type { Transaction } from "@/server/db/types";
import { notFound } from "@/server/http/errors";
import { licenseToday, toDriverView } from "./serialize";

export const DRIVER_NOT_FOUND = "Driver not found";

export async function findDriverRow(
  driverId: number,
  executor?: Executor,
): Promise<DriverRow | null> {
  return findRow(drivers, eq(drivers.driver_id, driverId), executor);
}

/** The driver's row, locked until the transaction ends (a change to it queues); 404 if none. */
export function lockDriverRow(tx: Transaction, driverId: number): Promise<DriverRow> {
  return lockRowOrNotFound(tx, drivers, eq(drivers.driver_id, driverId), DRIVER_NOT_FOUND);
}

/** Driver rows with their car pictures, in the rows' order. */
async function withPictures(rows: DriverRow[], executor?: Executor): Promise<DriverView[]> {
  if (rows.length === 0) return [];
  const db = await executorOrDb(executor);
  const pictures = await db
    .select()
    .from(driverCarPictures)
    .where(
      inArray(
        driverCarPictures.driver_id,
        rows.map((row) => row.driver_id),
      ),
    );
  const today = licenseToday();
  return rows.map((row) =>
    toDriverView(
      row,
      pictures.filter((picture) => picture.driver_id === row.driver_id),
      today,
    ),
  );
}

export async function driverView(row: DriverRow, executor?: Executor): Promise<DriverView> {
  const [view] = await withPictures([row], executor);
  return view!;
}

/** A driver the actor may read (administrators; the approved driver themself), or 404. */
export async function loadReadableDriver(actor: Actor, driverId: number): Promise<DriverRow> {
  const row = await findDriverRow(driverId);
  if (!row || !canReadDriver(actor, { user_id: row.user_id })) throw notFound(DRIVER_NOT_FOUND);
  return row;
}

/** The driver record linked to an account, if any. */
export async function findDriverByUser(userId: number, executor?: Executor) {
  const db = await executorOrDb(executor);
  const [row] = await db.select().from(drivers).where(eq(drivers.user_id, userId)).limit(1);
  return row ?? null;
}

export async function findDriverByEmail(email: string, executor?: Executor) {
  const db = await executorOrDb(executor);
  const [row] = await db.select().from(drivers).where(eq(drivers.email, email)).limit(1);
  return row ?? null;
}

/** The four count cards: every driver, or those of one status. */
export async function countDrivers(status?: DriverStatus): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ total: count() })
    .from(drivers)
    .where(status ? eq(drivers.status, status) : undefined);
  return Number(row?.total ?? 0);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The free-text search: names, e-mail, phone, licence numbers and plate (drivers.search_text,
 * trigram-indexed), the text without spaces (a plate typed "DM21ABC"), and a phone number typed
 * the way people do ("07700 900456") in its stored E.164 form.
 */
function searchCondition(text: string): SQL {
  const patterns = new Set([likePattern(text), likePattern(text.replace(/\s+/g, ""))]);
  const phone = /^[+\d\s().-]{7,}$/.test(text) ? normalizePhone(text) : null;
  if (phone) patterns.add(likePattern(phone));
  const matches = [...patterns].map((pattern) => sql`drivers.search_text ilike ${pattern}`);
  return sql`(${sql.join(matches, sql` or `)})`;
}

const LICENCE_EXPIRIES = [drivers.driving_license_expiry_date, drivers.phv_licence_expiry];

function listWhere(query: DriverListQuery, today: string): SQL | undefined {
  return and(
    query.status ? eq(drivers.status, query.status) : undefined,
    query.shift ? eq(drivers.preferred_shift, query.shift) : undefined,
    // Either licence counts: the driving licence or the PHV driver licence.
    query.license === "expired"
      ? or(...LICENCE_EXPIRIES.map((column) => lt(column, today)))
      : undefined,
    query.license === "expiring"
      ? or(
          ...LICENCE_EXPIRIES.map((column) =>
            and(gte(column, today), lte(column, addDays(today, LICENSE_EXPIRY_WARNING_DAYS))),
          ),
        )
      : undefined,
    query.q ? searchCondition(query.q) : undefined,
  );
}

const SORTS = {
  created: [drivers.created_at],
  name: [drivers.last_name, drivers.first_name],
  status: [drivers.status],
  license_expiry: [drivers.driving_license_expiry_date],
} as const;

/** GET /api/drivers: one page of drivers (newest first unless sorted), with its total. */
export async function listDrivers(query: DriverListQuery) {
  const db = await getDb();
  const today = licenseToday();
  const where = listWhere(query, today);
  const sort = query.sort ?? parseSort(DEFAULT_DRIVER_SORT, DRIVER_LIST_SORTS)!;
  const direction = sort.direction === "asc" ? asc : desc;
  const order = [
    ...SORTS[sort.key].map((column) => direction(column)),
    direction(drivers.driver_id),
  ];
  const rows = await db
    .select()
    .from(drivers)
    .where(where)
    .orderBy(...order)
    .limit(query.page_size + 1)
    .offset((query.page - 1) * query.page_size);
  const counted = await cappedCount(
    db,
    db.select({ id: drivers.driver_id }).from(drivers).where(where).$dynamic(),
  );
  const hasNext = rows.length > query.page_size;
  return {
    data: await withPictures(rows.slice(0, query.page_size)),
    pagination: {
      page: query.page,
      page_size: query.page_size,
      total: counted.total,
      total_is_estimate: counted.total_is_estimate,
      has_next: hasNext,
    },
  };
}

import "server-only";
import { and, asc, count, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { likePattern } from "@/server/db/paging";
import { drivers, vehicleDrivers, vehicles } from "@/server/db/schema";
import { idArray } from "./board-sql";

const laneColumns = {
  driver_id: drivers.driver_id,
  first_name: drivers.first_name,
  last_name: drivers.last_name,
  status: drivers.status,
};

/** "First Last" holds the text (any case; % and _ are plain characters). */
const nameMatches = (search: string) =>
  sql`(${drivers.first_name} || ' ' || ${drivers.last_name}) ilike ${likePattern(search)}`;

const laneOrder = [asc(drivers.first_name), asc(drivers.last_name), asc(drivers.driver_id)];

export interface LaneQuery {
  /** The chauffeurs with a job on the board's day: they always have a lane (whatever their status). */
  busyDriverIds: number[];
  /** How many working chauffeurs without a job get a lane (the first by name). */
  idleLimit: number;
  /** Only chauffeurs whose name holds this text. */
  search?: string;
}

/** Working (approved and Available) chauffeurs without a job that day, matching the search. */
function idleCondition(input: LaneQuery) {
  const conditions = [eq(drivers.status, "Available"), isNotNull(drivers.approved_at)];
  if (input.busyDriverIds.length > 0)
    conditions.push(sql`not (${drivers.driver_id} = any(${idArray(input.busyDriverIds)}))`);
  if (input.search) conditions.push(nameMatches(input.search));
  return and(...conditions);
}

/**
 * The chauffeurs given a lane, by name: every one with a job that day, and the first
 * `idleLimit` working ones without. At 2,000 chauffeurs the board sends a page of idle lanes
 * (the dispatcher asks for more, or searches by name), not all of them.
 */
export function laneDriversQuery(db: Executor, input: LaneQuery) {
  const idlePage = db
    .select({ driver_id: drivers.driver_id })
    .from(drivers)
    .where(idleCondition(input))
    .orderBy(...laneOrder)
    .limit(input.idleLimit);
  const busy =
    input.busyDriverIds.length > 0
      ? and(
          sql`${drivers.driver_id} = any(${idArray(input.busyDriverIds)})`,
          input.search ? nameMatches(input.search) : undefined,
        )
      : undefined;
  const idle = input.idleLimit > 0 ? inArray(drivers.driver_id, idlePage) : undefined;
  return db
    .select(laneColumns)
    .from(drivers)
    .where(or(busy, idle) ?? sql`false`)
    .orderBy(...laneOrder);
}

/** How many working chauffeurs have no job that day (and match the search): shown or not. */
export function idleLaneCountQuery(db: Executor, input: LaneQuery) {
  return db.select({ total: count() }).from(drivers).where(idleCondition(input));
}

/** The lanes' chauffeurs and the number of idle ones, side by side on PostgreSQL. */
export async function laneDrivers(db: Executor, input: LaneQuery) {
  const [lanes, [counted]] = await Promise.all([
    laneDriversQuery(db, input),
    idleLaneCountQuery(db, input),
  ]);
  return { drivers: lanes, idleTotal: counted?.total ?? 0 };
}

/** The active vehicles each of these chauffeurs may drive, the longest-standing link first. */
export async function laneVehicles(db: Executor, driverIds: number[]) {
  if (driverIds.length === 0) return [];
  return laneVehiclesQuery(db, driverIds);
}

/** The query of laneVehicles (for a non-empty list of chauffeurs). */
export function laneVehiclesQuery(db: Executor, driverIds: number[]) {
  return db
    .select({
      driver_id: vehicleDrivers.driver_id,
      make: vehicles.make,
      model: vehicles.model,
      plate: vehicles.registration_plate,
    })
    .from(vehicleDrivers)
    .innerJoin(vehicles, eq(vehicles.vehicle_id, vehicleDrivers.vehicle_id))
    .where(
      and(
        sql`${vehicleDrivers.driver_id} = any(${idArray(driverIds)})`,
        eq(vehicles.status, "active"),
      ),
    )
    .orderBy(asc(vehicleDrivers.created_at), asc(vehicles.vehicle_id));
}

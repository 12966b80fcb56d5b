import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { likePattern } from "@/server/db/paging";
import { rowsOf } from "@/server/db/rows";
import { idArray } from "./board-sql";

export interface LaneQuery {
  /** The chauffeurs with a job on the board's day: they always have a lane (whatever their status). */
  busyDriverIds: number[];
  /** Those of them whose lane shows the day's own vehicle: their linked one is not read. */
  withDayVehicle: number[];
  /** How many working chauffeurs without a job get a lane (the first by name). */
  idleLimit: number;
  /** Only chauffeurs whose name holds this text. */
  search?: string;
}

export interface LaneDriver {
  driver_id: number;
  first_name: string;
  last_name: string;
  status: string;
  /** The active vehicle they may drive, the longest-standing link first; null when none. */
  make: string | null;
  model: string | null;
  plate: string | null;
}

const busyDrivers = (input: LaneQuery) =>
  sql`select unnest(${idArray(input.busyDriverIds)}) as driver_id`;

/** "First Last" holds the text (any case; % and _ are plain characters). */
const nameMatches = (search: string | undefined, alias: string): SQL =>
  search
    ? sql`and (${sql.raw(alias)}.first_name || ' ' || ${sql.raw(alias)}.last_name) ilike ${likePattern(search)}`
    : sql``;

/** Working (approved and Available) chauffeurs without a job that day, matching the search. */
const idleWhere = (input: LaneQuery, alias: string) => sql`
  ${sql.raw(alias)}.status = 'Available' and ${sql.raw(alias)}.approved_at is not null
  and ${sql.raw(alias)}.driver_id not in (select driver_id from busy)
  ${nameMatches(input.search, alias)}`;

/**
 * The chauffeurs given a lane, by name: every one with a job that day, and the first `idleLimit`
 * working ones without. A lane without a vehicle that day comes with the active vehicle its
 * chauffeur may drive, in this one statement (it was a second round trip). At 2,000 chauffeurs
 * the board sends a page of idle lanes (the dispatcher asks for more, or searches by name).
 */
export function laneDriversQuery(input: LaneQuery): SQL {
  // The sets are CTEs, so each membership test is one hashed lookup rather than a scan of the
  // array per row; the vehicle is looked up only for the lanes without the day's own.
  return sql`
    with busy as (${busyDrivers(input)}),
    with_day_vehicle as (select unnest(${idArray(input.withDayVehicle)}) as driver_id),
    idle as (
      select i.driver_id from drivers i where ${idleWhere(input, "i")}
      order by i.first_name, i.last_name, i.driver_id limit ${input.idleLimit}
    ),
    lanes as (
      select d.driver_id, d.first_name, d.last_name, d.status from drivers d
      where (d.driver_id in (select driver_id from busy) ${nameMatches(input.search, "d")})
        or d.driver_id in (select driver_id from idle)
    )
    select l.driver_id, l.first_name, l.last_name, l.status, v.make, v.model,
      v.registration_plate as plate
    from lanes l
    left join lateral (
      select v.make, v.model, v.registration_plate
      from vehicle_drivers vd join vehicles v on v.vehicle_id = vd.vehicle_id
      where vd.driver_id = l.driver_id and v.status = 'active'
        and l.driver_id not in (select driver_id from with_day_vehicle)
      order by vd.created_at, v.vehicle_id limit 1
    ) v on true
    order by l.first_name, l.last_name, l.driver_id`;
}

/** How many working chauffeurs have no job that day (and match the search): shown or not. */
export function idleLaneCountQuery(input: LaneQuery): SQL {
  return sql`
    with busy as (${busyDrivers(input)})
    select count(*)::int as total from drivers d where ${idleWhere(input, "d")}`;
}

/** The lanes' chauffeurs (with vehicles) and the number of idle ones, side by side on PostgreSQL. */
export async function laneDrivers(db: Executor, input: LaneQuery) {
  const [lanes, counted] = await Promise.all([
    db.execute(laneDriversQuery(input)),
    db.execute(idleLaneCountQuery(input)),
  ]);
  return {
    drivers: rowsOf<LaneDriver>(lanes),
    idleTotal: Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0),
  };
}

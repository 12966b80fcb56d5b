import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { ServiceType } from "@/lib/service-classes";
import type { Executor } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { HOLDING, LONGEST_JOB_MS } from "./suggestion-rows";

/** What the prefilter needs of the job: its window, its day, the buffer and what a car must be. */
export interface PrefilterJob {
  span: { from: Date; until: Date; day: string };
  startsAt: Date;
  endsAt: Date;
  bufferMinutes: number;
  /** Today on the operator's calendar (vehicleToday(now)): documents expiring before it lapsed. */
  today: string;
  /** The vehicle classes that may serve the booked one (SERVING_CLASSES). */
  classes: readonly ServiceType[];
  passengers: number;
  luggage: number;
  /** How many of the nearest misfits to read in full. */
  misfitsShown: number;
}

/** How many approved chauffeurs fail each check of the prefilter (one may fail several). */
export interface PrefilterCounts {
  misfits: number;
  unavailable: number;
  licenceLapsed: number;
  dayOff: number;
  noVehicle: number;
  noFittingVehicle: number;
  busy: number;
}

/**
 * The suggestions' first cut, in the database: every approved chauffeur judged by the checks of
 * lib/dispatch/fit.ts as flags (Available, driving licence in date, not off that day, a vehicle
 * on the road with its documents in date, of a class that serves the booking, with the seats
 * and luggage room, not on another job then, and no job of their own within the buffer). The
 * ones with no flag are the candidates, read in full and judged again by fit.ts (the words and
 * the ranking stay there); of the others only the nearest `misfitsShown` (fewest flags, a car of
 * the class first, then name) are read, plus the count per flag. The flags must never drop a
 * chauffeur fit.ts would accept (__tests__/server/dispatch/suggestion-prefilter.int.test.ts).
 */
export function prefilterQuery(job: PrefilterJob): SQL {
  const earliest = new Date(job.span.from.getTime() - LONGEST_JOB_MS).toISOString();
  const buffer = Math.max(0, job.bufferMinutes) * 60_000;
  const jobStart = job.startsAt.toISOString();
  const jobEnd = job.endsAt.toISOString();
  const bufferedStart = new Date(job.startsAt.getTime() - buffer).toISOString();
  const bufferedEnd = new Date(job.endsAt.getTime() + buffer).toISOString();
  const classes = sql.join(
    job.classes.map((serviceClass) => sql`${serviceClass}`),
    sql`, `,
  );
  const lapsed = (column: string) =>
    sql`(${sql.raw(column)} is not null and ${sql.raw(column)} < ${job.today}::date)`;
  return sql`
    with held as (
      select a.driver_id, a.vehicle_id, a.starts_at, a.ends_at
      from assignments a
      where a.status in (${HOLDING})
        and a.starts_at >= ${earliest}::timestamptz
        and a.starts_at < ${job.span.until.toISOString()}::timestamptz
        and a.ends_at > ${job.span.from.toISOString()}::timestamptz
    ),
    -- fit.ts clashes(): a vehicle may not be on two jobs at once, a chauffeur needs the buffer.
    busy_vehicles as (
      select vehicle_id from held
      where vehicle_id is not null
        and starts_at < ${jobEnd}::timestamptz and ends_at > ${jobStart}::timestamptz
    ),
    busy_drivers as (
      select driver_id from held
      where driver_id is not null
        and starts_at < ${bufferedEnd}::timestamptz and ends_at > ${bufferedStart}::timestamptz
    ),
    class_links as (
      select vd.driver_id, v.vehicle_id, v.status, v.phv_licence_expiry, v.mot_expiry,
        v.insurance_expiry, v.passenger_capacity, v.luggage_capacity
      from vehicle_drivers vd
      join vehicles v on v.vehicle_id = vd.vehicle_id
      where v.service_class in (${classes})
    ),
    fitting_links as (
      select driver_id from class_links
      where status <> 'off_road'
        and not ${lapsed("phv_licence_expiry")} and not ${lapsed("mot_expiry")}
        and not ${lapsed("insurance_expiry")}
        and passenger_capacity >= ${job.passengers} and luggage_capacity >= ${job.luggage}
        and vehicle_id not in (select vehicle_id from busy_vehicles)
    ),
    judged as (
      select d.driver_id, d.first_name, d.last_name,
        d.status is distinct from 'Available' as unavailable,
        (${lapsed("d.driving_license_expiry_date")} or ${lapsed("d.phv_licence_expiry")})
          as licence_lapsed,
        d.driver_id in (select o.driver_id from driver_days_off o where o.day = ${job.span.day}::date) as day_off,
        d.driver_id not in (select vd.driver_id from vehicle_drivers vd) as no_vehicle,
        d.driver_id not in (select driver_id from fitting_links) as no_fitting_vehicle,
        d.driver_id in (select driver_id from busy_drivers) as busy,
        d.driver_id in (select driver_id from class_links) as has_class
      from drivers d
      where d.approved_at is not null
    ),
    flagged as (
      select *, (unavailable::int + licence_lapsed::int + day_off::int + no_fitting_vehicle::int
        + busy::int) as flags
      from judged
    )
    select
      (select coalesce(json_agg(driver_id), '[]')::text from flagged where flags = 0) as candidates,
      (select coalesce(json_agg(driver_id), '[]')::text from (
        select driver_id from flagged where flags > 0
        order by flags, has_class desc, first_name, last_name, driver_id
        limit ${job.misfitsShown}) nearest) as nearest,
      (select json_build_array(
          count(*) filter (where flags > 0), count(*) filter (where unavailable),
          count(*) filter (where licence_lapsed), count(*) filter (where day_off),
          count(*) filter (where no_vehicle),
          count(*) filter (where no_fitting_vehicle and not no_vehicle),
          count(*) filter (where busy))::text
        from flagged) as counts`;
}

/** Runs prefilterQuery: the candidates' ids, the nearest misfits' ids and the counts. */
export async function prefilterDrivers(
  executor: Executor,
  job: PrefilterJob,
): Promise<{ candidates: number[]; nearest: number[]; counts: PrefilterCounts }> {
  const result = await executor.execute(prefilterQuery(job));
  const [row] = rowsOf<{ candidates: string; nearest: string; counts: string }>(result);
  const counted = JSON.parse(row?.counts ?? "[0,0,0,0,0,0,0]") as number[];
  const [misfits, unavailable, licenceLapsed, dayOff, noVehicle, noFittingVehicle, busy] =
    counted.map(Number) as [number, number, number, number, number, number, number];
  return {
    candidates: JSON.parse(row?.candidates ?? "[]") as number[],
    nearest: JSON.parse(row?.nearest ?? "[]") as number[],
    counts: { misfits, unavailable, licenceLapsed, dayOff, noVehicle, noFittingVehicle, busy },
  };
}

import "server-only";
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { etaMinutes } from "@/lib/trip/eta";
import type { CarOnTheWay } from "@/lib/trip/operator-map";
import type { Executor } from "@/server/db/client";
import {
  assignmentPositions,
  assignmentPositionTrail,
  assignments,
  bookings,
  drivers,
} from "@/server/db/schema";
import { rowsOf } from "@/server/db/rows";
import { executorOrDb } from "@/server/db/transaction";

const HOUR_MS = 60 * 60 * 1000;
/** Jobs that started this long ago may still be on the way (the same look-back as the app's). */
const LOOKBACK_MS = 36 * HOUR_MS;
/** Points of each car's recent trail drawn for the operator. */
export const OPERATOR_TRAIL_POINTS = 12;

/**
 * Every chauffeur on the way now, for the operator's map: who, which booking, where they are
 * going and their last position with its trail. A range of the starts_at index (jobs that could
 * be on the road), so it stays fast however many jobs the site has done.
 */
export async function readCarsOnTheWay(
  executor: Executor | undefined,
  now: Date = new Date(),
): Promise<CarOnTheWay[]> {
  const db = await executorOrDb(executor);
  const rows = await db
    .select({
      assignment_id: assignments.assignment_id,
      booking_reference: bookings.booking_reference,
      first_name: drivers.first_name,
      last_name: drivers.last_name,
      pickup_location: bookings.pickup_location,
      pickup_lat: bookings.pickup_lat,
      pickup_lng: bookings.pickup_lng,
      pickup_at: bookings.pickup_at,
      lat: assignmentPositions.lat,
      lng: assignmentPositions.lng,
      recorded_at: assignmentPositions.recorded_at,
    })
    .from(assignments)
    .innerJoin(bookings, eq(bookings.booking_id, assignments.booking_id))
    .innerJoin(drivers, eq(drivers.driver_id, assignments.driver_id))
    .leftJoin(assignmentPositions, eq(assignmentPositions.assignment_id, assignments.assignment_id))
    .where(
      and(
        eq(assignments.status, "on_the_way"),
        gte(assignments.starts_at, new Date(now.getTime() - LOOKBACK_MS)),
        lt(assignments.starts_at, new Date(now.getTime() + 24 * HOUR_MS)),
      ),
    )
    .orderBy(asc(bookings.pickup_at), asc(assignments.assignment_id))
    .limit(200);
  const trails = await trailsOf(
    db,
    rows.map((row) => row.assignment_id),
  );
  return rows.map((row) => {
    const pickup = { lat: row.pickup_lat, lng: row.pickup_lng };
    const position =
      row.lat !== null && row.lng !== null && row.recorded_at
        ? { lat: row.lat, lng: row.lng, recorded_at: row.recorded_at.toISOString() }
        : null;
    return {
      assignment_id: row.assignment_id,
      booking_reference: row.booking_reference,
      chauffeur: `${row.first_name} ${row.last_name}`.trim(),
      pickup: { ...pickup, label: row.pickup_location },
      pickup_at: row.pickup_at.toISOString(),
      position,
      eta_minutes: position ? etaMinutes(position, pickup) : null,
      trail: trails.get(row.assignment_id) ?? [],
    };
  });
}

async function trailsOf(
  db: Executor,
  ids: number[],
): Promise<Map<number, { lat: number; lng: number }[]>> {
  const byJob = new Map<number, { lat: number; lng: number }[]>();
  if (ids.length === 0) return byJob;
  // The newest few per car (a window over the (assignment_id, recorded_at) index), never the
  // whole ride's trail.
  const result = await db.execute<{ assignment_id: number; lat: number; lng: number }>(sql`
    select assignment_id, lat, lng from (
      select assignment_id, lat, lng, recorded_at,
        row_number() over (partition by assignment_id order by recorded_at desc) as newest
      from ${assignmentPositionTrail}
      where assignment_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
    ) recent
    where newest <= ${OPERATOR_TRAIL_POINTS}
    order by assignment_id, recorded_at`);
  for (const point of rowsOf<{ assignment_id: number; lat: number; lng: number }>(result)) {
    const id = Number(point.assignment_id);
    const list = byJob.get(id) ?? [];
    list.push({ lat: Number(point.lat), lng: Number(point.lng) });
    byJob.set(id, list);
  }
  return byJob;
}

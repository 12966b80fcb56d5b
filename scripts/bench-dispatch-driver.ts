/**
 * The chauffeur whose app `npm run bench:dispatch` reads (GET /api/driver/jobs): bench chauffeur 1,
 * who has two jobs on the bench day, given a driver account with a known password (so the bench
 * signs in through the same credentials flow as the app) and a working life around today: two
 * completed rides a day for the last HISTORY_DAYS days (the History pages) and two assigned a day
 * for the next fortnight (Today and Upcoming). The bench day itself is 60 days ahead, outside the
 * app's 14-day window, so without these the endpoint would read empty ranges. Set-based inserts,
 * keyed by the day, so a rerun on a later day only adds the days it lacks.
 */
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { hashPassword } from "@/server/auth/passwords";
import { BENCH_DRIVER } from "./bench-dispatch-account";
import { BENCH_ZONE } from "./bench-dispatch-data";

const HISTORY_DAYS = 150;
const AHEAD_DAYS = 14;
/** Two rides a day, far apart, each under two hours: never overlapping. */
const SLOTS = ["08:00", "14:00"];

/** The account (created once) and the chauffeur's rides around today; answers the driver id. */
export async function ensureBenchDriver(db: Database): Promise<number> {
  const [driver] = rowsOf<{ driver_id: number; user_id: number | null; first_name: string }>(
    await db.execute(sql`select driver_id, user_id, first_name from drivers
      where email = ${BENCH_DRIVER.email}`),
  );
  if (!driver) throw new Error(`the bench fleet has no ${BENCH_DRIVER.email}`);
  if (driver.user_id === null) {
    const passwordHash = await hashPassword(BENCH_DRIVER.password);
    const [user] = rowsOf<{ user_id: number }>(
      await db.execute(sql`
        insert into users (first_name, last_name, email, role, password_hash)
        values (${driver.first_name}, 'Bench', ${BENCH_DRIVER.email}, 'driver', ${passwordHash})
        on conflict (email) do update set role = 'driver', password_hash = excluded.password_hash
        returning user_id`),
    );
    await db.execute(
      sql`update drivers set user_id = ${user!.user_id} where driver_id = ${driver.driver_id}`,
    );
  }
  const slots = sql.raw(`array[${SLOTS.map((slot) => `time '${slot}'`).join(", ")}]`);
  await db.execute(sql`
    with days as (
      select (current_date + d)::date as day, d
      from generate_series(${-HISTORY_DAYS}::int, ${AHEAD_DAYS - 1}::int) as d
    ), shaped as (
      select day, d, s, (${slots})[s] as at,
        ((day + (${slots})[s]) at time zone ${BENCH_ZONE}) as pickup_at
      from days cross join generate_series(1, ${SLOTS.length}) as s
    )
    insert into bookings (booking_reference, user_id, booking_type, pickup_location, pickup_lat,
      pickup_lng, dropoff_location, dropoff_lat, dropoff_lng, destination_country, booking_date,
      booking_time, pickup_time_zone, pickup_at, number_of_passengers, number_of_luggage,
      service_type, number_of_cars, price_pence, distance_travelled, is_self_booking, status,
      payment_status, paid_at, created_at, updated_at)
    select 'BJ' || to_char(day, 'YYYYMMDD') || s,
      (select min(user_id) from users where role = 'customer'), 'point_to_point',
      s || ' Driver Bench Street, London', 51.5, -0.12, 'Heathrow Airport Terminal 5', 51.47,
      -0.45, 'uk', day, at, ${BENCH_ZONE}, pickup_at, 2, 1, 'business_class', 1, 8500, 20, true,
      (case when d < 0 then 'completed' else 'confirmed' end)::booking_status, 'paid',
      pickup_at - interval '20 days', pickup_at - interval '20 days', pickup_at - interval '20 days'
    from shaped
    on conflict (booking_reference) do nothing`);
  await db.execute(sql`
    insert into assignments (booking_id, car_number, driver_id, vehicle_id, starts_at, ends_at,
      status, pay_pence, created_at, updated_at)
    select b.booking_id, 1, ${driver.driver_id},
      (select min(vehicle_id) from vehicle_drivers where driver_id = ${driver.driver_id}),
      b.pickup_at,
      b.pickup_at + interval '90 minutes',
      (case when b.booking_date < current_date then 'completed' else 'assigned' end)::assignment_status,
      5950, b.created_at, b.created_at
    from bookings b
    -- These rides only: a demo booking's random reference may start with "BJ" too.
    where b.booking_reference like 'BJ%'
      and b.pickup_location like '% Driver Bench Street, London'
      and not exists (select 1 from assignments a where a.booking_id = b.booking_id)`);
  return driver.driver_id;
}

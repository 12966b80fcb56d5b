/**
 * The dispatch bench's own data, on top of the demo bookings, written with set-based inserts
 * (a few statements, never one per row): a fleet of approved, Available chauffeurs, each allowed
 * to drive a vehicle of their own (the classes in turn), and one busy day 60 days ahead (past the
 * demo's last pickup, so the day holds only the bench's bookings): confirmed and paid London rides,
 * most of them given to the fleet without overlaps, the rest in the queue. Running it again on the
 * same database adds nothing and keeps the day it chose.
 */
import { sql } from "drizzle-orm";
import { CAR_TAKEN_STATES } from "@/lib/dispatch/job-states";
import { todayInZone } from "@/lib/wall-clock";
import type { Database } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";

export const BENCH_ZONE = "Europe/London";
/** Each chauffeur with a job that day has two: one in the morning and one in the afternoon. */
const MORNING = { from: "06:00", minutes: 300 };
const AFTERNOON = { from: "14:00", minutes: 300 };
/** The queue spreads over 05:00 to 23:00. */
const QUEUE = { from: "05:00", minutes: 1080 };
const CLASSES = "array['business_class','first_class','business_van']::service_type[]";

export interface BenchDayPlan {
  drivers: number;
  /** Bookings that day; the first `assigned` are given to chauffeurs 1..assigned/2, twice each. */
  bookings: number;
  assigned: number;
}

const driverEmail = sql`'bench.chauffeur.' || g || '@example.com'`;
/** Chauffeur g's class, and booking n's (a queued booking cycles through the classes too). */
const classOf = (n: string) => sql.raw(`(${CLASSES})[1 + ${n} % 3]`);
const taken = sql.raw(CAR_TAKEN_STATES.map((state) => `'${state}'`).join(", "));

/** Chauffeurs bench.chauffeur.1..N, each with one vehicle (plate BD00001..) they may drive. */
export async function ensureBenchFleet(db: Database, size: number): Promise<void> {
  await db.execute(sql`
    insert into drivers (first_name, last_name, email, phone_number, driving_license_expiry_date,
      date_first_available, status, has_vehicle, rating, total_trips, approved_at, created_at, updated_at)
    select
      (array['Adam','Bella','Carl','Dina','Emil','Fay','Gus','Hope','Ivan','Jade','Kai','Lena',
        'Milo','Nina','Omar','Pia','Raj','Sara','Tom','Uma'])[1 + g % 20],
      (array['Ashby','Brook','Cole','Dale','Eaton','Ford','Grant','Hale','Irwin','Judd','Kerr',
        'Lowe','Mace','Nash','Orme','Pike','Quinn','Rowe','Shaw','Tate'])[1 + (g / 20) % 20],
      ${driverEmail}, '+4477008' || lpad(g::text, 5, '0'), current_date + 900, current_date - 200,
      'Available', 'yes', case when g % 7 = 0 then null else 4 + (g % 10) / 10.0 end, g % 400,
      now() - interval '150 days', now() - interval '200 days', now() - interval '150 days'
    from generate_series(1, ${size}) as g
    on conflict (email) do nothing`);
  await db.execute(sql`
    insert into vehicles (make, model, year, colour, registration_plate, service_class,
      passenger_capacity, luggage_capacity, phv_licence_number, phv_licence_expiry, mot_expiry,
      insurance_expiry, status, created_at, updated_at)
    select 'Mercedes-Benz', (array['E-Class','S-Class','V-Class'])[1 + g % 3], 2022 + g % 4,
      (array['Black','Silver','Obsidian Black'])[1 + g % 3], 'BD' || lpad(g::text, 5, '0'),
      ${classOf("g")}, case when g % 3 = 2 then 7 else 3 end, case when g % 3 = 2 then 7 else 3 end,
      'PHVB' || lpad(g::text, 6, '0'), current_date + 700, current_date + 700, current_date + 700,
      'active', now() - interval '150 days', now() - interval '150 days'
    from generate_series(1, ${size}) as g
    on conflict (registration_plate) do nothing`);
  await db.execute(sql`
    insert into vehicle_drivers (vehicle_id, driver_id)
    select v.vehicle_id, d.driver_id
    from generate_series(1, ${size}) as g
    join drivers d on d.email = ${driverEmail}
    join vehicles v on v.registration_plate = 'BD' || lpad(g::text, 5, '0')
    on conflict do nothing`);
}

/** The bench day already written, or today + 60 in London for a first run. */
async function benchDay(db: Database): Promise<string> {
  const [row] = rowsOf<{ day: string }>(
    await db.execute(sql`select booking_date::text as day from bookings
      where booking_reference = 'BD000001'`),
  );
  if (row) return row.day;
  const today = todayInZone(BENCH_ZONE);
  return new Date(Date.parse(`${today}T12:00:00Z`) + 60 * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The busy day's bookings (references BD000001..) and the jobs of the first `assigned`: booking n
 * (n <= assigned) goes to chauffeur 1 + (n - 1) % (assigned / 2) in their vehicle, in the morning
 * for the first half and the afternoon for the second, so no one holds two overlapping jobs.
 */
export async function ensureBenchDay(db: Database, plan: BenchDayPlan): Promise<string> {
  const day = await benchDay(db);
  const half = Math.floor(plan.assigned / 2);
  const minuteOf = (window: { from: string; minutes: number }, factor: number) =>
    sql.raw(
      `time '${window.from}' + ((n * ${factor}) % ${window.minutes} / 5 * 5) * interval '1 minute'`,
    );
  await db.execute(sql`
    with plan as (
      select n, case when n <= ${half} then ${minuteOf(MORNING, 37)}
          when n <= ${plan.assigned} then ${minuteOf(AFTERNOON, 37)}
          else ${minuteOf(QUEUE, 53)} end as at,
        case when n <= ${plan.assigned} then 1 + (n - 1) % ${half} else n end as k
      from generate_series(1, ${plan.bookings}) as n
    ), shaped as (
      select n, k, ${day}::date as day, at,
        ((${day}::date + at) at time zone ${BENCH_ZONE}) as pickup_at,
        ${classOf("k")} as service_type
      from plan
    )
    insert into bookings (booking_reference, user_id, booking_type, pickup_location, pickup_lat,
      pickup_lng, dropoff_location, dropoff_lat, dropoff_lng, destination_country, booking_date,
      booking_time, pickup_time_zone, pickup_at, number_of_passengers, number_of_luggage,
      service_type, number_of_cars, price_pence, distance_travelled, is_self_booking, status,
      payment_status, paid_at, created_at, updated_at)
    select 'BD' || lpad(n::text, 6, '0'),
      (select min(user_id) from users where role = 'customer'), 'point_to_point',
      n || ' Bench Street, London', 51.45 + (n % 100) / 1000.0, -0.2 + (n % 37) / 100.0,
      'Heathrow Airport Terminal ' || (2 + n % 4), 51.47, -0.45, 'uk', day, at, ${BENCH_ZONE},
      pickup_at, 1 + n % 3, n % 3, service_type, 1, 6000 + (n % 50) * 100, 5 + n % 30, true,
      (case when n % 2 = 0 then 'paid' else 'confirmed' end)::booking_status, 'paid',
      now() - interval '10 days', now() - interval '10 days', now() - interval '10 days'
    from shaped
    on conflict (booking_reference) do nothing`);
  // The jobs last the drive and the set-up (at most 100 minutes here), far within the gap
  // between a chauffeur's morning and afternoon.
  await db.execute(sql`
    insert into assignments (booking_id, car_number, driver_id, vehicle_id, starts_at, ends_at,
      status, pay_pence, created_at, updated_at)
    select b.booking_id, 1, d.driver_id, vd.vehicle_id, b.pickup_at,
      b.pickup_at + (15 + ceil(b.distance_travelled * 2.4)) * interval '1 minute', 'assigned',
      b.price_pence * 7 / 10, now() - interval '5 days', now() - interval '5 days'
    from generate_series(1, ${plan.assigned}) as n
    join bookings b on b.booking_reference = 'BD' || lpad(n::text, 6, '0')
    join drivers d on d.email = 'bench.chauffeur.' || (1 + (n - 1) % ${half}) || '@example.com'
    join vehicle_drivers vd on vd.driver_id = d.driver_id
    where not exists (select 1 from assignments a where a.booking_id = b.booking_id)`);
  return day;
}

export interface BenchAssignJob {
  bookingId: number;
  driverId: number;
  vehicleId: number;
}

/**
 * Queued bookings of the day (car 1 free), each paired with a distinct chauffeur of its class
 * who has no job that day (numbers above assigned / 2), so each assignment succeeds.
 */
export async function benchAssignJobs(
  db: Database,
  input: { day: string; plan: BenchDayPlan; count: number; skip: number },
): Promise<BenchAssignJob[]> {
  const half = Math.floor(input.plan.assigned / 2);
  return rowsOf<{ booking_id: number; driver_id: number; vehicle_id: number }>(
    await db.execute(sql`
      with jobs as (
        select b.booking_id, b.service_type,
          row_number() over (partition by b.service_type order by b.booking_id) as rn
        from bookings b
        where b.booking_date = ${input.day}::date and b.booking_reference like 'BD%'
          and b.booking_id <> ${input.skip}
          and not exists (select 1 from assignments a where a.booking_id = b.booking_id
            and a.status in (${taken}))
      ), free as (
        select d.driver_id, vd.vehicle_id, v.service_class,
          row_number() over (partition by v.service_class order by d.driver_id) as rn
        from generate_series(${half + 1}::int, ${input.plan.drivers}::int) as g
        join drivers d on d.email = ${driverEmail}
        join vehicle_drivers vd on vd.driver_id = d.driver_id
        join vehicles v on v.vehicle_id = vd.vehicle_id
        where not exists (select 1 from assignments a where a.driver_id = d.driver_id
          and a.status in (${taken}) and a.starts_at >= ${input.day}::date - 2
          and a.starts_at < ${input.day}::date + 2)
      )
      select j.booking_id, f.driver_id, f.vehicle_id
      from jobs j join free f on f.service_class = j.service_type and f.rn = j.rn
      order by j.booking_id
      limit ${input.count}`),
  ).map((row) => ({
    bookingId: Number(row.booking_id),
    driverId: Number(row.driver_id),
    vehicleId: Number(row.vehicle_id),
  }));
}

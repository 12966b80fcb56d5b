/**
 * Run by `npm run bench:trip` before it starts the server (PGlite allows one process per data
 * directory): makes CHAUFFEURS chauffeurs with accounts (one known password), each with a booking
 * picked up within the hour whose job is on the way, and a trip link per job; prints, as one JSON
 * line, each job's id, the chauffeur's e-mail, the link's token and the pickup. A rerun first
 * puts the previous run's jobs back on the way with fresh links (the rows are keyed by e-mail and
 * reference, so nothing piles up). Seeded set-based, beside the state machine, as bench data is.
 */
import { sql } from "drizzle-orm";
import { hashPassword } from "@/server/auth/passwords";
import { closeDb, getDb, unboundStatementsForScripts } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { hashTripToken, newTripToken } from "@/server/trip/tokens";
import { step } from "./bench-prepare";

export const BENCH_TRIP_PASSWORD = "bench-trip-password-1";

async function main() {
  unboundStatementsForScripts();
  const count = Number(process.argv[2]);
  const db = await step("open (migrations, admin seed)", () => getDb());
  const passwordHash = await hashPassword(BENCH_TRIP_PASSWORD);
  await step(`${count} chauffeurs with accounts`, async () => {
    await db.execute(sql`
      insert into users (first_name, last_name, email, role, password_hash)
      select 'Trip' || g, 'Bench', 'bench.trip.' || g || '@example.com', 'driver', ${passwordHash}
      from generate_series(1, ${count}) as g
      on conflict (email) do update set password_hash = excluded.password_hash`);
    await db.execute(sql`
      insert into drivers (user_id, first_name, last_name, email, phone_number,
        driving_license_expiry_date, status, approved_at)
      select u.user_id, u.first_name, 'Bench', u.email, '+4477009' || lpad(g::text, 5, '0'),
        current_date + 900, 'Available', now()
      from generate_series(1, ${count}) as g
      join users u on u.email = 'bench.trip.' || g || '@example.com'
      on conflict (email) do nothing`);
  });
  await step("a ride on the way for each", async () => {
    await db.execute(sql`
      insert into bookings (booking_reference, user_id, booking_type, pickup_location, pickup_lat,
        pickup_lng, dropoff_location, dropoff_lat, dropoff_lng, destination_country, booking_date,
        booking_time, pickup_time_zone, pickup_at, number_of_passengers, number_of_luggage,
        service_type, number_of_cars, price_pence, distance_travelled, is_self_booking, status,
        payment_status)
      select 'BT' || lpad(g::text, 6, '0'), (select min(user_id) from users where role = 'admin'),
        'point_to_point', g || ' Trip Bench Street, London', 51.5 + g * 0.001, -0.12,
        'Heathrow Airport Terminal 5', 51.47, -0.45, 'uk',
        (now() at time zone 'Europe/London')::date,
        (now() at time zone 'Europe/London')::time(0), 'Europe/London', now() + interval '30 minutes',
        1, 1, 'business_class', 1, 8500, 20, true, 'confirmed', 'paid'
      from generate_series(1, ${count}) as g
      on conflict (booking_reference) do update set pickup_at = excluded.pickup_at,
        status = 'confirmed'`);
    // A previous run's jobs are moved out of the way (keeping the constraint's one live job).
    await db.execute(sql`
      update assignments set status = 'cancelled', updated_at = now()
      where booking_id in (select booking_id from bookings where booking_reference like 'BT%'
        and pickup_location like '% Trip Bench Street, London')
        and status <> 'cancelled'`);
    await db.execute(sql`
      insert into assignments (booking_id, car_number, driver_id, starts_at, ends_at, status)
      select b.booking_id, 1, d.driver_id, b.pickup_at, b.pickup_at + interval '90 minutes',
        'on_the_way'
      from bookings b
      join drivers d on d.email = 'bench.trip.' || ltrim(substr(b.booking_reference, 3), '0')
        || '@example.com'
      where b.booking_reference like 'BT%' and b.pickup_location like '% Trip Bench Street, London'`);
  });
  const jobs = rowsOf<{ assignment_id: number; booking_id: number; email: string; lat: number }>(
    await db.execute(sql`
      select a.assignment_id, a.booking_id, d.email, b.pickup_lat as lat
      from assignments a join drivers d on d.driver_id = a.driver_id
      join bookings b on b.booking_id = a.booking_id
      where a.status = 'on_the_way' and d.email like 'bench.trip.%'
      order by a.assignment_id`),
  );
  const links = jobs.map((job) => ({ ...job, token: newTripToken() }));
  await step("a trip link per ride", async () => {
    for (const link of links) {
      await db.execute(sql`insert into trip_links (token_hash, booking_id, car_number)
        values (${hashTripToken(link.token)}, ${link.booking_id}, 1)`);
    }
  });
  await closeDb();
  console.log(
    JSON.stringify({
      password: BENCH_TRIP_PASSWORD,
      jobs: links.map((link) => ({
        assignmentId: Number(link.assignment_id),
        email: link.email,
        token: link.token,
        lat: Number(link.lat),
      })),
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

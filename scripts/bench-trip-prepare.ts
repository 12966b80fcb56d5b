/**
 * Run by `npm run bench:trip` before it starts the server (PGlite allows one process per data
 * directory), on whatever database it is given (a fresh one, or a copy of the million-booking
 * dispatch bench: nothing already there is re-seeded): CHAUFFEURS chauffeurs with accounts, each
 * with a car and a booking picked up within the hour whose job is on the way, LINKS trip links
 * spread over those rides (several passengers follow one car), and a signed-in session per
 * chauffeur, minted as next-auth mints it (a sessions row and its JWE under the server's secret)
 * rather than through thousands of credential sign-ins with their password hashing.
 * Prints, as one JSON line, each job's id, session cookie and pickup, and the links' tokens.
 *
 * Idempotent: the rows are keyed by e-mail, plate and reference; a rerun puts the previous run's
 * jobs back on the way and deletes their positions, trails, links and sessions before making new
 * ones, so nothing piles up. Seeded set-based, beside the state machine, as bench data is.
 */
import { sql } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { hashPassword } from "@/server/auth/passwords";
import { getAuthSecret } from "@/server/auth/secret";
import { newSessionId, SESSION_IDLE_SECONDS } from "@/server/auth/session-store";
import { closeDb, getDb, unboundStatementsForScripts } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { hashTripToken, newTripToken } from "@/server/trip/tokens";
import { step } from "./bench-prepare";

export const BENCH_TRIP_PASSWORD = "bench-trip-password-1";
/** The cookie next-auth sets on a plain-http sign-in (`next start` on 127.0.0.1). */
const SESSION_COOKIE = "next-auth.session-token";
const BENCH_EMAIL = "'bench.trip.' || g || '@example.com'";
// The bench's bookings: a range of the reference's unique index (a scan of a million-row table
// per statement would cost minutes), then the address tells them from other BT references.
const ours = sql.raw(
  `b.booking_reference >= 'BT' and b.booking_reference < 'BU'
    and b.pickup_location like '% Trip Bench Street, London'`,
);

export interface BenchTripJob {
  assignmentId: number;
  cookie: string;
  lat: number;
  lng: number;
}

export interface BenchTripData {
  jobs: BenchTripJob[];
  tokens: string[];
  bookings: number;
}

async function main() {
  unboundStatementsForScripts();
  const count = Number(process.argv[2]);
  const linkCount = Number(process.argv[3] ?? count);
  const db = await step("open (migrations, admin seed)", () => getDb());
  const email = sql.raw(BENCH_EMAIL);
  await step(`${count} chauffeurs with accounts and cars`, async () => {
    // The sessions below are minted; the password (hashed once) is for signing in by hand.
    const passwordHash = await hashPassword(BENCH_TRIP_PASSWORD);
    await db.execute(sql`
      insert into users (first_name, last_name, email, role, password_hash)
      select 'Trip' || g, 'Bench', ${email}, 'driver', ${passwordHash}
      from generate_series(1, ${count}) as g
      on conflict (email) do nothing`);
    await db.execute(sql`
      insert into drivers (user_id, first_name, last_name, email, phone_number,
        driving_license_expiry_date, status, approved_at)
      select u.user_id, u.first_name, 'Bench', u.email, '+4477009' || lpad(g::text, 5, '0'),
        current_date + 900, 'Available', now()
      from generate_series(1, ${count}) as g
      join users u on u.email = ${email}
      on conflict (email) do nothing`);
    await db.execute(sql`
      insert into vehicles (make, model, year, colour, registration_plate, service_class,
        passenger_capacity, luggage_capacity)
      select 'Mercedes-Benz', 'E-Class', 2024, 'Black', 'BT' || lpad(g::text, 5, '0'),
        'business_class', 3, 2
      from generate_series(1, ${count}) as g
      on conflict (registration_plate) do nothing`);
  });
  await step("a booking for each, picked up in 30 minutes", async () => {
    // Pickups spread over London (a 100 x 20 grid a few hundred metres apart).
    await db.execute(sql`
      insert into bookings (booking_reference, user_id, booking_type, pickup_location, pickup_lat,
        pickup_lng, dropoff_location, dropoff_lat, dropoff_lng, destination_country, booking_date,
        booking_time, pickup_time_zone, pickup_at, number_of_passengers, number_of_luggage,
        service_type, number_of_cars, price_pence, distance_travelled, is_self_booking, status,
        payment_status)
      select 'BT' || lpad(g::text, 6, '0'), (select min(user_id) from users where role = 'admin'),
        'point_to_point', g || ' Trip Bench Street, London', 51.40 + (g % 100) * 0.002,
        -0.30 + (g / 100) * 0.01, 'Heathrow Airport Terminal 5', 51.47, -0.45, 'uk',
        ((now() + interval '30 minutes') at time zone 'Europe/London')::date,
        ((now() + interval '30 minutes') at time zone 'Europe/London')::time(0), 'Europe/London',
        now() + interval '30 minutes', 1, 1, 'business_class', 1, 8500, 20, true, 'confirmed',
        'paid'
      from generate_series(1, ${count}) as g
      on conflict (booking_reference) do update set pickup_at = excluded.pickup_at,
        booking_date = excluded.booking_date, booking_time = excluded.booking_time,
        pickup_lat = excluded.pickup_lat, pickup_lng = excluded.pickup_lng, status = 'confirmed'`);
  });
  // A rerun reuses the previous run's jobs rather than deleting them: deleting an assignment
  // checks each table that refers to it, and at a million bookings payments has no index on
  // assignment_id (a scan of it per deleted job: minutes for 2,000).
  const number = sql.raw(`substr(b.booking_reference, 3)::int`);
  await step("the previous run's jobs back on the way, its links and positions gone", async () => {
    await db.execute(sql`delete from trip_links where booking_id in
      (select b.booking_id from bookings b where ${ours})`);
    // One job per booking is kept (the newest); older ones and those past this run's count are
    // cancelled, so the one-live-job-per-car and one-job-at-a-time constraints hold.
    await db.execute(sql`
      with ranked as (
        select a.assignment_id, ${number} as n,
          row_number() over (partition by a.booking_id order by a.assignment_id desc) as rank
        from assignments a join bookings b on b.booking_id = a.booking_id
        where ${ours})
      update assignments a set status = 'cancelled', updated_at = now()
      from ranked r
      where r.assignment_id = a.assignment_id and (r.rank > 1 or r.n > ${count})
        and a.status <> 'cancelled'`);
    await db.execute(sql`
      update assignments a set status = 'on_the_way', driver_id = d.driver_id,
        vehicle_id = v.vehicle_id, starts_at = b.pickup_at,
        ends_at = b.pickup_at + interval '90 minutes', responded_at = now(), updated_at = now()
      from bookings b
      join drivers d on d.email = 'bench.trip.' || ${number} || '@example.com'
      join vehicles v on v.registration_plate = 'BT' || lpad(${number}::text, 5, '0')
      where a.booking_id = b.booking_id and ${ours} and ${number} <= ${count}
        and a.assignment_id = (select max(x.assignment_id) from assignments x
          where x.booking_id = b.booking_id)`);
    const jobsOfOurs = sql`select a.assignment_id from assignments a
      join bookings b on b.booking_id = a.booking_id where ${ours}`;
    await db.execute(sql`delete from assignment_positions where assignment_id in (${jobsOfOurs})`);
    await db.execute(
      sql`delete from assignment_position_trail where assignment_id in (${jobsOfOurs})`,
    );
  });
  await step("a job on the way for each new booking", async () => {
    await db.execute(sql`
      insert into assignments (booking_id, car_number, driver_id, vehicle_id, starts_at, ends_at,
        status, responded_at)
      select b.booking_id, 1, d.driver_id, v.vehicle_id, b.pickup_at,
        b.pickup_at + interval '90 minutes', 'on_the_way', now()
      from bookings b
      join drivers d on d.email = 'bench.trip.' || ${number} || '@example.com'
      join vehicles v on v.registration_plate = 'BT' || lpad(${number}::text, 5, '0')
      where ${ours} and ${number} <= ${count}
        and not exists (select 1 from assignments x where x.booking_id = b.booking_id)`);
  });
  const jobs = rowsOf<{
    assignment_id: number;
    booking_id: number;
    user_id: number;
    session_version: number;
    lat: number;
    lng: number;
  }>(
    await db.execute(sql`
      select a.assignment_id, a.booking_id, u.user_id, u.session_version, b.pickup_lat as lat,
        b.pickup_lng as lng
      from assignments a join drivers d on d.driver_id = a.driver_id
      join users u on u.user_id = d.user_id
      join bookings b on b.booking_id = a.booking_id
      where a.status = 'on_the_way' and ${ours}
      order by a.assignment_id`),
  );
  if (jobs.length !== count)
    throw new Error(`expected ${count} jobs on the way, made ${jobs.length}`);
  const tokens = Array.from({ length: linkCount }, () => newTripToken());
  await step(`${linkCount} trip links`, async () => {
    const hashes = tokens.map(hashTripToken);
    const bookingIds = tokens.map((_, i) => Number(jobs[i % jobs.length]!.booking_id));
    await db.execute(sql`insert into trip_links (token_hash, booking_id, car_number)
      select h, b, 1 from unnest(${`{${hashes.join(",")}}`}::text[], ${`{${bookingIds.join(",")}}`}::int[]) as l(h, b)`);
  });
  const sessionIds = jobs.map(() => newSessionId());
  await step(`${count} sessions`, async () => {
    await db.execute(sql`delete from sessions where user_id in
      (select user_id from users where email like 'bench.trip.%@example.com')`);
    await db.execute(sql`insert into sessions (session_id, user_id, session_version, user_agent)
      select s, u, v, 'bench:trip' from unnest(${`{${sessionIds.join(",")}}`}::text[],
        ${`{${jobs.map((job) => job.user_id).join(",")}}`}::int[],
        ${`{${jobs.map((job) => job.session_version).join(",")}}`}::int[]) as s(s, u, v)`);
  });
  await db.execute(sql`analyze assignments, trip_links, sessions, assignment_positions`);
  const bookings = rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n from bookings`));
  // The claims session.ts issueToken encodes, under the secret the server reads (same env).
  const secret = getAuthSecret();
  const cookies = await step("session tokens", () =>
    Promise.all(
      jobs.map(async (job, i) => {
        const token = await encode({
          token: {
            sub: String(job.user_id),
            uid: Number(job.user_id),
            role: "driver",
            sv: Number(job.session_version),
            sid: sessionIds[i]!,
          },
          secret,
          maxAge: SESSION_IDLE_SECONDS,
        });
        return `${SESSION_COOKIE}=${token}`;
      }),
    ),
  );
  await closeDb();
  const data: BenchTripData = {
    jobs: jobs.map((job, i) => ({
      assignmentId: Number(job.assignment_id),
      cookie: cookies[i]!,
      lat: Number(job.lat),
      lng: Number(job.lng),
    })),
    tokens,
    bookings: Number(bookings[0]?.n ?? 0),
  };
  console.log(JSON.stringify(data));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

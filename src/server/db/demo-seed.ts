import "server-only";
import { sql } from "drizzle-orm";
import { hashPassword } from "@/server/auth/passwords";
import type { Database } from "./client";
import { seedDemoPartnerLedger } from "./demo-partners";
import { backfillDriverEarnings } from "@/server/drivers/earnings-backfill";
import { seedDemoAssignments } from "./demo-assignments";
import { seedDemoRatings } from "./demo-ratings";
import { planDemoMessages } from "./demo-messages";
import { demoFleetSql } from "./demo-fleet";
import { demoRoutes } from "./demo-routes";
import { demoBookingsSql, demoFollowUpSql } from "./demo-sql";
import { demoTodayBookingsSql, demoTodaySlots } from "./demo-today";
import { rowsOf } from "./rows";

export const DEMO_CUSTOMER_PASSWORD = "demo-customer-2026";
const BATCH = 50_000;
/** Below this many bookings the demo has no planned day on the board (too few to share). */
const TODAY_PLAN_MIN_BOOKINGS = 100;

export interface DemoSeedResult {
  customers: number;
  bookings: number;
  /** Jobs given to chauffeurs and partners (offers included), and how many of them are today's. */
  jobs: number;
  todayJobs: number;
  seconds: number;
}

/**
 * A believable business for a trial: customers, a year of bookings (and return legs) across the
 * three countries, classes and statuses, card payments (some refunded), offline payments,
 * drivers and partners (with guest-page bookings, commissions and payouts, one of them paid),
 * and each booking's 'created' and 'paid' audit rows. The bulk is
 * generated inside PostgreSQL (generate_series, 50,000 rows a statement), so a million bookings
 * is a matter of minutes, not a million round trips; the partners' few hundred bookings go
 * through the ledger's own functions. Then a fleet of working chauffeurs with their vehicles,
 * and their jobs across the year and on a busy board for today (demo-today.ts), relative to
 * `now`. Running it again adds another batch.
 */
export async function seedDemo(
  db: Database,
  options: { bookings: number; now?: Date; log?: (line: string) => void },
): Promise<DemoSeedResult> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const slots = options.bookings >= TODAY_PLAN_MIN_BOOKINGS ? demoTodaySlots(now) : [];
  const generated = options.bookings - slots.length;
  const log = options.log ?? (() => undefined);
  const customers = Math.max(50, Math.round(options.bookings / 8));
  const passwordHash = await hashPassword(DEMO_CUSTOMER_PASSWORD);
  const tag = Date.now().toString(36);

  await db.execute(sql`
    insert into users (first_name, last_name, email, phone_number, address, city, state_province,
      zip_postal_code, country, role, password_hash, created_at)
    select
      (array['Olivia','Amelia','Isla','Ava','Mia','Sophia','Grace','Lily','Freya','Emily','Oliver',
        'George','Noah','Arthur','Harry','Leo','Muhammad','Jack','Charlie','Oscar','James','Priya',
        'Chloe','Ethan','Liam','Lucas','Zara','Hannah','Daniel','Samuel'])[1 + (g * 7) % 30],
      (array['Smith','Jones','Taylor','Brown','Williams','Wilson','Johnson','Davies','Patel','Wright',
        'Robinson','Thompson','Evans','Walker','White','Roberts','Green','Hall','Wood','Jackson',
        'Clarke','Khan','Martin','Lee','Hughes','Edwards','Turner','Baker','Murphy','Campbell'])[1 + (g * 13) % 30],
      'demo.' || ${tag} || '.' || g || '@example.com',
      '+4477009' || lpad((g % 100000)::text, 5, '0'),
      g || ' Demo Street', 'London', 'Greater London', 'W1 ' || (1 + g % 9) || 'AA', 'United Kingdom',
      'customer', ${passwordHash},
      now() - (random() * interval '400 days')
    from generate_series(1, ${customers}) as g`);
  log(`demo: ${customers} customers`);

  await db.execute(sql`drop table if exists demo_routes`);
  await db.execute(sql`create unlogged table demo_routes as
    select * from jsonb_to_recordset(${JSON.stringify(demoRoutes())}::jsonb) as r(
      country destination_country, route_no int, pickup text, pickup_lat float8, pickup_lng float8,
      pickup_tz text, dropoff text, dropoff_lat float8, dropoff_lng float8, miles float8, hours int,
      is_airport boolean, business_class int, first_class int, business_van int)`);
  await db.execute(sql`create index on demo_routes (country, route_no)`);
  await db.execute(sql`drop table if exists demo_customers`);
  await db.execute(sql`create unlogged table demo_customers as
    select row_number() over (order by user_id) as n, user_id, first_name, last_name, email
    from users where email like ${`demo.${tag}.%`}`);
  await db.execute(sql`create index on demo_customers (n)`);

  for (let done = 0; done < generated; done += BATCH) {
    const size = Math.min(BATCH, generated - done);
    await db.transaction(async (tx) => {
      await tx.execute(demoBookingsSql({ size, customers, tag }));
    });
    log(`demo: ${done + size} of ${generated} bookings`);
  }
  const slotBookingIds = slots.length
    ? rowsOf<{ booking_id: number }>(await db.execute(demoTodayBookingsSql({ slots, now })))
        .map((row) => Number(row.booking_id))
        .sort((a, b) => a - b)
    : [];
  for (const statement of demoFollowUpSql(tag)) await db.execute(statement);
  log("demo: follow-ups written");
  for (const statement of demoFleetSql(tag, now)) await db.execute(statement);
  const dispatch = await seedDemoAssignments(db, { tag, now, slots, slotBookingIds });
  // The completed jobs were written directly, not completed through moveJob: credit them.
  await backfillDriverEarnings(db);
  const ratings = await seedDemoRatings(db, now);
  const planned = await planDemoMessages(db, now);
  log(
    `demo: 12 chauffeurs, ${dispatch.jobs} jobs (${dispatch.today} on today's board), ${ratings} rated, reminders planned for ${planned} bookings`,
  );
  const ledger = await seedDemoPartnerLedger(db, { tag, now });
  log(
    `demo: ${ledger.partnerBookings} guest-page bookings, ${ledger.commissions} ledger rows, ${ledger.payouts} payouts`,
  );
  log("demo: follow-ups written; vacuum (analyze)");
  // Fresh statistics and visibility map: counts become index-only scans, plans fit the data.
  await db.execute(sql`vacuum (analyze)`);
  log("demo: return legs, payments, audit rows, drivers and partners");
  return {
    customers,
    bookings: options.bookings,
    jobs: dispatch.jobs,
    todayJobs: dispatch.today,
    seconds: (Date.now() - started) / 1000,
  };
}

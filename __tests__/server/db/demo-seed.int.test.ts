import { sql } from "drizzle-orm";
import { GET as totalBookings } from "@/app/api/admin/dashboard/total-bookings/route";
import { GET as revenue } from "@/app/api/revenue/total/route";
import { pickupInstant } from "@/lib/time-rules";
import { todayInZone } from "@/lib/wall-clock";
import { PROFILE_FIELDS, profileSchema } from "@/lib/validations/profile";
import { seedDemo } from "@/server/db/demo-seed";
import { getDb } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { partnerBalances } from "@/server/partners/ledger/balances";
import { createUser } from "@test/factories";
import { callRoute } from "@test/route-client";

jest.setTimeout(120_000);

async function value(query: ReturnType<typeof sql>): Promise<number> {
  const db = await getDb();
  const [row] = rowsOf<{ n: string }>(await db.execute(query));
  return Number(row?.n ?? 0);
}

/** Twelve approved chauffeurs with cars of each class, their year of jobs and a busy today. */
async function expectWorkingFleet(now: Date, today: string) {
  const fleet = sql`(select * from drivers where email like 'chauffeur.%')`;
  expect(
    await value(sql`select count(*) as n from ${fleet} d where d.status = 'Available'
      and d.approved_at is not null and d.user_id is not null`),
  ).toBe(12);
  expect(
    await value(sql`select count(distinct v.service_class) as n from ${fleet} d
      join vehicle_drivers vd using (driver_id) join vehicles v using (vehicle_id)`),
  ).toBe(3);
  // One lapsed document and a few within 30 days, so the board has reasons to give.
  expect(
    await value(sql`select count(*) as n from ${fleet} d join vehicle_drivers vd using (driver_id)
      join vehicles v using (vehicle_id) where v.mot_expiry < current_date`),
  ).toBe(1);
  expect(
    await value(sql`select count(*) as n from ${fleet} d join vehicle_drivers vd using (driver_id)
      join vehicles v using (vehicle_id)
      where least(v.phv_licence_expiry, v.insurance_expiry, d.driving_license_expiry_date)
        between current_date and current_date + 30`),
  ).toBeGreaterThanOrEqual(2);
  const todays = sql`(select a.* from assignments a join bookings b using (booking_id)
    where b.booking_date = ${today} and b.pickup_time_zone = 'Europe/London')`;
  expect(
    await value(sql`select count(*) as n from ${todays} a where a.driver_id is not null
      and a.status in ('assigned', 'on_the_way', 'arrived', 'on_board', 'completed')`),
  ).toBeGreaterThanOrEqual(13);
  expect(
    await value(sql`select count(distinct driver_id) as n from ${todays} a
      where a.status in ('assigned', 'on_board', 'completed')`),
  ).toBeGreaterThanOrEqual(8);
  // The queue: today's confirmed or paid bookings no one holds, one of them within two hours.
  const queue = sql`(select b.* from bookings b where b.booking_date = ${today}
    and b.status in ('confirmed', 'paid') and not exists (select 1 from assignments a
      where a.booking_id = b.booking_id
        and a.status in ('assigned', 'on_the_way', 'arrived', 'on_board', 'completed')))`;
  expect(await value(sql`select count(*) as n from ${queue} q`)).toBeGreaterThanOrEqual(5);
  expect(
    await value(sql`select count(*) as n from ${queue} q
      where q.pickup_at > ${now.toISOString()}::timestamptz
        and q.pickup_at <= ${now.toISOString()}::timestamptz + interval '2 hours'`),
  ).toBeGreaterThanOrEqual(1);
  expect(
    await value(sql`select count(*) as n from assignments where status = 'offered'
      and offer_expires_at > ${now.toISOString()}::timestamptz`),
  ).toBe(1);
  expect(
    await value(sql`select count(*) as n from assignments a join partners p using (partner_id)
      where a.status = 'assigned' and p.status = 'Active' and a.partner_chauffeur_name is not null
        and a.partner_chauffeur_licence is not null and a.partner_vehicle_plate is not null`),
  ).toBe(1);
  // A year of work: completed jobs, each in the booked class, and no chauffeur in two places.
  expect(
    await value(sql`select count(*) as n from assignments where status = 'completed'`),
  ).toBeGreaterThan(100);
  expect(
    await value(sql`select count(*) as n from assignments a join bookings b using (booking_id)
      join vehicles v using (vehicle_id) where v.service_class <> b.service_type`),
  ).toBe(0);
  expect(
    await value(sql`select count(*) as n from assignments a join assignments o
      on o.driver_id = a.driver_id and o.assignment_id < a.assignment_id
      where a.status <> 'offered' and o.status <> 'offered'
        and tstzrange(a.starts_at, a.ends_at) && tstzrange(o.starts_at, o.ends_at)`),
  ).toBe(0);
  // Each job's moves are in its booking's History.
  expect(
    await value(sql`select count(*) as n from assignments a where not exists (
      select 1 from audit_events e where e.entity_kind = 'booking'
        and e.entity_id = a.booking_id::text and e.action like 'job_%')`),
  ).toBe(0);
}

describe("the demo business generator", () => {
  it("fills the database with bookings, payments, audit rows, drivers and partners that the dashboard reads", async () => {
    const db = await getDb();
    // The seed's clock: now, or noon in London when later, so today's plan fits in the day.
    const londonToday = todayInZone("Europe/London", new Date());
    const now = new Date(
      Math.min(Date.now(), pickupInstant(londonToday, "12:00:00", "Europe/London").getTime()),
    );
    const result = await seedDemo(db, { bookings: 600, now });
    expect(result).toMatchObject({ bookings: 600, customers: 75 });
    expect(result.todayJobs).toBe(15);
    const outbound = await value(
      sql`select count(*) as n from bookings where not is_return_booking`,
    );
    const returns = await value(sql`select count(*) as n from bookings where is_return_booking`);
    expect(outbound).toBe(600);
    expect(returns).toBeGreaterThan(0);
    expect(
      await value(
        sql`select count(*) as n from bookings where is_return_booking and original_booking_id is null`,
      ),
    ).toBe(0);
    // A guest passenger has what every booking form requires, so an operator can edit the booking.
    expect(
      await value(
        sql`select count(*) as n from bookings where not is_self_booking and guest_phone_number is null`,
      ),
    ).toBe(0);
    expect(
      await value(sql`select count(*) as n from bookings where not is_self_booking`),
    ).toBeGreaterThan(0);
    // A demo customer can save their profile unchanged: it has every field the form requires.
    const profiles = rowsOf<Record<string, unknown>>(
      await db.execute(
        sql`select ${sql.raw(PROFILE_FIELDS.join(", "))} from users where role = 'customer'`,
      ),
    );
    const refused = profiles
      .map((profile) => profileSchema.safeParse(profile))
      .filter((parsed) => !parsed.success);
    expect(refused.map((parsed) => parsed.error?.issues[0]?.message)).toEqual([]);
    expect(await value(sql`select count(distinct destination_country) as n from bookings`)).toBe(3);
    expect(await value(sql`select count(distinct service_type) as n from bookings`)).toBe(3);
    expect(
      await value(sql`select count(distinct status) as n from bookings`),
    ).toBeGreaterThanOrEqual(4);
    expect(
      await value(sql`select count(*) as n from payments where status = 'refunded'`),
    ).toBeGreaterThan(0);
    // Every paid booking is backed by money: a card payment or an offline one, never both.
    expect(
      await value(sql`select count(*) as n from bookings b where b.paid_at is not null and not b.is_return_booking
        and not exists (select 1 from payments p where p.booking_id = b.booking_id)
        and not exists (select 1 from offline_payments o where o.booking_id = b.booking_id)`),
    ).toBe(0);
    expect(
      await value(
        sql`select count(*) as n from audit_events where action = 'created' and entity_kind = 'booking'`,
      ),
    ).toBe(outbound + returns);
    expect(
      await value(sql`select count(*) as n from drivers where status = 'Available'`),
    ).toBeGreaterThan(0);
    // Applications carry the licence expiry the form requires, so an operator can approve them.
    expect(
      await value(sql`select count(*) as n from drivers where driving_license_expiry_date is null`),
    ).toBe(0);
    expect(await value(sql`select count(*) as n from partners`)).toBe(3);
    // The drivers' cars are vehicles, some with a document lapsing within 30 days.
    // Twelve applications' own cars and the working fleet's twelve.
    expect(await value(sql`select count(*) as n from vehicles`)).toBe(24);
    expect(await value(sql`select count(*) as n from vehicle_drivers`)).toBeGreaterThan(0);
    expect(
      await value(sql`select count(*) as n from vehicles where mot_expiry <= current_date + 30`),
    ).toBeGreaterThan(0);
    await expectWorkingFleet(now, londonToday);
    // Nothing is done before it happens: no completed booking or job has its pickup ahead.
    expect(
      await value(sql`select count(*) as n from bookings where status = 'completed'
        and pickup_at > now()`),
    ).toBe(0);
    expect(
      await value(sql`select count(*) as n from assignments where status = 'completed'
        and starts_at > now()`),
    ).toBe(0);
    // Every completed chauffeur's job is on the earnings ledger, and each driver's Total Trips
    // and Earnings are that ledger's figures.
    expect(
      await value(sql`select count(*) as n from assignments a where a.status = 'completed'
        and a.driver_id is not null and not exists (
          select 1 from driver_earnings e where e.assignment_id = a.assignment_id)`),
    ).toBe(0);
    expect(await value(sql`select count(*) as n from driver_earnings`)).toBeGreaterThan(0);
    // The next two days' bookings have their reminders and alerts queued, as payment plans them.
    expect(
      await value(
        sql`select count(*) as n from jobs where kind = 'notifications.customer_reminder'`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await value(
        sql`select count(*) as n from jobs where kind = 'notifications.unassigned_alert'`,
      ),
    ).toBeGreaterThan(0);
    // Two completed rides in three are rated; the low ones wait in Feedback (some followed up),
    // and each rated chauffeur's average and count are those ratings' figures.
    expect(await value(sql`select count(*) as n from ride_ratings`)).toBeGreaterThan(0);
    expect(
      await value(
        sql`select count(*) as n from ride_ratings where stars <= 3 and feedback_status = 'open'`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await value(
        sql`select count(*) as n from ride_ratings where created_at > ${now.toISOString()}::timestamptz`,
      ),
    ).toBe(0);
    expect(
      await value(sql`select count(*) as n from drivers d where d.rating_count <> least(100, (
          select count(*) from ride_ratings r where r.driver_id = d.driver_id))`),
    ).toBe(0);
    expect(
      await value(sql`select count(*) as n from drivers d where d.total_trips <> (
          select count(*) from driver_earnings e where e.driver_id = d.driver_id and e.kind = 'job')
        or d.earnings_pence <> (select coalesce(sum(e.amount_pence), 0) from driver_earnings e
          where e.driver_id = d.driver_id)`),
    ).toBe(0);
    // Two Active partners take guest-page bookings, earn commission at their own rates, and the
    // VAT-registered one has a paid payout with VAT on top.
    expect(
      await value(
        sql`select count(distinct partner_id) as n from bookings where partner_id is not null`,
      ),
    ).toBe(2);
    expect(
      await value(sql`select count(*) as n from bookings b join partners p using (partner_id)
        where p.status <> 'Active'`),
    ).toBe(0);
    expect(
      await value(
        sql`select count(distinct partner_id) as n from partner_commissions where kind = 'commission'`,
      ),
    ).toBe(2);
    expect(
      await value(sql`select count(*) as n from partner_commissions c join bookings b using (booking_id)
        where c.partner_id <> b.partner_id or (c.kind = 'commission'
          and c.amount_pence <> floor((c.base_pence * c.rate_bps + 5000) / 10000))`),
    ).toBe(0);
    expect(
      await value(sql`select count(distinct rate_bps) as n from partner_commissions`),
    ).toBeGreaterThan(1);
    const [paid] = rowsOf<{ vat_pence: number; amount_pence: number; vat_number: string | null }>(
      await db.execute(sql`select o.vat_pence, o.amount_pence, p.vat_number from partner_payouts o
        join partners p using (partner_id) where o.status = 'Paid'`),
    );
    expect(paid?.vat_number).toBe("GB123456789");
    expect(Number(paid?.amount_pence)).toBeGreaterThanOrEqual(5_000);
    expect(Number(paid?.vat_pence)).toBe(
      Math.floor((Number(paid?.amount_pence) * 2000 + 5000) / 10000),
    );
    expect(
      await value(sql`select count(*) as n from partner_payouts
        where created_at > now() or settled_at > now() or settled_at < created_at`),
    ).toBe(0);
    expect(
      await value(sql`select count(*) as n from partner_commissions where created_at > now()`),
    ).toBe(0);
    // The ledger reconciles to the penny: every row is in a payout or in the balance.
    for (const { partner_id: partnerId } of rowsOf<{ partner_id: number }>(
      await db.execute(sql`select distinct partner_id from partner_commissions`),
    )) {
      const rows = await value(
        sql`select coalesce(sum(amount_pence), 0) as n from partner_commissions where partner_id = ${partnerId}`,
      );
      const payouts = await value(
        sql`select coalesce(sum(amount_pence), 0) as n from partner_payouts where partner_id = ${partnerId}`,
      );
      const balance = await partnerBalances(db, partnerId, new Date());
      expect(rows).toBe(balance.earned_pence);
      expect(rows).toBe(payouts + balance.available_pence + balance.pending_pence);
      expect(rows).toBeGreaterThan(0);
    }
    // Nothing is paid, refunded or cancelled in the future (the dashboard counts up to now).
    expect(
      await value(
        sql`select count(*) as n from bookings where paid_at > now() or cancelled_at > now()`,
      ),
    ).toBe(0);
    expect(await value(sql`select count(*) as n from payments where created_at > now()`)).toBe(0);
    // No leftovers of the generator.
    expect(
      await value(sql`select count(*) as n from pg_tables where tablename like 'demo_%'`),
    ).toBe(0);

    const admin = await createUser({ role: "admin" });
    const since = sql`now() - interval '30 days'`;
    // The endpoints read the clock a moment after these queries do, so a seeded row a few seconds
    // inside the 30-day window could fall out of it in between. Keep every row clear of the edge.
    for (const table of ["bookings", "payments", "offline_payments"]) {
      await db.execute(
        sql`update ${sql.identifier(table)} set created_at = now() - interval '29 days 23 hours'
          where created_at between now() - interval '30 days 10 minutes'
            and now() - interval '29 days 23 hours 50 minutes'`,
      );
    }
    const stats = await callRoute<{ data: { total: number } }>(totalBookings, {
      url: "/api/admin/dashboard/total-bookings",
      as: admin,
    });
    expect(stats.body.data.total).toBe(
      await value(sql`select count(*) as n from bookings where created_at >= ${since}`),
    );
    const money = await callRoute<{ data: { total_revenue_pence: number } }>(revenue, {
      url: "/api/revenue/total",
      as: admin,
    });
    expect(money.body.data.total_revenue_pence).toBe(
      (await value(sql`select coalesce(sum(amount_pence - refunded_pence), 0) as n from payments
        where status in ('succeeded', 'refunded') and created_at >= ${since}`)) +
        (await value(
          sql`select coalesce(sum(amount_pence), 0) as n from offline_payments where created_at >= ${since}`,
        )),
    );
  });
});

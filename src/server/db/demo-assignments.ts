import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { DEMO_FLEET_SIZE, DEMO_LAPSED_CHAUFFEUR, demoFleetClass } from "./demo-fleet";
import { type DemoJob, insertDemoJobs } from "./demo-job-insert";
import type { DemoTodaySlot } from "./demo-today";
import { rowsOf } from "./rows";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** The dispatch settings' default gap between one drop-off and the next pickup. */
const TURNAROUND_MS = 30 * MINUTE_MS;
/** Across the year, at most about this many jobs are given out, whatever the demo's size. */
const MAX_YEAR_JOBS = 6_000;
const OFFER_SECONDS = 1_800;

interface Candidate {
  booking_id: number;
  pickup_at: Date | string;
  service_type: string;
  status: string;
  price_pence: number;
  distance_travelled: number | null;
  number_of_hours: number | null;
}

interface Chauffeur {
  n: number;
  driver_id: number;
  vehicle_id: number | null;
  service_class: string;
  busy: { start: number; end: number }[];
  freeAt: number;
}

/** How long a job holds its chauffeur: the booked hours, or a set-up buffer plus the drive. */
function jobMinutes(booking: Pick<Candidate, "distance_travelled" | "number_of_hours">): number {
  if (booking.number_of_hours) return booking.number_of_hours * 60;
  return 15 + Math.ceil((booking.distance_travelled ?? 10) * 2.4);
}

const overlaps = (busy: Chauffeur["busy"], start: number, end: number) =>
  busy.some((span) => start < span.end + TURNAROUND_MS && span.start < end + TURNAROUND_MS);

export interface DemoAssignmentsResult {
  jobs: number;
  today: number;
}

/**
 * Gives the demo's jobs to its chauffeurs: today's plan (lanes, an open offer, one job farmed
 * out to the first Active demo partner and accepted with its chauffeur named, and the queue
 * left unassigned), then the UK bookings across the year, completed ones and those confirmed
 * for the next 30 days, each to a free chauffeur of the booked class in pickup order (so no one
 * is in two places, as the exclusion constraints demand). Deterministic for a given batch and
 * clock: no random draws. Each job's moves are written to its booking's History.
 */
export async function seedDemoAssignments(
  db: Database,
  input: { tag: string; now: Date; slots: DemoTodaySlot[]; slotBookingIds: number[] },
): Promise<DemoAssignmentsResult> {
  const now = input.now.getTime();
  const fleet = rowsOf<{
    n: number;
    driver_id: number;
    vehicle_id: number | null;
    service_class: string;
  }>(
    await db.execute(sql`select split_part(split_part(d.email, '@', 1), '.', 3)::int as n, d.driver_id,
        v.vehicle_id, v.service_class::text as service_class
      from drivers d
      left join vehicle_drivers vd on vd.driver_id = d.driver_id
      left join vehicles v on v.vehicle_id = vd.vehicle_id
      where d.email like ${`chauffeur.${input.tag}.%`} order by n`),
  ).map<Chauffeur>((row) => ({
    ...row,
    n: Number(row.n),
    service_class: row.service_class ?? demoFleetClass(Number(row.n)),
    busy: [],
    freeAt: 0,
  }));
  if (fleet.length < DEMO_FLEET_SIZE) return { jobs: 0, today: 0 };
  const chauffeur = (n: number) => fleet[n - 1]!;
  const [partner] = rowsOf<{ partner_id: number }>(
    await db.execute(sql`select partner_id from partners
      where slug like ${`demo-${input.tag}-%`} and status = 'Active' order by partner_id limit 1`),
  );

  const slotIds = new Set(input.slotBookingIds);
  const todayRows = rowsOf<Candidate>(
    await db.execute(sql`select booking_id, pickup_at, service_type::text as service_type,
        status::text as status, price_pence, distance_travelled, number_of_hours
      from bookings where booking_id in ${input.slotBookingIds.length ? input.slotBookingIds : [0]}
      order by booking_id`),
  );
  const jobs: DemoJob[] = [];
  const job = (booking: Candidate, fields: Partial<DemoJob> & { status: string }): DemoJob => {
    const start = new Date(booking.pickup_at).getTime();
    return {
      booking_id: Number(booking.booking_id),
      car_number: 1,
      driver_id: null,
      partner_id: null,
      vehicle_id: null,
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(start + jobMinutes(booking) * MINUTE_MS).toISOString(),
      offer_expires_at: null,
      // The default chauffeur's share (70%), rounded down as assigning does.
      pay_pence: Math.floor((Number(booking.price_pence) * 70) / 100),
      ...fields,
    };
  };
  const liveStatus = (booking: Candidate) =>
    booking.status === "completed"
      ? "completed"
      : new Date(booking.pickup_at).getTime() <= now
        ? "on_board"
        : "assigned";

  input.slots.forEach((slot, index) => {
    const booking = todayRows[index];
    if (!booking) return;
    const cover = slot.cover;
    if (cover.kind === "chauffeurs")
      cover.chauffeurs.forEach((n, car) => {
        const driver = chauffeur(n);
        const row = job(booking, {
          car_number: car + 1,
          driver_id: driver.driver_id,
          vehicle_id: driver.vehicle_id,
          status: liveStatus(booking),
          pay_pence: Math.floor((Number(booking.price_pence) * 70) / 100 / slot.number_of_cars),
        });
        driver.busy.push({ start: Date.parse(row.starts_at), end: Date.parse(row.ends_at) });
        jobs.push(row);
      });
    else if (cover.kind === "offer") {
      const driver = chauffeur(cover.chauffeur);
      jobs.push(
        job(booking, {
          driver_id: driver.driver_id,
          vehicle_id: driver.vehicle_id,
          status: "offered",
          offer_expires_at: new Date(now + OFFER_SECONDS * 1000).toISOString(),
        }),
      );
    } else if (cover.kind === "partner" && partner)
      jobs.push(
        job(booking, {
          partner_id: Number(partner.partner_id),
          status: "assigned",
          partner_chauffeur_name: "Marcus Okafor",
          partner_chauffeur_phone: "+447700900321",
          partner_chauffeur_licence: "PHDL771204",
          partner_vehicle_make: "BMW",
          partner_vehicle_model: "7 Series",
          partner_vehicle_colour: "Carbon Black",
          partner_vehicle_plate: "BX24KLM",
        }),
      );
  });
  const today = jobs.length;

  // The year's UK jobs, sampled evenly past MAX_YEAR_JOBS so a large demo stays quick.
  const window = sql`b.destination_country = 'uk' and b.number_of_cars = 1
    and b.pickup_at >= ${new Date(now - 365 * DAY_MS).toISOString()}::timestamptz
    and b.pickup_at < ${new Date(now + 30 * DAY_MS).toISOString()}::timestamptz
    and (b.status = 'completed' or (b.status in ('confirmed', 'paid') and b.booking_id % 10 < 7))
    and b.user_id in (select user_id from users where email like ${`demo.${input.tag}.%`})`;
  const [counted] = rowsOf<{ n: string }>(
    await db.execute(sql`select count(*) as n from bookings b where ${window}`),
  );
  const every = Math.max(1, Math.ceil(Number(counted?.n ?? 0) / MAX_YEAR_JOBS));
  const year = rowsOf<Candidate>(
    await db.execute(sql`select b.booking_id, b.pickup_at, b.service_type::text as service_type,
        b.status::text as status, b.price_pence, b.distance_travelled, b.number_of_hours
      from bookings b where ${window} and b.booking_id % ${every} = 0
      order by b.pickup_at, b.booking_id`),
  );
  for (const booking of year) {
    if (slotIds.has(Number(booking.booking_id))) continue;
    const start = new Date(booking.pickup_at).getTime();
    const end = start + jobMinutes(booking) * MINUTE_MS;
    const free = fleet.filter(
      (driver) =>
        driver.service_class === booking.service_type &&
        driver.vehicle_id !== null &&
        !(driver.n === DEMO_LAPSED_CHAUFFEUR && end > now) &&
        driver.freeAt + TURNAROUND_MS <= start &&
        !overlaps(driver.busy, start, end),
    );
    // The chauffeur free longest takes it: work spreads across the fleet.
    const driver = free.sort((a, b) => a.freeAt - b.freeAt || a.n - b.n)[0];
    if (!driver) continue;
    driver.freeAt = end;
    jobs.push(
      job(booking, {
        driver_id: driver.driver_id,
        vehicle_id: driver.vehicle_id,
        status: liveStatus(booking),
      }),
    );
  }

  await insertDemoJobs(db, jobs, input.now);
  return { jobs: jobs.length, today };
}

/**
 * The suggestions' prefilter in the database (suggestion-prefilter.ts prefilterQuery) may only ever
 * be wider than lib/dispatch/fit.ts: it must never drop a chauffeur fit.ts would accept. Over a
 * fleet of varied chauffeurs (statuses, licences, days off, vehicles of every class, seats,
 * luggage, lapsed or missing documents, off road, shared, busy before, after and across the
 * buffer, a long job from the day before) and varied jobs, every chauffeur fit.ts accepts when
 * it judges all of them is a candidate, and the counts of misfits agree with fit.ts.
 */
import { pickupInstant } from "@/lib/time-rules";
import type { ServiceType } from "@/lib/service-classes";
import { getDb } from "@/server/db/client";
import { assignments, driverDaysOff, type BookingRow, type VehicleRow } from "@/server/db/schema";
import { judgeDrivers } from "@/server/dispatch/judge-drivers";
import { prefilterDrivers } from "@/server/dispatch/suggestion-prefilter";
import { readSuggestionRows } from "@/server/dispatch/suggestion-rows";
import { prefilterJob, suggestDrivers, suggestionSpan } from "@/server/dispatch/suggestions";
import { readSettingsGroup } from "@/server/settings/read-settings";
import { confirmedBooking } from "@test/assignments";
import { createApprovedDriver, createDriverRow } from "@test/drivers";
import { allowToDrive, vehicleFor } from "@test/vehicles";

// Today on the operator's calendar is 10 May 2031; the jobs are on the 14th (BST, UTC+1).
const NOW = new Date("2031-05-10T12:00:00Z");
const DAY = "2031-05-14";
const CLASSES: ServiceType[] = ["business_class", "first_class", "business_van"];

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

const at = (time: string) => new Date(`${DAY}T${time}:00Z`);

async function hold(
  booking: BookingRow,
  row: { driverId: number; vehicleId: number | null; from: Date; until: Date; status: string },
) {
  const db = await getDb();
  try {
    await db.insert(assignments).values({
      booking_id: booking.booking_id,
      car_number: 1,
      driver_id: row.driverId,
      vehicle_id: row.vehicleId,
      status: row.status as "assigned",
      starts_at: row.from,
      ends_at: row.until,
    });
  } catch {
    // The database refuses overlapping jobs of one chauffeur or vehicle: that fixture is skipped.
  }
}

beforeAll(async () => {
  const db = await getDb();
  const random = generator(20310514);
  const host = await confirmedBooking({ booking_date: DAY, booking_time: "06:00:00" });
  const fleet: VehicleRow[] = [];
  for (let n = 0; n < 48; n += 1) {
    const { driver } = await createApprovedDriver({
      first_name: `Fixture${String(n).padStart(2, "0")}`,
      last_name: random.pick(["Adams", "Brown", "Clark"]),
      status: random.chance(0.15) ? random.pick(["Unavailable", "Under Review"]) : "Available",
      driving_license_expiry_date: random.pick([null, "2031-05-09", "2031-05-10", "2032-01-01"]),
      phv_licence_expiry: random.pick([null, "2031-05-09", "2031-05-10", "2032-01-01"]),
    });
    if (random.chance(0.1)) {
      await db.insert(driverDaysOff).values({ driver_id: driver.driver_id, day: DAY });
    }
    const vehicles = random.chance(0.12) ? 0 : random.pick([1, 1, 2]);
    for (let v = 0; v < vehicles; v += 1) {
      const document = () => random.pick([null, "2031-05-09", "2031-05-10", "2033-01-01"]);
      fleet.push(
        await vehicleFor(driver.driver_id, {
          service_class: random.pick(CLASSES),
          passenger_capacity: random.pick([2, 3, 4, 7]),
          luggage_capacity: random.pick([1, 2, 3, 6]),
          status: random.chance(0.1) ? "off_road" : "active",
          phv_licence_expiry: document(),
          mot_expiry: random.chance(0.7) ? "2033-01-01" : document(),
          insurance_expiry: random.chance(0.7) ? "2033-01-01" : document(),
        }),
      );
    }
    // Some share a vehicle with a chauffeur who has it out at some time of the day.
    if (fleet.length > 3 && random.chance(0.15)) {
      await allowToDrive(random.pick(fleet.slice(0, -1)).vehicle_id, driver.driver_id).catch(
        () => undefined,
      );
    }
    const spans: [string, string][] = [
      ["07:00", "08:00"],
      ["08:00", "08:40"],
      ["08:20", "08:50"],
      ["09:30", "10:00"],
      ["10:40", "11:30"],
      ["12:00", "13:00"],
      ["15:00", "16:30"],
    ];
    for (const [from, until] of spans) {
      if (!random.chance(0.12)) continue;
      await hold(host, {
        driverId: driver.driver_id,
        vehicleId: vehicles > 0 || random.chance(0.5) ? (fleet.at(-1)?.vehicle_id ?? null) : null,
        from: at(from),
        until: at(until),
        status: random.pick(["assigned", "on_the_way", "completed", "cancelled", "declined"]),
      });
    }
    // A long job from the day before, still running on the morning.
    if (random.chance(0.05)) {
      await hold(host, {
        driverId: driver.driver_id,
        vehicleId: null,
        from: new Date("2031-05-13T06:00:00Z"),
        until: at("08:30"),
        status: "assigned",
      });
    }
  }
  // Never approved: judged by neither.
  await createDriverRow({ status: "Available" });
});

const JOBS: [string, Partial<BookingRow>][] = [
  ["business class, 3 and 2 bags, 10:00", { service_type: "business_class" }],
  ["first class, 9:00", { service_type: "first_class", booking_time: "09:00:00" }],
  [
    "business van, 4 and 3 bags, 12:30",
    {
      service_type: "business_van",
      booking_time: "12:30:00",
      number_of_passengers: 4,
      number_of_luggage: 3,
    },
  ],
  [
    "business class, 7 in 2 cars, 08:00",
    {
      service_type: "business_class",
      booking_time: "08:00:00",
      number_of_passengers: 7,
      number_of_cars: 2,
    },
  ],
  [
    "first class, 1 bag, 16:00",
    { service_type: "first_class", booking_time: "16:00:00", number_of_luggage: 1 },
  ],
];

describe("the suggestions' prefilter in the database", () => {
  it.each(JOBS)("never drops a chauffeur fit.ts accepts: %s", async (_name, overrides) => {
    const time = overrides.booking_time ?? "10:00:00";
    const booking = await confirmedBooking({
      booking_date: DAY,
      booking_time: time,
      pickup_time_zone: "Europe/London",
      pickup_at: pickupInstant(DAY, time, "Europe/London"),
      number_of_passengers: 3,
      number_of_luggage: 2,
      distance_travelled: 20,
      ...overrides,
    });
    const db = await getDb();
    const settings = await readSettingsGroup("dispatch", db);
    const { job, day, span } = suggestionSpan(booking, settings);
    const buffer = settings.turnaround_buffer_minutes;

    // fit.ts judging every approved chauffeur, as the suggestions did before the prefilter.
    const everyone = await readSuggestionRows(db, span);
    const all = judgeDrivers(everyone.drivers, everyone.held, {
      booking,
      job,
      day,
      bufferMinutes: buffer,
      now: NOW,
    });
    const cut = await prefilterDrivers(db, prefilterJob(booking, { job, span }, buffer, NOW));

    const candidates = new Set(cut.candidates);
    const dropped = all.fits.filter((fit) => !candidates.has(fit.driver_id));
    expect(dropped).toEqual([]);
    // Not only wider: as tight as fit.ts, so the counts of misfits are the real ones.
    expect([...candidates].sort()).toEqual(all.fits.map((fit) => fit.driver_id).sort());
    expect(cut.counts.misfits).toBe(all.misfits.length);
    // The fixture is varied enough to mean something: some fit, many do not.
    expect(all.fits.length).toBeGreaterThan(0);
    expect(all.misfits.length).toBeGreaterThan(all.fits.length);

    // And the endpoint's answer: the same fits in the same order, the nearest misfits listed.
    const answer = await suggestDrivers({ bookingId: booking.booking_id, carNumber: 1, now: NOW });
    expect(answer.fits).toEqual(all.fits);
    expect(answer.misfits_total).toBe(all.misfits.length);
    expect(answer.misfits.length).toBe(Math.min(20, all.misfits.length));
    for (const misfit of answer.misfits) {
      expect(all.misfits.find((row) => row.driver_id === misfit.driver_id)).toEqual(misfit);
    }
  });
});

import { displayPlate } from "@/lib/vehicles/plate";
import { stepOwnJob } from "@/server/driver-app/step-job";
import { assignDriver } from "@/server/dispatch/assign";
import { unassign } from "@/server/dispatch/unassign";
import { CHAUFFEUR_REMINDER_KIND } from "@/server/notifications/job-payloads";
import { ADMIN_ACTOR } from "@test/assignments";
import { assignedJob, type Chauffeur } from "@test/driver-jobs";
import { createApprovedDriver } from "@test/drivers";
import { uniqueUkMobile } from "@test/sms";
import { allowToDrive } from "@test/vehicles";
import {
  ALL_ON,
  choose,
  clearJobs,
  drainAt,
  jobsOfKind,
  mailsTo,
  textsTo,
} from "@test/ride-messages";
import { getDb } from "@/server/db/client";
import { users, vehicles } from "@/server/db/schema";
import { eq } from "drizzle-orm";

const MINUTE_MS = 60_000;
const shift = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE_MS);

beforeEach(clearJobs);

async function chauffeur(phone = uniqueUkMobile()): Promise<Chauffeur & { phone: string }> {
  const { user, driver } = await createApprovedDriver({
    driving_license_expiry_date: "2099-12-31",
    phone_number: phone,
  });
  return {
    user,
    driverId: driver.driver_id,
    actor: { kind: "driver", id: user.user_id, label: `Dana <${user.email}>` },
    phone,
  };
}

async function rideFor(driver: Chauffeur, pickupAt: Date, passengerPhone = uniqueUkMobile()) {
  const ride = await assignedJob({
    chauffeur: driver,
    pickupAt,
    booking: { guest_phone_number: passengerPhone, guest_email: null },
  });
  const db = await getDb();
  const [vehicle] = await db
    .select()
    .from(vehicles)
    .where(eq(vehicles.vehicle_id, ride.job.vehicle_id!));
  return { ...ride, vehicle: vehicle!, passengerPhone };
}

const step = (driver: Chauffeur, assignmentId: number, to: "on_the_way" | "arrived", now: Date) =>
  stepOwnJob({ userId: driver.user.user_id, assignmentId, to, actor: driver.actor, now });

describe("ride updates to the customer", () => {
  const PICKUP = new Date("2030-05-02T09:00:00Z");

  it("go by text and e-mail when the chauffeur sets off and when they arrive, once each", async () => {
    const dana = await chauffeur();
    const { job, customer, vehicle, passengerPhone } = await rideFor(dana, PICKUP);
    const plate = displayPlate(vehicle.registration_plate);

    await step(dana, job.assignment_id, "on_the_way", shift(PICKUP, -30));
    await drainAt(shift(PICKUP, -30));
    await drainAt(shift(PICKUP, -29));
    let texts = await textsTo(passengerPhone);
    // Each update carries a freshly issued link to the live trip page (256 random bits).
    const TRIP_LINK = / http:\/\/localhost:3000\/trip\/[\w-]{43}$/;
    expect(texts.map((row) => row.body.replace(TRIP_LINK, " <link>"))).toEqual([
      `Your chauffeur Dana is on the way in a ${vehicle.colour.toLowerCase()} ${vehicle.make} ${vehicle.model} (${plate}). <link>`,
    ]);
    expect(texts[0]).toMatchObject({ kind: "ride_updates", segments: 1 });
    const [mail] = await mailsTo(customer.email, "ride-update");
    expect(mail?.subject).toMatch(/^Your chauffeur is on the way: /);
    expect(mail!.email_id).toBeGreaterThan(0);

    await step(dana, job.assignment_id, "arrived", shift(PICKUP, -2));
    await drainAt(shift(PICKUP, -2));
    texts = await textsTo(passengerPhone);
    expect(texts.map((row) => row.body.replace(TRIP_LINK, " <link>"))).toEqual([
      expect.stringContaining("is on the way"),
      `Your chauffeur has arrived at the pickup (${plate}). <link>`,
    ]);
    expect(texts[0]!.sms_id).toBeLessThan(texts[1]!.sms_id);
    expect(await mailsTo(customer.email, "ride-update")).toHaveLength(2);
  });

  it("skip 'on the way' when the chauffeur has already arrived by the time the queue runs", async () => {
    const dana = await chauffeur();
    const { job, passengerPhone } = await rideFor(dana, PICKUP);
    await step(dana, job.assignment_id, "on_the_way", shift(PICKUP, -10));
    await step(dana, job.assignment_id, "arrived", shift(PICKUP, -1));
    await drainAt(shift(PICKUP, -1));
    expect((await textsTo(passengerPhone)).map((row) => row.body)).toEqual([
      expect.stringContaining("has arrived"),
    ]);
  });

  it("respect a ride-update text opt-out: e-mail only", async () => {
    const dana = await chauffeur();
    const { job, customer, passengerPhone } = await rideFor(dana, PICKUP);
    await choose(customer.user_id, { ...ALL_ON, ride_updates: { email: true, sms: false } });
    await step(dana, job.assignment_id, "on_the_way", shift(PICKUP, -30));
    await drainAt(shift(PICKUP, -30));
    expect(await textsTo(passengerPhone)).toEqual([]);
    expect(await mailsTo(customer.email, "ride-update")).toHaveLength(1);
  });

  it("go by e-mail only when nobody gave a phone number", async () => {
    const dana = await chauffeur();
    const { job, customer } = await assignedJob({
      chauffeur: dana,
      pickupAt: PICKUP,
      booking: { is_self_booking: true, guest_phone_number: null },
    });
    const db = await getDb();
    await db.update(users).set({ phone_number: "" }).where(eq(users.user_id, customer.user_id));
    await step(dana, job.assignment_id, "on_the_way", shift(PICKUP, -30));
    await drainAt(shift(PICKUP, -30));
    expect(await mailsTo(customer.email, "ride-update")).toHaveLength(1);
    expect(await textsTo("+447700900123")).not.toContainEqual(
      expect.objectContaining({ booking_id: job.booking_id }),
    );
  });
});

describe("the chauffeur's reminder an hour before pickup", () => {
  it("texts the chauffeur at exactly one hour before, once", async () => {
    const dana = await chauffeur();
    const pickup = new Date("2030-05-02T09:00:00Z");
    const { booking } = await rideFor(dana, pickup);
    await drainAt(shift(pickup, -61));
    expect(await textsTo(dana.phone)).toEqual([]);
    await drainAt(shift(pickup, -60));
    await drainAt(shift(pickup, -59));
    const texts = await textsTo(dana.phone);
    expect(texts.map((row) => row.body)).toEqual([
      `Reminder: job ${booking.booking_reference} at 10:00 (UK time), pickup Heathrow Airport (LHR), Hounslow TW6, United Kingdom. Passenger Grace.`,
    ]);
  });

  it("counts real time across London's spring change", async () => {
    const dana = await chauffeur();
    // 02:30 BST on 31 March 2030 is 01:30Z; an hour before is 00:30 GMT.
    const pickup = new Date("2030-03-31T01:30:00Z");
    await rideFor(dana, pickup);
    await drainAt("2030-03-31T00:29:00Z");
    expect(await textsTo(dana.phone)).toEqual([]);
    await drainAt(new Date("2030-03-31T00:30:00Z"));
    expect((await textsTo(dana.phone))[0]?.body).toContain("at 02:30 (UK time)");
  });

  it("counts real time across New York's autumn change (first Sunday of November)", async () => {
    const dana = await chauffeur("+12025550178");
    // 01:30 EST on 3 November 2030 (the second 01:30) is 06:30Z; an hour before is 05:30Z.
    const pickup = new Date("2030-11-03T06:30:00Z");
    await assignedJob({
      chauffeur: dana,
      pickupAt: pickup,
      booking: {
        booking_date: "2030-11-03",
        booking_time: "01:30:00",
        pickup_time_zone: "America/New_York",
      },
    });
    await drainAt(new Date("2030-11-03T05:29:00Z"));
    expect(await textsTo(dana.phone)).toEqual([]);
    await drainAt(new Date("2030-11-03T05:30:00Z"));
    expect(await textsTo(dana.phone)).toHaveLength(1);
  });

  it("is not sent once the job is taken from them; the next chauffeur gets their own", async () => {
    const dana = await chauffeur();
    const pickup = new Date("2030-05-02T09:00:00Z");
    const { job, vehicle } = await rideFor(dana, pickup);
    await unassign({ assignmentId: job.assignment_id, reason: "Ill", actor: ADMIN_ACTOR });
    const eli = await chauffeur();
    await allowToDrive(vehicle.vehicle_id, eli.driverId);
    await assignDriver({
      bookingId: job.booking_id,
      carNumber: 1,
      driverId: eli.driverId,
      vehicleId: vehicle.vehicle_id,
      actor: ADMIN_ACTOR,
      now: shift(pickup, -24 * 60),
    });
    await drainAt(shift(pickup, -60));
    // Dana was told the job was taken off her (notifications.job_withdrawn), and no reminder.
    expect((await textsTo(dana.phone)).map((text) => text.body)).toEqual([
      expect.stringMatching(/^Job \w+ on Thu 2 May 10:00 \(London\) has been taken off you: Ill$/),
    ]);
    expect(await textsTo(eli.phone)).toHaveLength(1);
    expect(await jobsOfKind(CHAUFFEUR_REMINDER_KIND)).toEqual([
      expect.objectContaining({ status: "done" }),
      expect.objectContaining({ status: "done" }),
    ]);
  });

  it("goes by e-mail when the chauffeur turned reminder texts off", async () => {
    const dana = await chauffeur();
    await choose(dana.user.user_id, { ...ALL_ON, reminders: { email: true, sms: false } });
    const pickup = new Date("2030-05-02T09:00:00Z");
    const { booking } = await rideFor(dana, pickup);
    await drainAt(shift(pickup, -60));
    expect(await textsTo(dana.phone)).toEqual([]);
    const [mail] = await mailsTo(dana.user.email, "chauffeur-reminder");
    expect(mail?.subject).toBe(`Job ${booking.booking_reference} in one hour`);
  });

  it("goes by e-mail when the chauffeur has no phone number", async () => {
    const dana = await chauffeur("");
    const pickup = new Date("2030-05-02T09:00:00Z");
    await rideFor(dana, pickup);
    await drainAt(shift(pickup, -60));
    expect(await mailsTo(dana.user.email, "chauffeur-reminder")).toHaveLength(1);
  });
});

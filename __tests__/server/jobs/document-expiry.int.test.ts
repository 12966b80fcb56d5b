import { and, eq, like } from "drizzle-orm";
import { pickupInstant } from "@/lib/time-rules";
import { getServerConfig } from "@/env";
import { getDb } from "@/server/db/client";
import {
  auditEvents,
  drivers,
  emailOutbox,
  notificationPreferences,
  smsOutbox,
  vehicles,
} from "@/server/db/schema";
import { assignDriver } from "@/server/dispatch/assign";
import { readDispatchBoard } from "@/server/dispatch/board";
import { enqueueJob } from "@/server/jobs/enqueue";
import { ADMIN_ACTOR, confirmedBooking } from "@test/assignments";
import { createApprovedDriver, reloadDriver } from "@test/drivers";
import { drainDocumentsAt, liveThroughDays, LONDON } from "@test/document-days";
import { vehicleFor } from "@test/vehicles";

/**
 * The daily document job with an injected clock: warnings 30, 14, 7 and 2 days before each expiry,
 * once each, to the chauffeur (e-mail, and a text when allowed) and the operations mailbox; the
 * day after the expiry the chauffeur or vehicle is taken out of service with a system event, and
 * their jobs from then on are flagged on the dispatch board.
 */
const WARNING = "document-expiry-warning";

async function warningsTo(address: string) {
  const db = await getDb();
  return db
    .select({ subject: emailOutbox.subject, key: emailOutbox.dedupe_key })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to_address, address), eq(emailOutbox.template, WARNING)))
    .orderBy(emailOutbox.email_id);
}

async function textsTo(e164: string) {
  const db = await getDb();
  return db.select().from(smsOutbox).where(eq(smsOutbox.to_number, e164));
}

async function systemEvents(kind: "driver" | "vehicle", id: number) {
  const db = await getDb();
  return db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entity_kind, kind),
        eq(auditEvents.entity_id, String(id)),
        eq(auditEvents.actor_kind, "system"),
      ),
    );
}

describe("the daily document job", () => {
  it("warns at 30, 14, 7 and 2 days once each, then takes the chauffeur and the car out of service and flags their jobs", async () => {
    const db = await getDb();
    // Licences valid for ever while the jobs are given (the assignment guards refuse a lapsed
    // one); the expiry dates under test are written afterwards, as an edit would.
    const { driver: dana } = await createApprovedDriver({
      phone_number: "+447700900201",
      driving_license_expiry_date: "2099-12-31",
    });
    const { driver: carl, user: carlUser } = await createApprovedDriver({
      phone_number: "+447700900202",
      driving_license_expiry_date: "2099-12-31",
    });
    // Carl said no to text reminders: e-mail only.
    await db
      .insert(notificationPreferences)
      .values({ user_id: carlUser.user_id, reminders_sms: false });
    const car = await vehicleFor(carl.driver_id, {
      phv_licence_expiry: "2099-12-31",
      mot_expiry: "2099-12-31",
      insurance_expiry: "2099-12-31",
    });
    const danaBooking = await confirmedBooking({
      booking_date: "2031-07-20",
      booking_time: "10:00:00",
    });
    await assignDriver({
      bookingId: danaBooking.booking_id,
      carNumber: 1,
      driverId: dana.driver_id,
      actor: ADMIN_ACTOR,
    });
    const carlBooking = await confirmedBooking({
      booking_date: "2031-07-15",
      booking_time: "09:00:00",
    });
    await assignDriver({
      bookingId: carlBooking.booking_id,
      carNumber: 1,
      driverId: carl.driver_id,
      vehicleId: car.vehicle_id,
      actor: ADMIN_ACTOR,
    });
    await db
      .update(drivers)
      .set({ driving_license_expiry_date: "2031-07-10" })
      .where(eq(drivers.driver_id, dana.driver_id));
    await db
      .update(vehicles)
      .set({ mot_expiry: "2031-07-05" })
      .where(eq(vehicles.vehicle_id, car.vehicle_id));

    await liveThroughDays("2031-06-03", "2031-07-12");
    // A second run of every part on the last day, and an extra scan enqueued by hand mid-bracket.
    await drainDocumentsAt(pickupInstant("2031-07-12", "06:10", LONDON));
    await enqueueJob(undefined, { kind: "documents.scan_expiring", dedupeKey: "by-hand" });
    await drainDocumentsAt(pickupInstant("2031-07-09", "07:00", LONDON));

    const danaWarnings = await warningsTo(dana.email);
    expect(danaWarnings.map((warning) => warning.key)).toEqual(
      [30, 14, 7, 2].map(
        (days) =>
          `document-warning:driver:${dana.driver_id}:driving_licence:2031-07-10:${days}:driver:${dana.driver_id}`,
      ),
    );
    expect(danaWarnings.map((warning) => warning.subject)).toEqual([
      "Driving licence of Dana Wheeler expires in 30 days",
      "Driving licence of Dana Wheeler expires in 14 days",
      "Driving licence of Dana Wheeler expires in 7 days",
      "Driving licence of Dana Wheeler expires in 2 days",
    ]);
    expect(await textsTo("+447700900201")).toHaveLength(4);
    // Carl drives the car: four MOT warnings by e-mail, none by text.
    expect((await warningsTo(carl.email)).map((warning) => warning.subject)).toEqual([
      expect.stringMatching(/^MOT of Mercedes-Benz S-Class · .+ expires in 30 days$/),
      expect.stringMatching(/expires in 14 days$/),
      expect.stringMatching(/expires in 7 days$/),
      expect.stringMatching(/expires in 2 days$/),
    ]);
    expect(await textsTo("+447700900202")).toHaveLength(0);
    // The operations mailbox: each warning once for each document.
    const operations = await warningsTo(getServerConfig().operationsEmail);
    expect(operations).toHaveLength(8);
    expect(new Set(operations.map((warning) => warning.key)).size).toBe(8);

    // The day after the expiry: out of service through the state machine, in the History.
    expect(await reloadDriver(dana.driver_id)).toMatchObject({ status: "Unavailable" });
    expect(await systemEvents("driver", dana.driver_id)).toEqual([
      expect.objectContaining({
        action: "status_changed",
        actor_label: "System",
        changes: { status: { old: "Available", new: "Unavailable" } },
        context: {
          reason: "license_expired",
          driving_license_expiry_date: "2031-07-10",
          lapsed_documents: [{ document: "driving_licence", expiry: "2031-07-10" }],
        },
      }),
    ]);
    const [offRoad] = await db
      .select()
      .from(vehicles)
      .where(eq(vehicles.vehicle_id, car.vehicle_id));
    expect(offRoad!.status).toBe("off_road");
    expect(await systemEvents("vehicle", car.vehicle_id)).toEqual([
      expect.objectContaining({
        action: "status_changed",
        changes: { status: { old: "active", new: "off_road" } },
        context: {
          reason: "documents_lapsed",
          documents: [{ document: "mot", lapsed_on: "2031-07-06" }],
        },
      }),
    ]);
    // The operator heard of each lapse once, with the jobs it flags.
    const lapses = await db
      .select({ subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(like(emailOutbox.dedupe_key, "document-lapsed:%"));
    expect(lapses.map((email) => email.subject).sort()).toEqual([
      "Dana Wheeler is now Unavailable",
      expect.stringMatching(/^Mercedes-Benz S-Class · .+ is now off road$/),
    ]);
    expect(lapses.every((email) => email.text.includes("1 job from today on is flagged"))).toBe(
      true,
    );

    // Their jobs are flagged on the board.
    const now = pickupInstant("2031-07-12", "08:00", LONDON);
    const danaDay = await readDispatchBoard({ date: "2031-07-20", now });
    const danaLane = danaDay.lanes.find((lane) => lane.driver_id === dana.driver_id);
    expect(danaLane).toMatchObject({ status: "Unavailable" });
    expect(danaLane!.blocks[0]!.warnings).toEqual(["Licence lapsed"]);
    const carlDay = await readDispatchBoard({ date: "2031-07-15", now });
    const carlLane = carlDay.lanes.find((lane) => lane.driver_id === carl.driver_id);
    expect(carlLane!.blocks[0]!.warnings).toEqual(["Vehicle off road", "MOT lapsed"]);
  });

  it("warns about a renewed document afresh and not about the old expiry", async () => {
    const db = await getDb();
    const { driver } = await createApprovedDriver({
      phone_number: "+447700900203",
      driving_license_expiry_date: "2032-03-20",
    });
    await liveThroughDays("2032-03-18", "2032-03-18");
    expect(await warningsTo(driver.email)).toHaveLength(1);
    await db
      .update(drivers)
      .set({ driving_license_expiry_date: "2032-04-10" })
      .where(eq(drivers.driver_id, driver.driver_id));
    await liveThroughDays("2032-03-19", "2032-03-23");
    expect((await warningsTo(driver.email)).map((warning) => warning.subject)).toEqual([
      "Driving licence of Dana Wheeler expires in 2 days",
      // Renewed to 22 days ahead: the 30-day bracket's warning, once, on the first scan after.
      "Driving licence of Dana Wheeler expires in 22 days",
    ]);
    expect(await reloadDriver(driver.driver_id)).toMatchObject({ status: "Available" });
  });
});

import { and, eq, like } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { pickupInstant } from "@/lib/time-rules";
import { getDb } from "@/server/db/client";
import { auditEvents, drivers, emailOutbox } from "@/server/db/schema";
import { assignDriver } from "@/server/dispatch/assign";
import { readDispatchBoard } from "@/server/dispatch/board";
import { ADMIN_ACTOR, confirmedBooking } from "@test/assignments";
import { createApprovedDriver, reloadDriver } from "@test/drivers";
import { drainDocumentsAt, liveThroughDays, LONDON } from "@test/document-days";

/**
 * The chauffeur's PHV driver licence in the daily document job: warned of at 30, 14, 7 and 2
 * days like the driving licence, the chauffeur made Unavailable the day after it expires (here
 * across the October clock change), their jobs flagged on the board, new jobs refused.
 */

describe("the PHV driver licence in the daily document job", () => {
  it("warns four times, then makes the chauffeur Unavailable with a system event and flags their job", async () => {
    const db = await getDb();
    const { driver } = await createApprovedDriver({
      phone_number: "+447700900301",
      driving_license_expiry_date: "2099-12-31",
      phv_licence_expiry: "2099-12-31",
    });
    const booking = await confirmedBooking({
      booking_date: "2031-11-03",
      booking_time: "09:00:00",
    });
    await assignDriver({
      bookingId: booking.booking_id,
      carNumber: 1,
      driverId: driver.driver_id,
      actor: ADMIN_ACTOR,
    });
    // Expires the day the clocks go back (Sunday 26 October 2031).
    await db
      .update(drivers)
      .set({ phv_licence_expiry: "2031-10-26" })
      .where(eq(drivers.driver_id, driver.driver_id));

    await liveThroughDays("2031-09-25", "2031-10-27");
    await drainDocumentsAt(pickupInstant("2031-10-27", "06:10", LONDON));

    const warnings = await db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to_address, driver.email),
          eq(emailOutbox.template, "document-expiry-warning"),
        ),
      )
      .orderBy(emailOutbox.email_id);
    expect(warnings.map((warning) => warning.subject)).toEqual([
      "PHV driver licence of Dana Wheeler expires in 30 days",
      "PHV driver licence of Dana Wheeler expires in 14 days",
      "PHV driver licence of Dana Wheeler expires in 7 days",
      "PHV driver licence of Dana Wheeler expires in 2 days",
    ]);
    const operations = await db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to_address, getServerConfig().operationsEmail),
          like(emailOutbox.dedupe_key, `document-warning:driver:${driver.driver_id}:%`),
        ),
      );
    expect(operations).toHaveLength(4);

    expect(await reloadDriver(driver.driver_id)).toMatchObject({ status: "Unavailable" });
    const events = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity_kind, "driver"),
          eq(auditEvents.entity_id, String(driver.driver_id)),
          eq(auditEvents.actor_kind, "system"),
        ),
      );
    expect(events).toEqual([
      expect.objectContaining({
        action: "status_changed",
        changes: { status: { old: "Available", new: "Unavailable" } },
        context: expect.objectContaining({
          lapsed_documents: [{ document: "phv_driver_licence", expiry: "2031-10-26" }],
        }),
      }),
    ]);
    const [lapse] = await db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupe_key, `document-lapsed:driver:${driver.driver_id}:%`));
    expect(lapse!.subject).toBe("Dana Wheeler is now Unavailable");
    expect(lapse!.text).toContain("PHV driver licence lapsed on 2031-10-27");

    const board = await readDispatchBoard({
      date: "2031-11-03",
      now: pickupInstant("2031-10-27", "08:00", LONDON),
    });
    const lane = board.lanes.find((candidate) => candidate.driver_id === driver.driver_id);
    expect(lane!.blocks[0]!.warnings).toEqual(["PHV driver licence lapsed"]);
  });

  it("is not lapsed on its expiry day, only from the next (London) day", async () => {
    const { driver } = await createApprovedDriver({
      phone_number: "+447700900302",
      driving_license_expiry_date: "2099-12-31",
      phv_licence_expiry: "2032-03-28",
    });
    // 23:30 UTC on 28 March 2032 is already 29 March in London (BST from that morning).
    await drainDocumentsAt(new Date("2032-03-28T22:50:00Z"));
    expect(await reloadDriver(driver.driver_id)).toMatchObject({ status: "Available" });
    await drainDocumentsAt(new Date("2032-03-28T23:15:00Z"));
    expect(await reloadDriver(driver.driver_id)).toMatchObject({ status: "Unavailable" });
  });
});

describe("the assignment guard", () => {
  it("refuses a chauffeur whose PHV driver licence lapsed, saying which and when", async () => {
    const { driver } = await createApprovedDriver({
      driving_license_expiry_date: "2099-12-31",
      phv_licence_expiry: "2021-02-28",
    });
    const booking = await confirmedBooking({
      booking_date: "2031-05-05",
      booking_time: "10:00:00",
    });
    await expect(
      assignDriver({
        bookingId: booking.booking_id,
        carNumber: 1,
        driverId: driver.driver_id,
        actor: ADMIN_ACTOR,
      }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "The driver's PHV driver licence lapsed on 2021-03-01",
    });
  });
});

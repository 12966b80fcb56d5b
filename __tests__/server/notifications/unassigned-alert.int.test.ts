import { getServerConfig } from "@/env";
import { pickupInstant } from "@/lib/time-rules";
import { adminBookingEditSchema } from "@/lib/validations/admin-booking";
import { changeBookingStatus } from "@/server/bookings/change-status";
import { updateBooking } from "@/server/bookings/update-booking";
import { CUSTOMER_REMINDER_KIND, UNASSIGNED_ALERT_KIND } from "@/server/notifications/job-payloads";
import { ADMIN_ACTOR } from "@test/assignments";
import { assignedJob } from "@test/driver-jobs";
import { createBookingRow, createUser } from "@test/factories";
import { offeredDriver } from "@test/offers";
import { quietPaymentsTestSetup, payWithTestCard } from "@test/payments";
import { clearJobs, drainAt, jobsOfKind, mailsTo } from "@test/ride-messages";

quietPaymentsTestSetup();
beforeEach(clearJobs);

const ALERT = "unassigned-alert";

async function alertsFor(reference: string) {
  const mails = await mailsTo(getServerConfig().operationsEmail, ALERT);
  return mails.filter((mail) => mail.subject.includes(reference));
}

async function confirmed(date: string, time: string, cars = 1, zone = "Europe/London") {
  const customer = await createUser();
  const booking = await createBookingRow({
    user_id: customer.user_id,
    booking_date: date,
    booking_time: time,
    pickup_time_zone: zone,
    pickup_at: pickupInstant(date, time, zone),
    number_of_cars: cars,
  });
  await changeBookingStatus({ bookingId: booking.booking_id, status: "confirmed" });
  return booking;
}

describe("the operations alert for a car without a chauffeur", () => {
  it("goes two hours before pickup, once, naming the booking and linking the board", async () => {
    const booking = await confirmed("2030-05-02", "10:00:00");
    await drainAt("2030-05-02T06:59:00Z");
    expect(await alertsFor(booking.booking_reference)).toEqual([]);
    await drainAt("2030-05-02T07:00:00Z");
    await drainAt("2030-05-02T07:01:00Z");
    const alerts = await alertsFor(booking.booking_reference);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.subject).toBe(
      `No chauffeur yet: ${booking.booking_reference} at 10:00 (UK time)`,
    );
    expect(alerts[0]?.text).toContain("still has a car without a chauffeur");
    expect(alerts[0]?.text).toContain("/admin/dispatch?date=2030-05-02");
  });

  it("is not sent when the car has a chauffeur", async () => {
    const pickupAt = new Date("2030-05-03T09:00:00Z");
    const { booking } = await assignedJob({ chauffeur: await offeredDriver(), pickupAt });
    await changeBookingStatus({ bookingId: booking.booking_id, status: "pending" });
    await changeBookingStatus({ bookingId: booking.booking_id, status: "confirmed" });
    expect(await jobsOfKind(UNASSIGNED_ALERT_KIND)).toHaveLength(1);
    await drainAt("2030-05-03T07:00:00Z");
    expect(await alertsFor(booking.booking_reference)).toEqual([]);
  });

  it("counts cars: one of two still without a chauffeur is alerted", async () => {
    const pickupAt = new Date("2030-05-04T09:00:00Z");
    const { booking } = await assignedJob({
      chauffeur: await offeredDriver(),
      pickupAt,
      booking: { number_of_cars: 2 },
    });
    await changeBookingStatus({ bookingId: booking.booking_id, status: "pending" });
    await changeBookingStatus({ bookingId: booking.booking_id, status: "confirmed" });
    await drainAt("2030-05-04T07:00:00Z");
    const [alert] = await alertsFor(booking.booking_reference);
    expect(alert?.text).toContain("still has a car without a chauffeur");
  });

  it("is silent for a cancelled booking", async () => {
    const booking = await confirmed("2030-05-05", "10:00:00");
    await changeBookingStatus({ bookingId: booking.booking_id, status: "cancelled" });
    await drainAt("2030-05-05T07:00:00Z");
    expect(await alertsFor(booking.booking_reference)).toEqual([]);
  });

  it("moves with the pickup: nothing at the old time, the alert at the new one", async () => {
    const booking = await confirmed("2030-05-06", "10:00:00");
    await updateBooking({
      bookingId: booking.booking_id,
      edit: adminBookingEditSchema.parse({ booking_time: "16:00" }),
      auditActor: ADMIN_ACTOR,
      now: new Date("2030-05-01T12:00:00Z"),
    });
    await drainAt("2030-05-06T07:00:00Z");
    expect(await alertsFor(booking.booking_reference)).toEqual([]);
    await drainAt("2030-05-06T13:00:00Z");
    expect(await alertsFor(booking.booking_reference)).toHaveLength(1);
  });

  it("counts real time across London's autumn change", async () => {
    // 02:30 on 27 October 2030 is GMT (02:30Z): the clocks went back at 01:00Z. Two hours of
    // real time before is 00:30Z (01:30 BST), not 00:30 on the wall clock (23:30Z the day before).
    const booking = await confirmed("2030-10-27", "02:30:00");
    await drainAt("2030-10-26T23:30:00Z");
    await drainAt("2030-10-27T00:29:00Z");
    expect(await alertsFor(booking.booking_reference)).toEqual([]);
    await drainAt("2030-10-27T00:30:00Z");
    expect(await alertsFor(booking.booking_reference)).toHaveLength(1);
  });
});

describe("paying plans the messages", () => {
  it("a card payment plans both reminders and the alert in the payment's transaction", async () => {
    const customer = await createUser();
    const booking = await createBookingRow({
      user_id: customer.user_id,
      booking_date: "2030-05-07",
      booking_time: "10:00:00",
      pickup_at: pickupInstant("2030-05-07", "10:00:00", "Europe/London"),
    });
    await payWithTestCard(customer, booking.booking_id, booking.price_pence! / 100);
    const reminders = (await jobsOfKind(CUSTOMER_REMINDER_KIND)).filter(
      (job) => (job.payload as { bookingId: number }).bookingId === booking.booking_id,
    );
    expect(reminders.map((job) => job.dedupe_key).sort()).toEqual([
      `reminder:24h:${booking.booking_id}:2030-05-07T09:00:00.000Z`,
      `reminder:2h:${booking.booking_id}:2030-05-07T09:00:00.000Z`,
    ]);
    expect(reminders.map((job) => job.run_at.toISOString()).sort()).toEqual([
      "2030-05-06T09:00:00.000Z",
      "2030-05-07T07:00:00.000Z",
    ]);
    expect(await jobsOfKind(UNASSIGNED_ALERT_KIND)).toEqual([
      expect.objectContaining({
        dedupe_key: `unassigned:${booking.booking_id}:2030-05-07T09:00:00.000Z`,
      }),
    ]);
  });
});

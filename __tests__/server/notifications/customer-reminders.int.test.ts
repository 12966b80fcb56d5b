import { eq } from "drizzle-orm";
import { getServerConfig, resetServerConfigForTests } from "@/env";
import { listAuditEvents } from "@/server/audit/queries";
import { getDb } from "@/server/db/client";
import { emailOutbox, jobs } from "@/server/db/schema";
import { emailJobKey } from "@/server/email/send-email";
import { adminBookingEditSchema } from "@/lib/validations/admin-booking";
import { pickupInstant } from "@/lib/time-rules";
import { changeBookingStatus } from "@/server/bookings/change-status";
import { updateBooking } from "@/server/bookings/update-booking";
import { planBookingMessages } from "@/server/notifications/plan-ride-messages";
import { ADMIN_ACTOR } from "@test/assignments";
import { createBookingRow, createUser } from "@test/factories";
import { uniqueUkMobile } from "@test/sms";
import { ALL_ON, choose, clearJobs, drainAt, mailsTo, textsTo } from "@test/ride-messages";
import { assignedJob } from "@test/driver-jobs";
import { offeredDriver } from "@test/offers";
import type { NewBookingRow } from "@/server/db/schema";

const REMINDER = "ride-reminder";
const MINUTE_MS = 60_000;
const shift = (at: string | Date, minutes: number) =>
  new Date(new Date(at).getTime() + minutes * MINUTE_MS);

beforeEach(clearJobs);

/** A pending booking confirmed by an administrator, which plans its messages. */
async function confirmedRide(
  date: string,
  time: string,
  options: { zone?: string; phone?: string; booking?: Partial<NewBookingRow> } = {},
) {
  const phone = options.phone ?? uniqueUkMobile();
  const customer = await createUser({ first_name: "Cleo", phone_number: phone });
  const zone = options.zone ?? "Europe/London";
  const booking = await createBookingRow({
    user_id: customer.user_id,
    booking_date: date,
    booking_time: time,
    pickup_time_zone: zone,
    pickup_at: pickupInstant(date, time, zone),
    ...options.booking,
  });
  await changeBookingStatus({ bookingId: booking.booking_id, status: "confirmed" });
  return { customer, booking, phone };
}

describe("the customer's reminders", () => {
  it("name their booking on the e-mail's delivery job, so one given up on is in its History", async () => {
    const { customer, booking } = await confirmedRide("2030-05-09", "10:00:00");
    Object.assign(getServerConfig(), { emailForceFailure: true });
    try {
      await drainAt("2030-05-08T09:00:00Z");
      const db = await getDb();
      const [row] = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to_address, customer.email));
      expect(row).toMatchObject({ template: REMINDER, status: "failed" });
      const deliveryJob = async () =>
        (
          await db
            .select()
            .from(jobs)
            .where(eq(jobs.dedupe_key, emailJobKey(row!.email_id)))
        )[0]!;
      expect((await deliveryJob()).payload).toMatchObject({ bookingId: booking.booking_id });
      // Attempts 2 to 5 (after 1, 5, 15 and 40 minutes, jitter aside): then the History line.
      for (let attempt = 2; attempt <= 5; attempt += 1) {
        await drainAt((await deliveryJob()).run_at);
      }
      expect(await deliveryJob()).toMatchObject({ status: "failed", attempts: 5 });
      const history = await listAuditEvents({ kind: "booking", id: booking.booking_id });
      expect(history.filter((entry) => entry.action === "email_undeliverable")).toEqual([
        expect.objectContaining({
          context: expect.objectContaining({
            summary: `E-mail '${row!.subject}' to ${customer.email} could not be delivered after 5 attempts`,
          }),
        }),
      ]);
    } finally {
      resetServerConfigForTests();
    }
  });

  it("go a day and two hours ahead, by text and e-mail, once each", async () => {
    const { customer, booking, phone } = await confirmedRide("2030-05-02", "10:00:00");
    await drainAt("2030-05-01T08:59:00Z");
    expect(await mailsTo(customer.email, REMINDER)).toEqual([]);
    expect(await textsTo(phone)).toEqual([]);

    await drainAt("2030-05-01T09:00:00Z");
    const [text] = await textsTo(phone);
    expect(text?.body).toBe(
      `Reminder: your ride ${booking.booking_reference} is tomorrow at 10:00 (UK time) from Heathrow Airport (LHR), Hounslow TW6, United Kingdom.`,
    );
    expect(text).toMatchObject({ kind: "reminders", booking_id: booking.booking_id, segments: 1 });
    const [mail] = await mailsTo(customer.email, REMINDER);
    expect(mail?.subject).toBe(
      `Reminder: your ride ${booking.booking_reference} tomorrow at 10:00 (UK time)`,
    );
    expect(mail?.text).toContain("Hello Cleo");
    expect(mail?.text).toContain(`/dashboard/bookings?q=${booking.booking_reference}`);

    // Run again (a second drainer, a lease that ran out): nothing new.
    await drainAt("2030-05-01T09:05:00Z");
    expect(await textsTo(phone)).toHaveLength(1);

    await drainAt("2030-05-02T07:00:00Z");
    const texts = await textsTo(phone);
    expect(texts.map((row) => row.body)).toEqual([
      expect.stringContaining("is tomorrow at 10:00"),
      expect.stringContaining("is today at 10:00"),
    ]);
    expect(await mailsTo(customer.email, REMINDER)).toHaveLength(2);
  });

  it("name the chauffeur and the car once one is assigned", async () => {
    const chauffeur = await offeredDriver();
    const phone = uniqueUkMobile();
    const pickupAt = new Date("2030-06-12T13:00:00Z");
    const { booking, customer } = await assignedJob({
      chauffeur,
      pickupAt,
      booking: { guest_phone_number: phone, guest_email: null },
    });
    await planBookingMessages(undefined, {
      bookingIds: [booking.booking_id],
      now: shift(pickupAt, -3 * 24 * 60),
    });
    await drainAt(shift(pickupAt, -120));
    const [text] = await textsTo(phone);
    expect(text?.body).toMatch(
      /^Reminder: your ride \w+ is today at 14:00 \(UK time\)\. Chauffeur Dana, /,
    );
    const [mail] = await mailsTo(customer.email, REMINDER);
    expect(mail?.text).toMatch(/Chauffeur Dana, \w+ \S+ \S+ \(\w+ \w+\)\./);
  });

  it("send nothing for a cancelled booking", async () => {
    const { customer, booking, phone } = await confirmedRide("2030-05-02", "10:00:00");
    await changeBookingStatus({ bookingId: booking.booking_id, status: "cancelled" });
    await drainAt("2030-05-01T09:00:00Z");
    await drainAt("2030-05-02T08:00:00Z");
    expect(await textsTo(phone)).toEqual([]);
    expect(await mailsTo(customer.email, REMINDER)).toEqual([]);
  });

  it("follow a moved pickup: the old time's reminder stays silent, the new one's goes", async () => {
    const { customer, booking, phone } = await confirmedRide("2030-05-02", "10:00:00");
    await updateBooking({
      bookingId: booking.booking_id,
      edit: adminBookingEditSchema.parse({ booking_time: "15:30" }),
      auditActor: ADMIN_ACTOR,
      now: new Date("2030-04-20T12:00:00Z"),
    });
    await drainAt("2030-05-01T09:00:00Z");
    expect(await textsTo(phone)).toEqual([]);
    await drainAt("2030-05-01T14:30:00Z");
    const texts = await textsTo(phone);
    expect(texts.map((row) => row.body)).toEqual([
      expect.stringContaining("is tomorrow at 15:30 (UK time)"),
    ]);
    expect(await mailsTo(customer.email, REMINDER)).toHaveLength(1);
  });

  it("are dropped when the queue runs more than 30 minutes late", async () => {
    const { customer, phone } = await confirmedRide("2030-05-02", "10:00:00");
    await drainAt("2030-05-01T09:31:00Z");
    expect(await textsTo(phone)).toEqual([]);
    expect(await mailsTo(customer.email, REMINDER)).toEqual([]);
  });

  it("are not planned for a moment already long past (paid three hours before pickup)", async () => {
    const customer = await createUser();
    const booking = await createBookingRow({
      user_id: customer.user_id,
      status: "confirmed",
      booking_date: "2030-05-02",
      booking_time: "10:00:00",
    });
    await planBookingMessages(undefined, {
      bookingIds: [booking.booking_id],
      now: new Date("2030-05-02T06:00:00Z"),
    });
    await drainAt("2030-05-02T07:00:00Z");
    expect((await mailsTo(customer.email, REMINDER)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining("today at 10:00"),
    ]);
  });

  it("respect a text opt-out: e-mail only", async () => {
    const { customer, phone } = await confirmedRide("2030-05-02", "10:00:00");
    await choose(customer.user_id, { ...ALL_ON, reminders: { email: true, sms: false } });
    await drainAt("2030-05-01T09:00:00Z");
    expect(await textsTo(phone)).toEqual([]);
    expect(await mailsTo(customer.email, REMINDER)).toHaveLength(1);
  });

  it("respect an e-mail opt-out: text only", async () => {
    const { customer, phone } = await confirmedRide("2030-05-02", "10:00:00");
    await choose(customer.user_id, { ...ALL_ON, reminders: { email: false, sms: true } });
    await drainAt("2030-05-01T09:00:00Z");
    expect(await textsTo(phone)).toHaveLength(1);
    expect(await mailsTo(customer.email, REMINDER)).toEqual([]);
  });

  it("go by e-mail only without a phone number", async () => {
    const { customer } = await confirmedRide("2030-05-02", "10:00:00", { phone: "" });
    await drainAt("2030-05-01T09:00:00Z");
    expect(await mailsTo(customer.email, REMINDER)).toHaveLength(1);
  });
});

describe("the day-before reminder across clock changes", () => {
  it("goes at 10:00 GMT on the Saturday before London's spring change (23 hours ahead)", async () => {
    const { phone } = await confirmedRide("2030-03-31", "10:00:00");
    await drainAt("2030-03-30T09:00:00Z"); // 24 hours of real time before: too early
    expect(await textsTo(phone)).toEqual([]);
    await drainAt("2030-03-30T10:00:00Z");
    expect(await textsTo(phone)).toHaveLength(1);
  });

  it("goes at 10:00 BST on the Saturday before London's autumn change (25 hours ahead)", async () => {
    const { phone } = await confirmedRide("2030-10-27", "10:00:00");
    await drainAt("2030-10-26T08:59:00Z");
    expect(await textsTo(phone)).toEqual([]);
    await drainAt("2030-10-26T09:00:00Z");
    expect(await textsTo(phone)).toHaveLength(1);
  });

  it("follows New York's clocks for a New York pickup (second Sunday of March)", async () => {
    const { phone } = await confirmedRide("2030-03-10", "09:00:00", {
      zone: "America/New_York",
      phone: "+12025550143",
    });
    await drainAt("2030-03-09T13:00:00Z");
    expect(await textsTo(phone)).toEqual([]);
    await drainAt("2030-03-09T14:00:00Z");
    const [text] = await textsTo(phone);
    expect(text?.body).toContain("tomorrow at 09:00");
  });
});

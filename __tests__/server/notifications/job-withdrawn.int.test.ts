import { eq } from "drizzle-orm";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { getDb } from "@/server/db/client";
import { assignments } from "@/server/db/schema";
import { assignDriver } from "@/server/dispatch/assign";
import { moveJob } from "@/server/dispatch/move-job";
import { unassign } from "@/server/dispatch/unassign";
import { enqueueJob } from "@/server/jobs/enqueue";
import { JOB_WITHDRAWN_KIND } from "@/server/notifications/job-withdrawn-payload";
import { ADMIN_ACTOR, confirmedBooking } from "@test/assignments";
import { createApprovedDriver } from "@test/drivers";
import { offerTo } from "@test/offers";
import {
  ALL_ON,
  choose,
  clearJobs,
  drainAt,
  jobsOfKind,
  mailsTo,
  textsTo,
} from "@test/ride-messages";
import { uniqueUkMobile } from "@test/sms";

/**
 * The chauffeur hears when a job they held goes away: the booking cancelled, or the operator
 * taking it back with a reason. A text when they allow ride-update texts, else an e-mail; once.
 */
const NOW = new Date("2026-11-20T10:00:00Z");

beforeEach(clearJobs);

async function chauffeur() {
  const phone = uniqueUkMobile();
  const { user, driver } = await createApprovedDriver({
    driving_license_expiry_date: "2099-12-31",
    phone_number: phone,
  });
  return { user, driver, phone };
}

async function heldJob(driverId: number, overrides = {}) {
  // Friday 2 May 2031, 09:00 in London (summer time).
  const booking = await confirmedBooking({
    booking_date: "2031-05-02",
    booking_time: "09:00:00",
    ...overrides,
  });
  const job = await assignDriver({
    bookingId: booking.booking_id,
    carNumber: 1,
    driverId,
    actor: ADMIN_ACTOR,
  });
  return { booking, job };
}

const cancelByOperator = (bookingId: number) =>
  cancelBooking({ bookingId, byOperator: true, auditActor: ADMIN_ACTOR, now: NOW });

describe("telling the chauffeur their job went away", () => {
  it("texts the chauffeur once when the booking is cancelled, however often the job runs", async () => {
    const dana = await chauffeur();
    const { booking, job } = await heldJob(dana.driver.driver_id);
    await cancelByOperator(booking.booking_id);
    // Queued in the cancellation's transaction, one per assignment.
    expect(await jobsOfKind(JOB_WITHDRAWN_KIND)).toHaveLength(1);

    await drainAt(NOW);
    await drainAt(NOW);
    // The same job run again (as a second drainer would after a lost lease).
    await enqueueJob(undefined, {
      kind: JOB_WITHDRAWN_KIND,
      payload: {
        assignmentId: job.assignment_id,
        driverId: dana.driver.driver_id,
        withdrawal: "cancelled",
      },
      runAt: NOW,
      dedupeKey: "by-hand",
    });
    await drainAt(NOW);

    const texts = await textsTo(dana.phone);
    expect(texts.map((text) => text.body)).toEqual([
      `Job ${booking.booking_reference} on Fri 2 May 09:00 (London) has been cancelled.`,
    ]);
    expect(texts[0]).toMatchObject({ kind: "ride_updates", segments: 1 });
    expect(await mailsTo(dana.driver.email, "job-withdrawn")).toHaveLength(0);
  });

  it("e-mails the reason when the operator unassigns a chauffeur who turned ride-update texts off", async () => {
    const carl = await chauffeur();
    await choose(carl.user.user_id, { ...ALL_ON, ride_updates: { email: true, sms: false } });
    // A winter pickup (GMT): the label is the booked wall clock all the same.
    const { booking, job } = await heldJob(carl.driver.driver_id, { booking_date: "2031-12-05" });
    await unassign({
      assignmentId: job.assignment_id,
      reason: "Customer asked for a van",
      actor: ADMIN_ACTOR,
      now: NOW,
    });
    await drainAt(NOW);
    await drainAt(NOW);

    expect(await textsTo(carl.phone)).toHaveLength(0);
    const mails = await mailsTo(carl.driver.email, "job-withdrawn");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Job ${booking.booking_reference} has been taken off you`);
    expect(mails[0]!.text).toContain(
      `Job ${booking.booking_reference} on Fri 5 Dec 09:00 (London) has been taken off you: Customer asked for a van`,
    );
  });

  it("texts the reason when an operator takes the job back through the status change", async () => {
    const dana = await chauffeur();
    const { booking, job } = await heldJob(dana.driver.driver_id);
    await moveJob({
      assignmentId: job.assignment_id,
      to: "unassigned",
      reason: "Running late",
      actor: ADMIN_ACTOR,
      now: NOW,
    });
    await drainAt(NOW);
    expect((await textsTo(dana.phone)).map((text) => text.body)).toEqual([
      `Job ${booking.booking_reference} on Fri 2 May 09:00 (London) has been taken off you: Running late`,
    ]);
  });

  it("says nothing for a completed job, an open offer or a booking without a chauffeur", async () => {
    const db = await getDb();
    const done = await chauffeur();
    const { booking: finished, job } = await heldJob(done.driver.driver_id);
    await db
      .update(assignments)
      .set({ status: "completed" })
      .where(eq(assignments.assignment_id, job.assignment_id));
    await cancelByOperator(finished.booking_id);

    const offered = await chauffeur();
    const offeredBooking = await confirmedBooking({ booking_date: "2031-05-09" });
    await offerTo(offeredBooking.booking_id, [offered.driver.driver_id]);
    await cancelByOperator(offeredBooking.booking_id);

    const nobody = await confirmedBooking({ booking_date: "2031-05-10" });
    await cancelByOperator(nobody.booking_id);

    expect(await jobsOfKind(JOB_WITHDRAWN_KIND)).toHaveLength(0);
    await drainAt(NOW);
    expect(await textsTo(done.phone)).toHaveLength(0);
    expect(await textsTo(offered.phone)).toHaveLength(0);
  });
});

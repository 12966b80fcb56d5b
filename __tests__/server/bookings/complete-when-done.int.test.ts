import { eq } from "drizzle-orm";
import { completeBookingWhenRidesDone } from "@/server/bookings/complete-when-done";
import { findBooking } from "@/server/bookings/find-booking";
import { getDb } from "@/server/db/client";
import { jobs, type AssignmentRow, type BookingRow } from "@/server/db/schema";
import { assignDriver } from "@/server/dispatch/assign";
import { moveJob } from "@/server/dispatch/move-job";
import { drainJobs } from "@/server/jobs/drain";
import {
  ADMIN_ACTOR,
  availableDriverId,
  bookingHistory,
  confirmedBooking,
} from "@test/assignments";

const RIDE_STEPS = ["on_the_way", "arrived", "on_board", "completed"] as const;

/** Gives one car of the booking a chauffeur and takes the ride to the end (or to `until`). */
async function rideCar(
  booking: BookingRow,
  carNumber: number,
  until: AssignmentRow["status"] = "completed",
): Promise<AssignmentRow> {
  let job = await assignDriver({
    bookingId: booking.booking_id,
    carNumber,
    driverId: await availableDriverId(),
    actor: ADMIN_ACTOR,
  });
  for (const to of RIDE_STEPS) {
    job = await moveJob({ assignmentId: job.assignment_id, to, actor: ADMIN_ACTOR });
    if (to === until) break;
  }
  return job;
}

async function statusOf(bookingId: number) {
  return (await findBooking(bookingId))?.status;
}

async function completionsQueuedFor(bookingId: number) {
  const db = await getDb();
  const rows = await db
    .select({ payload: jobs.payload, key: jobs.dedupe_key })
    .from(jobs)
    .where(eq(jobs.kind, "bookings.complete_when_done"));
  return rows.filter((row) => (row.payload as { bookingId: number }).bookingId === bookingId);
}

describe("a booking completes once every car's ride is completed", () => {
  it("waits for the last of two cars, then completes the booking as the system, with its History line", async () => {
    const booking = await confirmedBooking({ status: "paid", number_of_cars: 2 });
    const first = await rideCar(booking, 1);
    // Each car's completion queues the check, once.
    expect(await completionsQueuedFor(booking.booking_id)).toEqual([
      {
        payload: { bookingId: booking.booking_id },
        key: `booking-complete:${first.assignment_id}`,
      },
    ]);
    expect(
      await completeBookingWhenRidesDone({ bookingId: booking.booking_id, now: new Date() }),
    ).toBe(false);
    expect(await statusOf(booking.booking_id)).toBe("paid");

    await rideCar(booking, 2);
    expect(
      await completeBookingWhenRidesDone({ bookingId: booking.booking_id, now: new Date() }),
    ).toBe(true);
    expect(await statusOf(booking.booking_id)).toBe("completed");
    // A second run (a job run twice) writes nothing more.
    expect(
      await completeBookingWhenRidesDone({ bookingId: booking.booking_id, now: new Date() }),
    ).toBe(false);
    const history = (await bookingHistory(booking.booking_id)).filter(
      (event) => event.action === "status_changed",
    );
    expect(history).toEqual([
      expect.objectContaining({
        actor_kind: "system",
        changes: { status: { old: "paid", new: "completed" } },
        context: { reason: "every car's ride completed" },
      }),
    ]);
  });

  it("runs through the job queue after the ride's own transaction", async () => {
    const booking = await confirmedBooking();
    await rideCar(booking, 1);
    expect(await statusOf(booking.booking_id)).toBe("confirmed");
    await drainJobs({ now: new Date() });
    expect(await statusOf(booking.booking_id)).toBe("completed");
  });

  it("leaves a ride still on the road, a cancelled booking and an unknown one as they are", async () => {
    const onBoard = await confirmedBooking({ status: "paid" });
    await rideCar(onBoard, 1, "on_board");
    expect(
      await completeBookingWhenRidesDone({ bookingId: onBoard.booking_id, now: new Date() }),
    ).toBe(false);
    expect(await statusOf(onBoard.booking_id)).toBe("paid");

    const cancelled = await confirmedBooking({ status: "cancelled" });
    expect(
      await completeBookingWhenRidesDone({ bookingId: cancelled.booking_id, now: new Date() }),
    ).toBe(false);
    expect(await statusOf(cancelled.booking_id)).toBe("cancelled");

    expect(await completeBookingWhenRidesDone({ bookingId: 987_654_321, now: new Date() })).toBe(
      false,
    );
  });
});

import { cancelBooking } from "@/server/bookings/cancel-booking";
import { assignDriver } from "@/server/dispatch/assign";
import {
  availableDriverId,
  assignmentsOf,
  bookingHistory,
  confirmedBooking,
} from "@test/assignments";
import { offerTo } from "@test/offers";

const ADMIN = { kind: "admin", id: 1, label: "Ada <ada@example.com>" } as const;

describe("cancelling a booking cancels its jobs", () => {
  it("frees the chauffeur, closes open offers and writes each move in History", async () => {
    const booking = await confirmedBooking({ number_of_cars: 2 });
    const driverId = await availableDriverId();
    await assignDriver({ bookingId: booking.booking_id, carNumber: 1, driverId, actor: ADMIN });
    await offerTo(booking.booking_id, [await availableDriverId()], { carNumber: 2 });

    await cancelBooking({ bookingId: booking.booking_id, byOperator: true, auditActor: ADMIN });

    const jobs = await assignmentsOf(booking.booking_id);
    expect(jobs.map((job) => [job.car_number, job.status, job.reason]).sort()).toEqual([
      [1, "cancelled", "Booking cancelled"],
      [2, "cancelled", "Booking cancelled"],
    ]);
    const history = await bookingHistory(booking.booking_id);
    expect(history.filter((event) => event.action === "job_cancelled")).toHaveLength(2);

    // The chauffeur's time is free again: the same span can be given to another booking.
    const other = await confirmedBooking({
      booking_date: booking.booking_date,
      booking_time: booking.booking_time,
    });
    await expect(
      assignDriver({ bookingId: other.booking_id, carNumber: 1, driverId, actor: ADMIN }),
    ).resolves.toMatchObject({ status: "assigned" });
  });
});

import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { CAR_TAKEN_STATES } from "@/lib/dispatch/job-states";
import type { Executor, Transaction } from "@/server/db/client";
import { lockRowOrNotFound } from "@/server/db/lock-row";
import { assignments, bookings, drivers, vehicles, type BookingRow } from "@/server/db/schema";
import { badRequest, conflict, notFound } from "@/server/http/errors";

/** Only bookings the operator has accepted, or that are paid for, are sent a chauffeur. */
export const ASSIGNABLE_BOOKING_STATUSES = new Set(["confirmed", "paid"]);

/**
 * The booking, locked so that it cannot be cancelled while its chauffeur is being chosen, after
 * checking that it may be given a chauffeur and that the car number is one of its cars. Shared by
 * assigning, offering and farming out, so each refuses the same bookings with the same words.
 */
export async function lockAssignableBooking(
  tx: Transaction,
  input: { bookingId: number; carNumber: number },
): Promise<BookingRow> {
  const booking = await lockRowOrNotFound(
    tx,
    bookings,
    eq(bookings.booking_id, input.bookingId),
    "Booking not found",
  );
  if (!ASSIGNABLE_BOOKING_STATUSES.has(booking.status)) {
    throw conflict(`A ${booking.status} booking cannot be assigned a chauffeur`);
  }
  if (
    !Number.isInteger(input.carNumber) ||
    input.carNumber < 1 ||
    input.carNumber > booking.number_of_cars
  ) {
    throw badRequest(`This booking has ${booking.number_of_cars} car(s)`, {
      carNumber: `Must be between 1 and ${booking.number_of_cars}`,
    });
  }
  return booking;
}

/** 409 when the car of the booking already has a chauffeur (or partner) or has been completed. */
export async function assertCarFree(
  tx: Executor,
  input: { bookingId: number; carNumber: number },
): Promise<void> {
  const [taken] = await tx
    .select({ id: assignments.assignment_id })
    .from(assignments)
    .where(
      and(
        eq(assignments.booking_id, input.bookingId),
        eq(assignments.car_number, input.carNumber),
        inArray(assignments.status, [...CAR_TAKEN_STATES]),
      ),
    );
  if (taken) throw conflict(`Car ${input.carNumber} of this booking is already assigned`);
}

/**
 * The chauffeur (and vehicle) may take this booking's job: the driver exists and is Available,
 * the vehicle exists. The time itself is guarded by the database's exclusion constraints.
 */
export async function assertDriverCanTakeJob(
  tx: Executor,
  input: { booking: BookingRow; driverId: number; vehicleId: number | null; now?: Date },
): Promise<void> {
  const [driver] = await tx
    .select({ status: drivers.status })
    .from(drivers)
    .where(eq(drivers.driver_id, input.driverId));
  if (!driver) throw notFound("Driver not found");
  if (driver.status !== "Available") {
    throw conflict(`The driver is ${driver.status} and cannot be assigned`);
  }
  if (input.vehicleId != null) {
    const [vehicle] = await tx
      .select({ id: vehicles.vehicle_id })
      .from(vehicles)
      .where(eq(vehicles.vehicle_id, input.vehicleId));
    if (!vehicle) throw notFound("Vehicle not found");
  }
}

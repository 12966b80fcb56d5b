import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { dayReasons, notAllowedReason, vehicleReasons } from "@/lib/dispatch/fit";
import { CAR_TAKEN_STATES } from "@/lib/dispatch/job-states";
import { DRIVER_DOCUMENT_LABELS, lapsedDriverDocuments } from "@/lib/drivers/driver-documents";
import { lapsedDocuments, VEHICLE_DOCUMENT_LABELS, vehicleToday } from "@/lib/vehicles/documents";
import { displayPlate } from "@/lib/vehicles/plate";
import type { Executor, Transaction } from "@/server/db/client";
import { lockRowOrNotFound } from "@/server/db/lock-row";
import {
  assignments,
  bookings,
  drivers,
  vehicleDrivers,
  vehicles,
  type BookingRow,
} from "@/server/db/schema";
import { badRequest, conflict, notFound } from "@/server/http/errors";
import { isDayOff } from "@/server/drivers/availability-queries";
import { overlappingBookingReference } from "./assignment-conflicts";
import { carHasJob } from "./car-jobs";

/** Only bookings the operator has accepted, or that are paid for, are sent a chauffeur. */
export const ASSIGNABLE_BOOKING_STATUSES = new Set(["confirmed", "paid"]);

/**
 * A pending (unpaid, unconfirmed) booking may still be given a chauffeur when the administrator
 * says it is an account job (the customer pays on account); a cancelled or completed one never.
 */
export const ACCOUNT_JOB_STATUSES = new Set(["pending"]);

/**
 * The booking, locked so that it cannot be cancelled while its chauffeur is being chosen, after
 * checking that it may be given a chauffeur and that the car number is one of its cars. Shared by
 * assigning, offering and farming out, so each refuses the same bookings with the same words.
 */
export async function lockAssignableBooking(
  tx: Transaction,
  input: { bookingId: number; carNumber: number; accountJob?: boolean },
): Promise<BookingRow> {
  const booking = await lockRowOrNotFound(
    tx,
    bookings,
    eq(bookings.booking_id, input.bookingId),
    "Booking not found",
  );
  const onAccount = input.accountJob === true && ACCOUNT_JOB_STATUSES.has(booking.status);
  if (!ASSIGNABLE_BOOKING_STATUSES.has(booking.status) && !onAccount) {
    const hint = ACCOUNT_JOB_STATUSES.has(booking.status)
      ? " unless it is confirmed as an account job"
      : "";
    throw conflict(`A ${booking.status} booking cannot be assigned a chauffeur${hint}`);
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
  const taken = await carHasJob(tx, input, inArray(assignments.status, [...CAR_TAKEN_STATES]));
  if (taken) throw conflict(`Car ${input.carNumber} of this booking is already assigned`);
}

/**
 * The chauffeur (and vehicle) may take this booking's job (the rules of lib/dispatch/fit.ts):
 * the driver exists, is Available and approved, with a driving licence and PHV driver licence in
 * date, and has not
 * marked the booking's day off; the vehicle
 * exists, is on the road with its PHV licence, MOT and insurance in date, serves the booked class
 * with enough seats and luggage room per car, and the driver is allowed to drive it. Each refusal
 * is a 409 saying which rule (a missing driver or vehicle is a 404). The time itself is guarded by
 * the database's exclusion constraints and, with the turnaround buffer, by assertDriverFree.
 */
export async function assertDriverCanTakeJob(
  tx: Executor,
  input: { booking: BookingRow; driverId: number; vehicleId: number | null; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const [driver] = await tx
    .select({
      status: drivers.status,
      approved_at: drivers.approved_at,
      driving_license_expiry_date: drivers.driving_license_expiry_date,
      phv_licence_expiry: drivers.phv_licence_expiry,
    })
    .from(drivers)
    .where(eq(drivers.driver_id, input.driverId));
  if (!driver) throw notFound("Driver not found");
  if (driver.status !== "Available") {
    throw conflict(`The driver is ${driver.status} and cannot be assigned`);
  }
  if (driver.approved_at === null) throw conflict("The driver has not been approved");
  const [lapsedLicence] = lapsedDriverDocuments(driver, vehicleToday(now));
  if (lapsedLicence) {
    // "The driver's driving licence ..." / "The driver's PHV driver licence ...".
    const label = DRIVER_DOCUMENT_LABELS[lapsedLicence.document];
    const named = lapsedLicence.document === "driving_licence" ? label.toLowerCase() : label;
    throw conflict(`The driver's ${named} lapsed on ${lapsedLicence.lapsed_on}`);
  }
  // The chauffeur's own say: a day they marked off, on the booking's own local date.
  const day = input.booking.booking_date;
  const [offThatDay] = dayReasons(day, await isDayOff(tx, { driverId: input.driverId, day }));
  if (offThatDay) throw conflict(offThatDay);
  if (input.vehicleId == null) return;

  const [vehicle] = await tx
    .select({
      vehicle: vehicles,
      allowed: vehicleDrivers.driver_id,
    })
    .from(vehicles)
    .leftJoin(
      vehicleDrivers,
      and(
        eq(vehicleDrivers.vehicle_id, vehicles.vehicle_id),
        eq(vehicleDrivers.driver_id, input.driverId),
      ),
    )
    .where(eq(vehicles.vehicle_id, input.vehicleId));
  if (!vehicle) throw notFound("Vehicle not found");
  const row = vehicle.vehicle;
  const plate = displayPlate(row.registration_plate);
  if (row.status === "off_road") throw conflict(`The vehicle ${plate} is off road`);
  const [lapsed] = lapsedDocuments(row, now);
  if (lapsed) {
    const document = VEHICLE_DOCUMENT_LABELS[lapsed.document];
    const named = lapsed.document === "insurance" ? document.toLowerCase() : document;
    throw conflict(`The vehicle's ${named} lapsed on ${lapsed.lapsed_on}`);
  }
  // Class, seats and luggage: the same sentences the suggestions list shows.
  const [unfit] = vehicleReasons(
    { ...row, plate_display: plate, status: "active" },
    input.booking,
    now,
  );
  if (unfit) throw conflict(unfit);
  if (vehicle.allowed === null) throw conflict(notAllowedReason(plate));
}

/**
 * 409 when the chauffeur has a job that leaves less than the turnaround buffer before or after
 * [startsAt, endsAt). The database refuses only a true overlap (it cannot know the setting); the
 * buffer is the dispatcher's rule, checked here at assign time with the constraint's own words.
 * Call it inside the transaction that inserts the job.
 */
export async function assertDriverFree(
  tx: Executor,
  input: { driverId: number; startsAt: Date; endsAt: Date; bufferMinutes: number },
): Promise<void> {
  // One chauffeur's assignments queue here, so two dispatchers cannot both slip a job into the
  // buffer (the exclusion constraint only sees true overlaps). The weakest row lock that
  // serialises them: it does not block the foreign-key checks of other inserts.
  await tx
    .select({ id: drivers.driver_id })
    .from(drivers)
    .where(eq(drivers.driver_id, input.driverId))
    .for("no key update");
  const buffer = Math.max(0, input.bufferMinutes) * 60_000;
  const other = await overlappingBookingReference(tx, {
    driverId: input.driverId,
    startsAt: new Date(input.startsAt.getTime() - buffer),
    endsAt: new Date(input.endsAt.getTime() + buffer),
  });
  if (other !== null) throw conflict(`Driver already has a job at that time (booking ${other})`);
}

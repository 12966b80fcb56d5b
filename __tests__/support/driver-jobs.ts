import { assignDriver } from "@/server/dispatch/assign";
import type { AssignmentRow, BookingRow, NewBookingRow, UserRow } from "@/server/db/schema";
import { ADMIN_ACTOR, confirmedBooking } from "./assignments";
import { createUser } from "./factories";
import { offeredDriver } from "./offers";
import { vehicleFor } from "./vehicles";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The London wall-clock date and time of an instant, as a booking stores them. */
export function londonWallClock(at: Date): { booking_date: string; booking_time: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "";
  return {
    booking_date: `${part("year")}-${part("month")}-${part("day")}`,
    booking_time: `${part("hour")}:${part("minute")}:00`,
  };
}

export type Chauffeur = Awaited<ReturnType<typeof offeredDriver>>;

/**
 * A confirmed booking picked up at `pickupAt`, with a guest passenger who has a phone number,
 * assigned (with a vehicle) to the chauffeur, as the dispatcher would two days before.
 */
export async function assignedJob(input: {
  chauffeur: Chauffeur;
  pickupAt: Date;
  booking?: Partial<NewBookingRow>;
  payPence?: number;
}): Promise<{ booking: BookingRow; job: AssignmentRow; customer: UserRow }> {
  const customer = await createUser({ role: "customer" });
  const booking = await confirmedBooking({
    user_id: customer.user_id,
    ...londonWallClock(input.pickupAt),
    pickup_at: input.pickupAt,
    is_self_booking: false,
    guest_first_name: "Grace",
    guest_last_name: "Hopper",
    guest_phone_number: "+447700900123",
    flight_number: "BA286",
    pickup_sign: "Ms G. Hopper",
    notes_for_chauffeur: "Two child seats please",
    ...input.booking,
  });
  const vehicle = await vehicleFor(input.chauffeur.driverId, {
    phv_licence_expiry: "2099-12-31",
    mot_expiry: "2099-12-31",
    insurance_expiry: "2099-12-31",
  });
  const job = await assignDriver({
    bookingId: booking.booking_id,
    carNumber: 1,
    driverId: input.chauffeur.driverId,
    vehicleId: vehicle.vehicle_id,
    payPence: input.payPence ?? 5437,
    actor: ADMIN_ACTOR,
    now: new Date(input.pickupAt.getTime() - 2 * DAY_MS),
  });
  return { booking, job, customer };
}

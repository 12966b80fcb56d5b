import "server-only";
import { and, asc, desc, eq, gt, inArray, isNotNull, or } from "drizzle-orm";
import { nextJobStep, type PartnerJob, type PartnerJobs } from "@/lib/partners/partner-jobs";
import { executorOrDb } from "@/server/db/transaction";
import type { Executor } from "@/server/db/client";
import { assignments, bookings } from "@/server/db/schema";

/** How many accepted jobs the dashboard lists (newest pickups first). */
export const PARTNER_JOBS_LIMIT = 100;

const ACCEPTED_STATES = ["assigned", "on_the_way", "arrived", "on_board", "completed", "no_show"];

function select(db: Executor) {
  return db
    .select({ assignment: assignments, booking: bookings })
    .from(assignments)
    .innerJoin(bookings, eq(bookings.booking_id, assignments.booking_id));
}

type Joined = Awaited<ReturnType<ReturnType<typeof select>["execute"]>>[number];

function partnerJobView({ assignment, booking }: Joined): PartnerJob {
  return {
    assignment_id: assignment.assignment_id,
    booking_id: booking.booking_id,
    booking_reference: booking.booking_reference,
    car_number: assignment.car_number,
    status: assignment.status,
    booking_type: booking.booking_type,
    service_type: booking.service_type,
    pickup_location: booking.pickup_location,
    pickup_place_name: booking.pickup_place_name,
    dropoff_location: booking.dropoff_location,
    dropoff_place_name: booking.dropoff_place_name,
    booking_date: booking.booking_date,
    booking_time: booking.booking_time,
    pickup_time_zone: booking.pickup_time_zone,
    pickup_at: booking.pickup_at.toISOString(),
    number_of_passengers: booking.number_of_passengers,
    number_of_luggage: booking.number_of_luggage,
    number_of_hours: booking.number_of_hours,
    flight_number: booking.flight_number,
    pay_pence: assignment.pay_pence ?? 0,
    offer_expires_at: assignment.offer_expires_at?.toISOString() ?? null,
    chauffeur_name: assignment.partner_chauffeur_name,
    vehicle_plate: assignment.partner_vehicle_plate,
    next_step: nextJobStep(assignment.status),
  };
}

/**
 * The partner's open offers (soonest expiry first) and the jobs it accepted (on the road or
 * done, plus those taken back or cancelled after it accepted, newest pickup first). Only its
 * own: the partner's id is in every condition.
 */
export async function listPartnerJobs(
  partnerId: number,
  now: Date = new Date(),
  executor?: Executor,
): Promise<PartnerJobs> {
  const db = await executorOrDb(executor);
  const [offers, jobs] = [
    await select(db)
      .where(
        and(
          eq(assignments.partner_id, partnerId),
          eq(assignments.status, "offered"),
          gt(assignments.offer_expires_at, now),
        ),
      )
      .orderBy(asc(assignments.offer_expires_at), asc(assignments.assignment_id)),
    await select(db)
      .where(
        and(
          eq(assignments.partner_id, partnerId),
          or(
            inArray(assignments.status, ACCEPTED_STATES as PartnerJob["status"][]),
            and(
              inArray(assignments.status, ["unassigned", "cancelled"]),
              isNotNull(assignments.responded_at),
            ),
          ),
        ),
      )
      .orderBy(desc(bookings.pickup_at), desc(assignments.assignment_id))
      .limit(PARTNER_JOBS_LIMIT),
  ];
  return { offers: offers.map(partnerJobView), jobs: jobs.map(partnerJobView) };
}

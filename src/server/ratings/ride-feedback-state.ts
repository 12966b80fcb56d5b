import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { isWithinRatingWindow, ratingWindowEndsAt } from "@/lib/ratings/rules";
import { tipPresets } from "@/lib/ratings/tips";
import type { Executor } from "@/server/db/client";
import { executorOrDb } from "@/server/db/transaction";
import { assignments, bookings, drivers, payments } from "@/server/db/schema";
import { ratingsOfBooking } from "./queries";
import { ratingView, type RatingView } from "./rating-view";

export interface RideJobFeedback {
  assignment_id: number;
  car_number: number;
  /** The chauffeur's first name (a partner's chauffeur has none here). */
  chauffeur_first_name: string | null;
  rating: RatingView | null;
  can_rate: boolean;
  rate_until: string;
  tip: { amount_pence: number; status: "paid" | "refunded" } | null;
  can_tip: boolean;
}

export interface RideFeedbackState {
  booking_id: number;
  booking_reference: string;
  cancelled: boolean;
  price_pence: number;
  tip_presets: { percent: number; pence: number }[];
  jobs: RideJobFeedback[];
}

/**
 * What the customer may still do about a ride: rate each completed job (once, within 14 days)
 * and tip its chauffeur (once). Null when the booking is not the owner's.
 */
export async function rideFeedbackState(
  input: { bookingId: number; ownerUserId: number; now?: Date },
  executor?: Executor,
): Promise<RideFeedbackState | null> {
  const now = input.now ?? new Date();
  const db = await executorOrDb(executor);
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.booking_id, input.bookingId), eq(bookings.user_id, input.ownerUserId)))
    .limit(1);
  if (!booking) return null;
  const cancelled = booking.status === "cancelled";
  const jobs = await db
    .select({ job: assignments, first_name: drivers.first_name })
    .from(assignments)
    .leftJoin(drivers, eq(drivers.driver_id, assignments.driver_id))
    .where(and(eq(assignments.booking_id, booking.booking_id), eq(assignments.status, "completed")))
    .orderBy(assignments.car_number);
  const ratings = await ratingsOfBooking(db, [booking.booking_id]);
  const tips = jobs.length
    ? await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.kind, "tip"),
            inArray(
              payments.assignment_id,
              jobs.map(({ job }) => job.assignment_id),
            ),
            inArray(payments.status, ["succeeded", "refunded"]),
          ),
        )
    : [];
  return {
    booking_id: booking.booking_id,
    booking_reference: booking.booking_reference,
    cancelled,
    price_pence: booking.price_pence,
    tip_presets: tipPresets(booking.price_pence),
    jobs: jobs.map(({ job, first_name }) => {
      const rating = ratings.find((row) => row.assignment_id === job.assignment_id);
      const tip = tips.find((row) => row.assignment_id === job.assignment_id);
      return {
        assignment_id: job.assignment_id,
        car_number: job.car_number,
        chauffeur_first_name: first_name,
        rating: rating ? ratingView(rating) : null,
        can_rate: !cancelled && !rating && isWithinRatingWindow(job.updated_at, now),
        rate_until: ratingWindowEndsAt(job.updated_at).toISOString(),
        tip: tip
          ? {
              amount_pence: tip.amount_pence,
              status: tip.status === "refunded" ? "refunded" : "paid",
            }
          : null,
        can_tip: !cancelled && !tip && job.driver_id != null,
      };
    }),
  };
}

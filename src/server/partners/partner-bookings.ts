import "server-only";
import { and, eq, gte, ne, sql } from "drizzle-orm";
import type { PartnerBookingSummary, PartnerBookingView } from "@/lib/partners/types";
import type { SessionUser } from "@/server/auth/session";
import type { BookingListParams } from "@/server/bookings/booking-list-params";
import { listBookings, type ListedBooking } from "@/server/bookings/list-bookings";
import { getDb } from "@/server/db/client";
import { bookings, users, type PartnerRow } from "@/server/db/schema";
import { serializeBooking } from "@/server/bookings/serialize";
import type { ListPagination } from "@/server/http/list-params";
import { partnerViewer } from "./guards";
import { partnerRatingSummary } from "@/server/ratings/queries";

/** The ride and the guest; payment references, the account holder's details and notes stay out. */
export function partnerBookingView(booking: Omit<ListedBooking, "tab">): PartnerBookingView {
  const self = booking.is_self_booking === 1;
  return {
    booking_id: booking.booking_id,
    booking_reference: booking.booking_reference,
    guest_name: booking.customer_name,
    // Contact Guest: the passenger's own details, the account holder's for a self booking.
    guest_email: self ? (booking.email ?? null) : booking.guest_email,
    guest_phone: self ? (booking.phone_number ?? null) : booking.guest_phone_number,
    booking_type: booking.booking_type,
    service_type: booking.service_type,
    pickup_location: booking.pickup_location,
    dropoff_location: booking.dropoff_location,
    pickup_place_name: booking.pickup_place_name,
    dropoff_place_name: booking.dropoff_place_name,
    booking_date: booking.booking_date,
    booking_time: booking.booking_time,
    pickup_time_zone: booking.pickup_time_zone,
    pickup_at: booking.pickup_at,
    number_of_passengers: booking.number_of_passengers,
    number_of_luggage: booking.number_of_luggage,
    number_of_hours: booking.number_of_hours,
    flight_number: booking.flight_number,
    status: booking.status,
    paid: booking.payment_status === "paid",
    payment_status: booking.payment_status,
    amount_pence: booking.price_pence,
    created_at: booking.created_at,
  };
}

/** One page of the partner's bookings (its guest page's only), with the list's paging. */
export async function listPartnerBookings(input: {
  user: SessionUser;
  partner: PartnerRow;
  params: BookingListParams;
  now?: Date;
  /** False skips the count (the export reads page after page). */
  withTotals?: boolean;
}): Promise<{ data: PartnerBookingView[]; pagination: ListPagination }> {
  const { data, pagination } = await listBookings({
    viewer: partnerViewer(input.user, input.partner),
    params: input.params,
    now: input.now,
    withTotals: input.withTotals,
  });
  return { data: data.map(partnerBookingView), pagination };
}

/** One booking of the partner's by id; another partner's (or none's) reads as missing. */
export async function findPartnerBooking(
  partnerId: number,
  bookingId: number,
): Promise<PartnerBookingView | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      booking: bookings,
      owner: {
        first_name: users.first_name,
        last_name: users.last_name,
        email: users.email,
        phone_number: users.phone_number,
      },
    })
    .from(bookings)
    .innerJoin(users, eq(users.user_id, bookings.user_id))
    .where(and(eq(bookings.booking_id, bookingId), eq(bookings.partner_id, partnerId)))
    .limit(1);
  if (!row) return null;
  const { booking, owner } = row;
  const guest = `${booking.guest_first_name ?? ""} ${booking.guest_last_name ?? ""}`.trim();
  const customerName =
    !booking.is_self_booking && guest ? guest : `${owner.first_name} ${owner.last_name}`;
  return partnerBookingView({
    ...serializeBooking(booking, owner),
    customer_name: customerName,
  });
}

/**
 * The Recent Bookings cards. Active guests: distinct passengers (the guest's e-mail or name for
 * a booking made for someone else, else the account) with a ride still to come. Revenue: the
 * prices of its paid bookings, in pence. Average Rating: every rated ride attributed to it.
 */
export async function partnerBookingSummary(
  partnerId: number,
  now = new Date(),
): Promise<PartnerBookingSummary> {
  const db = await getDb();
  const guestKey = sql`case when ${bookings.is_self_booking} then 'u' || ${bookings.user_id}
    else 'g' || lower(coalesce(nullif(${bookings.guest_email}, ''),
      coalesce(${bookings.guest_first_name}, '') || ' ' || coalesce(${bookings.guest_last_name}, ''))) end`;
  const upcoming = and(ne(bookings.status, "cancelled"), gte(bookings.pickup_at, now));
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      guests: sql<number>`count(distinct ${guestKey}) filter (where ${upcoming})`.mapWith(Number),
      revenue:
        sql<number>`coalesce(sum(${bookings.price_pence}) filter (where ${bookings.payment_status} = 'paid'), 0)`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .where(eq(bookings.partner_id, partnerId));
  const rating = await partnerRatingSummary(db, partnerId);
  return {
    total_bookings: row?.total ?? 0,
    active_guests: row?.guests ?? 0,
    revenue_pence: row?.revenue ?? 0,
    average_rating: rating.average,
    rating_count: rating.count,
  };
}

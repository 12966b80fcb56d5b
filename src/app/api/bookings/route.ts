import { createBookingSchema } from "@/lib/validations/booking";
import { bookingListQuerySchema } from "@/lib/validations/booking-list";
import { listBookings as listAdminBookings } from "@/server/admin/booking-list";
import { actorFromUser } from "@/server/audit/actor";
import { requireUser } from "@/server/auth/guards";
import { bookingListParamsSchema } from "@/server/bookings/booking-list-params";
import { readOperationsNotice } from "@/server/bookings/booking-notification";
import { BOOKING_CREATED_MESSAGE, createBooking } from "@/server/bookings/create-booking";
import { groupJourneys } from "@/server/bookings/group-journeys";
import { listBookings } from "@/server/bookings/list-bookings";
import { serializeBooking } from "@/server/bookings/serialize";
import { ok, okList } from "@/server/http/envelope";
import { hashRequest, idempotencyKeyFrom, withIdempotency } from "@/server/http/idempotency";
import { route } from "@/server/http/route";
import type { Transaction } from "@/server/db/types";
import { parseSearchParams, parseWith, readJson } from "@/server/http/validation";

/**
 * The bookings list. Administrators: every booking, with the console's wider search (names,
 * e-mail, phone, reference, addresses, id), status, pickup dates, sort and keyset pages.
 * Customers: their own, with My Bookings' tabs and filters (booking-list-params.ts). Both answer
 * `data` as the array of bookings with `pagination` beside it.
 */
export const GET = route(async (request) => {
  const viewer = await requireUser(request);
  if (viewer.role === "admin") {
    const query = parseWith(
      bookingListQuerySchema,
      Object.fromEntries(request.nextUrl.searchParams),
    );
    const { data, pagination } = await listAdminBookings(query, viewer);
    return ok(data, {
      message: "Bookings retrieved successfully",
      headers: { "cache-control": "no-store" },
      beside: { pagination },
    });
  }
  const params = parseSearchParams(request, bookingListParamsSchema);
  const { data, ...paging } = await listBookings({ viewer, params });
  // A customer's return trip reads as one journey: the return leg rides on its outbound.
  return okList(viewer.role === "customer" ? groupJourneys(data) : data, paging);
});

/**
 * Creates a booking for the signed-in user (and its return leg when asked). The server prices it;
 * an Idempotency-Key header makes a double submit create one booking.
 */
export const POST = route(async (request) => {
  const user = await requireUser(request);
  const key = idempotencyKeyFrom(request);
  const body = await readJson(request);
  const payload = parseWith(createBookingSchema, body);
  // Read before any transaction opens: from the cached settings, not inside it.
  const notice = await readOperationsNotice();
  const execute = async (tx?: Transaction) => {
    const { outbound, returnLeg } = await createBooking(
      {
        userId: user.user_id,
        payload,
        audit: { actor: actorFromUser(user), channel: "online" },
        notice,
      },
      tx,
    );
    const data = {
      ...serializeBooking(outbound),
      return_booking: returnLeg ? serializeBooking(returnLeg) : null,
    };
    return { status: 201, body: data };
  };
  const result = key
    ? await withIdempotency(
        { scope: `bookings:create:${user.user_id}`, key, requestHash: hashRequest(body) },
        execute,
      )
    : await execute();
  return ok(result.body, {
    status: result.status,
    message: BOOKING_CREATED_MESSAGE,
    headers:
      "replayed" in result && result.replayed ? { "idempotent-replayed": "true" } : undefined,
  });
});

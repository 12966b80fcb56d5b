import { createBookingSchema } from "@/lib/validations/booking";
import { requireUser } from "@/server/auth/guards";
import { bookingListParamsSchema } from "@/server/bookings/booking-list-params";
import { BOOKING_CREATED_MESSAGE, createBooking } from "@/server/bookings/create-booking";
import { listBookings } from "@/server/bookings/list-bookings";
import { serializeBooking } from "@/server/bookings/serialize";
import { ok, okList } from "@/server/http/envelope";
import { hashRequest, idempotencyKeyFrom, withIdempotency } from "@/server/http/idempotency";
import { route } from "@/server/http/route";
import type { Transaction } from "@/server/db/types";
import { parseSearchParams, parseWith, readJson } from "@/server/http/validation";

/**
 * The signed-in customer's bookings, searched, filtered, sorted and paged by the server (see
 * booking-list-params.ts): `data` is the page's bookings, `pagination` and `tab_counts` beside
 * it. Administrators get every booking through the same parameters until their console's list
 * (with its wider search) takes this branch over.
 */
export const GET = route(async (request) => {
  const viewer = await requireUser(request);
  const params = parseSearchParams(request, bookingListParamsSchema);
  const { data, ...paging } = await listBookings({ viewer, params });
  return okList(data, paging);
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
  const execute = async (tx?: Transaction) => {
    const { outbound, returnLeg } = await createBooking({ userId: user.user_id, payload }, tx);
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

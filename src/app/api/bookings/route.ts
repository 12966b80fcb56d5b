import { createBookingSchema } from "@/lib/validations/booking";
import { bookingListQuerySchema } from "@/lib/validations/booking-list";
import { listBookings } from "@/server/admin/booking-list";
import { actorFromUser } from "@/server/audit/actor";
import { requireUser } from "@/server/auth/guards";
import { BOOKING_CREATED_MESSAGE, createBooking } from "@/server/bookings/create-booking";
import { serializeBooking } from "@/server/bookings/serialize";
import { ok } from "@/server/http/envelope";
import { hashRequest, idempotencyKeyFrom, withIdempotency } from "@/server/http/idempotency";
import { route } from "@/server/http/route";
import { readJson, parseWith } from "@/server/http/validation";

/**
 * The bookings list: every booking for an administrator (search, status, pickup dates, sort,
 * pages), a customer's own for a customer. `data` is the array; `pagination` sits beside it.
 */
export const GET = route(async (request) => {
  const user = await requireUser(request);
  const query = parseWith(bookingListQuerySchema, Object.fromEntries(request.nextUrl.searchParams));
  const { data, pagination } = await listBookings(query, user);
  return ok(data, {
    message: "Bookings retrieved successfully",
    headers: { "cache-control": "no-store" },
    beside: { pagination },
  });
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
  const execute = async () => {
    const { outbound, returnLeg } = await createBooking({
      userId: user.user_id,
      payload,
      audit: { actor: actorFromUser(user), channel: "online" },
    });
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

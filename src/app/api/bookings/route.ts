import { createBookingSchema } from "@/lib/validations/booking";
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
 * The bookings list, for every signed-in viewer through one schema and one module: the booking
 * policy scopes the rows (administrators every booking, a customer their own). `data` is the
 * array of bookings with `pagination` (and a customer's `tab_counts`) beside it.
 */
export const GET = route(async (request) => {
  const viewer = await requireUser(request);
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

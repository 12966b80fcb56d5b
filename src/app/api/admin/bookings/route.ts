import { phoneBookingSchema } from "@/lib/validations/phone-booking";
import { getAdminBookingDetails } from "@/server/bookings/booking-details";
import { takePhoneBooking } from "@/server/bookings/take-phone-booking";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { hashRequest, idempotencyKeyFrom, withIdempotency } from "@/server/http/idempotency";
import { route } from "@/server/http/route";
import type { Transaction } from "@/server/db/types";
import { parseWith, readJson } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/bookings: a booking taken by phone (administrators only). An Idempotency-Key
 * header makes a double submit take one booking.
 */
export const POST = route(async (request) => {
  const admin = await requireRole(request, "admin");
  const body = await readJson(request);
  const input = parseWith(phoneBookingSchema, body);
  const execute = async (tx?: Transaction) => {
    const taken = await takePhoneBooking({ ...input, actor: actorFromUser(admin) }, tx);
    const booking = await getAdminBookingDetails(taken.bookingId, tx);
    return { status: 201, body: { ...booking, customer_created: taken.customer.created } };
  };
  const key = idempotencyKeyFrom(request);
  const result = key
    ? await withIdempotency(
        { scope: `admin:phone-booking:${admin.user_id}`, key, requestHash: hashRequest(body) },
        execute,
      )
    : await execute();
  return ok(result.body, { status: result.status, message: "Booking created successfully" });
});

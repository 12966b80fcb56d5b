import { phoneBookingQuoteSchema } from "@/lib/validations/phone-booking";
import { quoteNewBooking } from "@/server/bookings/requote";
import { ok } from "@/server/http/envelope";
import { jsonAction } from "@/server/http/json-action";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/bookings/quote: the New Booking dialog's live price for the ride it would
 * take (same payload and pricing as the booking itself, return leg included). Nothing is stored.
 */
export const POST = jsonAction(
  { role: "admin", body: phoneBookingQuoteSchema },
  async ({ body: { booking } }) =>
    ok(await quoteNewBooking(booking), { headers: { "cache-control": "no-store" } }),
);

import { phoneBookingQuoteSchema } from "@/lib/validations/phone-booking";
import { requireRole } from "@/server/auth/guards";
import { quoteNewBooking } from "@/server/bookings/requote";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/bookings/quote: the New Booking dialog's live price for the ride it would
 * take (same payload and pricing as the booking itself, return leg included). Nothing is stored.
 */
export const POST = route(async (request) => {
  await requireRole(request, "admin");
  const { booking } = await parseJsonBody(request, phoneBookingQuoteSchema);
  return ok(await quoteNewBooking(booking), { headers: { "cache-control": "no-store" } });
});

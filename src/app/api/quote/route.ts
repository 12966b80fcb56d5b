import { quoteRequestSchema } from "@/lib/validations/booking";
import { quoteRide } from "@/server/bookings/quote-ride";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

/** Prices every service class for a ride; nothing is stored. */
export const POST = route(async (request) => {
  const quote = await parseJsonBody(request, quoteRequestSchema);
  return ok(await quoteRide(quote));
});

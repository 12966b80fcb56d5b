import { adminBookingEditSchema } from "@/lib/validations/admin-booking";
import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { requoteBookingEdit } from "@/server/bookings/requote";
import { ok } from "@/server/http/envelope";
import { jsonAction } from "@/server/http/json-action";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/bookings/{id}/quote: the Edit Booking dialog's live re-quote. The body is the
 * edit PUT /api/bookings/{id} takes; the answer is the old and new price, the refund and what
 * the customer would be told. Nothing is stored.
 */
export const POST = jsonAction(
  { role: "admin", params: bookingIdParamsSchema, body: adminBookingEditSchema },
  async ({ params, body: edit }) =>
    ok(await requoteBookingEdit({ bookingId: params.id, edit }), {
      headers: { "cache-control": "no-store" },
    }),
);

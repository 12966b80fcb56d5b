import { ticketStatusSchema } from "@/lib/validations/partner-ticket";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { findTicket, setTicketStatus } from "@/server/partners/tickets";
import { adminTicketChangeRoute, ticketParams } from "@/server/partners/routes/admin-ticket-route";

/** GET /api/admin/partners/tickets/{id}: one ticket with its replies. */
export const GET = route({ params: ticketParams }, async (request, { params }) => {
  await requireRole(request, "admin");
  return ok(await findTicket(params.ticketId));
});

/** PATCH /api/admin/partners/tickets/{id}: close or reopen (audited). */
export const PATCH = adminTicketChangeRoute({
  schema: ticketStatusSchema,
  change: ({ ticketId, body, actor }) => setTicketStatus({ ticketId, status: body.status, actor }),
  message: ({ status }) => (status === "Closed" ? "Ticket closed" : "Ticket reopened"),
});

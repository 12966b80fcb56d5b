import { z } from "zod";
import { ticketStatusSchema } from "@/lib/validations/partner-ticket";
import { idParam } from "@/lib/validations/ids";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { findTicket, setTicketStatus } from "@/server/partners/tickets";

const params = z.object({ ticketId: idParam });

/** GET /api/admin/partners/tickets/{id}: one ticket with its replies. */
export const GET = route({ params }, async (request, { params }) => {
  await requireRole(request, "admin");
  return ok(await findTicket(params.ticketId));
});

/** PATCH /api/admin/partners/tickets/{id}: close or reopen (audited). */
export const PATCH = route({ params }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const { status } = await parseJsonBody(request, ticketStatusSchema);
  const ticket = await setTicketStatus({
    ticketId: params.ticketId,
    status,
    actor: actorFromUser(admin),
  });
  return ok(ticket, { message: status === "Closed" ? "Ticket closed" : "Ticket reopened" });
});

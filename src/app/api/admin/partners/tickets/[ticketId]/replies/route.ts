import { z } from "zod";
import { TICKET_MESSAGES, ticketReplySchema } from "@/lib/validations/partner-ticket";
import { idParam } from "@/lib/validations/ids";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { replyToTicket } from "@/server/partners/tickets";

const params = z.object({ ticketId: idParam });

/** POST /api/admin/partners/tickets/{id}/replies: reply (e-mailed to the partner). */
export const POST = route({ params }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const { body } = await parseJsonBody(request, ticketReplySchema);
  const ticket = await replyToTicket({
    ticketId: params.ticketId,
    body,
    actor: actorFromUser(admin),
  });
  return ok(ticket, { status: 201, message: TICKET_MESSAGES.replied });
});

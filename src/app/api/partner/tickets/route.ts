import { TICKET_MESSAGES, ticketCreateSchema } from "@/lib/validations/partner-ticket";
import { actorFromUser } from "@/server/audit/actor";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { requirePartner } from "@/server/partners/guards";
import { consumeTicketLimit } from "@/server/partners/ticket-limits";
import { createTicket, listTickets } from "@/server/partners/tickets";

/** GET /api/partner/tickets: View All Tickets, the signed-in partner's own with their replies. */
export const GET = route(async (request) => {
  const { partner } = await requirePartner(request);
  return ok(await listTickets({ partnerId: partner.partner_id }), {
    headers: { "cache-control": "no-store" },
  });
});

/**
 * POST /api/partner/tickets: Submit a Ticket (stored and e-mailed to operations), a few at a
 * time per partner and per address (429 with Retry-After past that).
 */
export const POST = route(async (request) => {
  const { user, partner } = await requirePartner(request);
  const data = await parseJsonBody(request, ticketCreateSchema);
  await consumeTicketLimit({ partnerId: partner.partner_id, address: clientAddress(request) });
  const ticket = await createTicket({ partner, data, actor: actorFromUser(user) });
  return ok(ticket, { status: 201, message: TICKET_MESSAGES.submitted });
});

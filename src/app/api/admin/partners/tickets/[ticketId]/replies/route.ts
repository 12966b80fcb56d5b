import { TICKET_MESSAGES, ticketReplySchema } from "@/lib/validations/partner-ticket";
import { replyToTicket } from "@/server/partners/tickets";
import { adminTicketChangeRoute } from "@/server/partners/routes/admin-ticket-route";

/** POST /api/admin/partners/tickets/{id}/replies: reply (e-mailed to the partner). */
export const POST = adminTicketChangeRoute({
  schema: ticketReplySchema,
  change: ({ ticketId, body, actor }) => replyToTicket({ ticketId, body: body.body, actor }),
  message: () => TICKET_MESSAGES.replied,
  status: 201,
});

import type { TicketView } from "@/lib/validations/partner-ticket";

const OPENED_AT = "2026-11-20T10:00:00.000Z";

/** An open support ticket with no replies yet, as the ticket views receive it. */
export function ticketView(overrides: Partial<TicketView> = {}): TicketView {
  return {
    ticket_id: 3,
    partner_id: 1,
    company_name: "Aurora Cars Ltd",
    subject: "Logo upload",
    message: "It fails",
    status: "Open",
    created_at: OPENED_AT,
    updated_at: OPENED_AT,
    replies: [],
    ...overrides,
  };
}

/** The open ticket after an admin answered "Use a JPEG". */
export const answeredTicket: TicketView = ticketView({
  replies: [{ reply_id: 1, author_role: "admin", body: "Use a JPEG", created_at: OPENED_AT }],
});

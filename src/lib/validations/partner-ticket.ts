/** Support Center tickets: the partner's Submit a Ticket form, operations' replies and status. */
import { z } from "zod";
import { TICKET_STATUSES } from "@/lib/partners/ticket-status";
import { trimmedText } from "./fields";

export const TICKET_LIMITS = { subject: 150, message: 5000 } as const;

export const TICKET_MESSAGES = {
  subjectRequired: "Please enter a subject",
  subjectTooLong: `The subject must be at most ${TICKET_LIMITS.subject} characters`,
  messageRequired: "Please enter a message",
  messageTooLong: `The message must be at most ${TICKET_LIMITS.message} characters`,
  replyRequired: "Please enter a reply",
  status: "Status must be Open or Closed",
  submitted: "Your ticket has been submitted. We usually reply within 2-4 hours.",
  replied: "Reply sent",
  notFound: "Ticket not found",
} as const;

export const ticketCreateSchema = z.strictObject({
  subject: trimmedText({
    required: TICKET_MESSAGES.subjectRequired,
    max: TICKET_LIMITS.subject,
    tooLong: TICKET_MESSAGES.subjectTooLong,
  }),
  message: trimmedText({
    required: TICKET_MESSAGES.messageRequired,
    max: TICKET_LIMITS.message,
    tooLong: TICKET_MESSAGES.messageTooLong,
  }),
});
export type TicketCreateInput = z.infer<typeof ticketCreateSchema>;

export const ticketReplySchema = z.strictObject({
  body: trimmedText({
    required: TICKET_MESSAGES.replyRequired,
    max: TICKET_LIMITS.message,
    tooLong: TICKET_MESSAGES.messageTooLong,
  }),
});

export const ticketStatusSchema = z.strictObject({
  status: z.enum(TICKET_STATUSES, { error: TICKET_MESSAGES.status }),
});

export interface TicketReplyView {
  reply_id: number;
  author_role: "admin" | "partner";
  body: string;
  created_at: string;
}

export interface TicketView {
  ticket_id: number;
  partner_id: number;
  company_name?: string;
  subject: string;
  message: string;
  status: "Open" | "Closed";
  created_at: string;
  updated_at: string;
  replies: TicketReplyView[];
}

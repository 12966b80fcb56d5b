import { sql } from "drizzle-orm";
import { check, index, pgTable, text } from "drizzle-orm/pg-core";
import { partners } from "./partners";
import { users } from "./users";
import { createdAt, optionalRef, requiredRef, serialId, timestamps } from "./columns";

export const PARTNER_TICKET_STATUSES = ["Open", "Closed"] as const;
export type PartnerTicketStatus = (typeof PARTNER_TICKET_STATUSES)[number];

/** A partner's Support Center ticket; operations answer it from the console's tickets inbox. */
export const partnerTickets = pgTable(
  "partner_tickets",
  {
    ticket_id: serialId("ticket_id"),
    partner_id: requiredRef("partner_id", () => partners.partner_id, "cascade"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status").$type<PartnerTicketStatus>().notNull().default("Open"),
    ...timestamps(),
  },
  (table) => [
    index("partner_tickets_partner_idx").on(table.partner_id, table.created_at),
    index("partner_tickets_status_idx").on(table.status, table.updated_at),
    check("partner_tickets_status_check", sql`${table.status} in ('Open', 'Closed')`),
  ],
);

/** The replies on a ticket, from operations (author_role admin) or the partner. */
export const partnerTicketReplies = pgTable(
  "partner_ticket_replies",
  {
    reply_id: serialId("reply_id"),
    ticket_id: requiredRef("ticket_id", () => partnerTickets.ticket_id, "cascade"),
    author_user_id: optionalRef("author_user_id", () => users.user_id, "set null"),
    author_role: text("author_role").$type<"admin" | "partner">().notNull(),
    body: text("body").notNull(),
    created_at: createdAt(),
  },
  (table) => [index("partner_ticket_replies_ticket_idx").on(table.ticket_id, table.created_at)],
);

export type PartnerTicketRow = typeof partnerTickets.$inferSelect;
export type PartnerTicketReplyRow = typeof partnerTicketReplies.$inferSelect;

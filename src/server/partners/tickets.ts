import "server-only";
import { operationsNotificationsOn } from "@/server/settings/notifications";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { asc, desc, eq, inArray } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { ticketStateMachine, type TicketStatus } from "@/lib/partners/ticket-status";
import type { TicketCreateInput, TicketView } from "@/lib/validations/partner-ticket";
import { TICKET_MESSAGES } from "@/lib/validations/partner-ticket";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import { getDb } from "@/server/db/client";
import {
  partnerTicketReplies,
  partnerTickets,
  partners,
  users,
  type PartnerRow,
  type PartnerTicketRow,
  type PartnerTicketStatus,
} from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import type { Transaction } from "@/server/db/types";
import {
  partnerTicketNotificationEmail,
  partnerTicketReplyEmail,
} from "@/server/email/templates/partner-ticket";
import { conflict, notFound } from "@/server/http/errors";
import { queueAfterCommit } from "@/server/email/queue-after-commit";
import { lockRowOrNotFound } from "@/server/db/lock-row";

// The table's statuses and the ticket state machine's are the same; this fails to compile if not.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const statusesAgree: Same<PartnerTicketStatus, TicketStatus> = true;
void statusesAgree;

const ticketEntity = (id: number) => ({ kind: "partner_ticket" as const, id });

/** Submit a Ticket: stored, audited and e-mailed to the operations mailbox after the commit. */
export async function createTicket(input: {
  partner: PartnerRow;
  data: TicketCreateInput;
  actor: AuditActor;
}): Promise<TicketView> {
  const config = getServerConfig();
  const row = await inTransaction(undefined, async (tx) => {
    const [created] = await tx
      .insert(partnerTickets)
      .values({ partner_id: input.partner.partner_id, ...input.data })
      .returning();
    const ticket = created!;
    await recordAudit(tx, {
      actor: input.actor,
      entity: ticketEntity(ticket.ticket_id),
      action: "created",
      changes: { subject: { old: null, new: ticket.subject } },
      context: { partner_id: ticket.partner_id },
    });
    // Settings' Email Notifications decides whether operations hears of it.
    if (await operationsNotificationsOn(tx))
      await queueAfterCommit(tx, {
        to: config.operationsEmail,
        template: "partner-ticket-notification",
        ...partnerTicketNotificationEmail({
          site: await getSiteIdentity(tx),
          ticketId: ticket.ticket_id,
          companyName: input.partner.company_name,
          subject: ticket.subject,
          message: ticket.message,
          inboxUrl: `${config.siteUrl}/admin/partners/tickets/${ticket.ticket_id}`,
        }),
      });
    return ticket;
  });
  return toView(row, []);
}

/** The tickets with their replies; a partner's own (partnerId) or all of them (the inbox). */
export async function listTickets(filter: {
  partnerId?: number;
  status?: PartnerTicketStatus;
}): Promise<TicketView[]> {
  const db = await getDb();
  const rows = await db
    .select({ ticket: partnerTickets, company_name: partners.company_name })
    .from(partnerTickets)
    .innerJoin(partners, eq(partners.partner_id, partnerTickets.partner_id))
    .where(
      filter.partnerId !== undefined
        ? eq(partnerTickets.partner_id, filter.partnerId)
        : filter.status
          ? eq(partnerTickets.status, filter.status)
          : undefined,
    )
    .orderBy(desc(partnerTickets.updated_at), desc(partnerTickets.ticket_id))
    .limit(200);
  const ids = rows.map((row) => row.ticket.ticket_id);
  const replies = ids.length
    ? await db
        .select()
        .from(partnerTicketReplies)
        .where(inArray(partnerTicketReplies.ticket_id, ids))
        .orderBy(asc(partnerTicketReplies.created_at), asc(partnerTicketReplies.reply_id))
    : [];
  return rows.map((row) =>
    toView(
      row.ticket,
      replies.filter((reply) => reply.ticket_id === row.ticket.ticket_id),
      row.company_name,
    ),
  );
}

export async function findTicket(ticketId: number): Promise<TicketView> {
  const db = await getDb();
  const [row] = await db
    .select({ ticket: partnerTickets, company_name: partners.company_name })
    .from(partnerTickets)
    .innerJoin(partners, eq(partners.partner_id, partnerTickets.partner_id))
    .where(eq(partnerTickets.ticket_id, ticketId));
  if (!row) throw notFound(TICKET_MESSAGES.notFound);
  const replies = await db
    .select()
    .from(partnerTicketReplies)
    .where(eq(partnerTicketReplies.ticket_id, ticketId))
    .orderBy(asc(partnerTicketReplies.created_at), asc(partnerTicketReplies.reply_id));
  return toView(row.ticket, replies, row.company_name);
}

async function lockTicket(tx: Transaction, ticketId: number): Promise<PartnerTicketRow> {
  return lockRowOrNotFound(
    tx,
    partnerTickets,
    eq(partnerTickets.ticket_id, ticketId),
    TICKET_MESSAGES.notFound,
  );
}

/** An operator's reply: stored, audited, e-mailed to the partner's account address. */
export async function replyToTicket(input: {
  ticketId: number;
  body: string;
  actor: AuditActor;
}): Promise<TicketView> {
  const config = getServerConfig();
  await inTransaction(undefined, async (tx) => {
    const ticket = await lockTicket(tx, input.ticketId);
    const [reply] = await tx
      .insert(partnerTicketReplies)
      .values({
        ticket_id: ticket.ticket_id,
        author_user_id: input.actor.id,
        author_role: "admin",
        body: input.body,
      })
      .returning();
    await tx
      .update(partnerTickets)
      .set({ updated_at: new Date() })
      .where(eq(partnerTickets.ticket_id, ticket.ticket_id));
    await recordAudit(tx, {
      actor: input.actor,
      entity: ticketEntity(ticket.ticket_id),
      action: "replied",
      context: { partner_id: ticket.partner_id, reply_id: reply!.reply_id },
    });
    const [owner] = await tx
      .select({ email: users.email, name: partners.contact_person_name })
      .from(partners)
      .innerJoin(users, eq(users.user_id, partners.user_id))
      .where(eq(partners.partner_id, ticket.partner_id));
    if (owner) {
      await queueAfterCommit(tx, {
        to: owner.email,
        template: "partner-ticket-reply",
        ...partnerTicketReplyEmail({
          site: await getSiteIdentity(tx),
          contactName: owner.name,
          ticketId: ticket.ticket_id,
          subject: ticket.subject,
          reply: input.body,
          supportUrl: `${config.siteUrl}/partner-dashboard/support`,
        }),
      });
    }
  });
  return findTicket(input.ticketId);
}

/**
 * Close or reopen a ticket, through the ticket state machine: a refused move (closing a ticket
 * someone has already closed) answers 409 and changes nothing. Audited.
 */
export async function setTicketStatus(input: {
  ticketId: number;
  status: PartnerTicketStatus;
  actor: AuditActor;
}): Promise<TicketView> {
  await inTransaction(undefined, async (tx) => {
    const ticket = await lockTicket(tx, input.ticketId);
    const verdict = ticketStateMachine.check({
      from: ticket.status,
      to: input.status,
      actor: input.actor.kind,
    });
    if (!verdict.allowed) throw conflict(verdict.reason);
    await tx
      .update(partnerTickets)
      .set({ status: input.status, updated_at: new Date() })
      .where(eq(partnerTickets.ticket_id, ticket.ticket_id));
    await recordAudit(tx, {
      actor: input.actor,
      entity: ticketEntity(ticket.ticket_id),
      action: "status_changed",
      changes: { status: { old: ticket.status, new: input.status } },
      context: { partner_id: ticket.partner_id },
    });
  });
  return findTicket(input.ticketId);
}

function toView(
  row: PartnerTicketRow,
  replies: (typeof partnerTicketReplies.$inferSelect)[],
  companyName?: string,
): TicketView {
  return {
    ticket_id: row.ticket_id,
    partner_id: row.partner_id,
    ...(companyName !== undefined ? { company_name: companyName } : {}),
    subject: row.subject,
    message: row.message,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    replies: replies.map((reply) => ({
      reply_id: reply.reply_id,
      author_role: reply.author_role,
      body: reply.body,
      created_at: reply.created_at.toISOString(),
    })),
  };
}

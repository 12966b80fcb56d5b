import { and, eq } from "drizzle-orm";
import { GET as inbox } from "@/app/api/admin/partners/tickets/route";
import {
  GET as readOne,
  PATCH as setStatus,
} from "@/app/api/admin/partners/tickets/[ticketId]/route";
import { POST as reply } from "@/app/api/admin/partners/tickets/[ticketId]/replies/route";
import { GET as ownTickets, POST as submit } from "@/app/api/partner/tickets/route";
import { TICKET_MESSAGES, type TicketView } from "@/lib/validations/partner-ticket";
import { getDb } from "@/server/db/client";
import { auditEvents, emailOutbox, type PartnerRow, type UserRow } from "@/server/db/schema";
import { call } from "@test/accounts";
import { createUser } from "@test/factories";
import { createPartner } from "@test/partners";

let a: { user: UserRow; partner: PartnerRow };
let b: { user: UserRow; partner: PartnerRow };
let admin: UserRow;
let customer: UserRow;

beforeAll(async () => {
  a = await createPartner();
  b = await createPartner({ status: "Pending" });
  admin = await createUser({ role: "admin" });
  customer = await createUser();
});

const post = (as: UserRow | undefined, body: unknown) =>
  call(submit, { method: "POST", url: "/api/partner/tickets", body, ...(as ? { as } : {}) });
const replyAs = (as: UserRow, ticketId: string, body: unknown) =>
  call(reply, { method: "POST", as, params: { ticketId }, body });
const setStatusAs = (as: UserRow, ticketId: string, status: string) =>
  call(setStatus, { method: "PATCH", as, params: { ticketId }, body: { status } });

describe("partner support tickets", () => {
  it("stores a ticket, audits it and e-mails operations; only its own partner sees it", async () => {
    const res = await post(a.user, { subject: "  Payout question ", message: "When is it paid?" });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(TICKET_MESSAGES.submitted);
    const ticket = res.body.data as TicketView;
    expect(ticket).toMatchObject({ subject: "Payout question", status: "Open", replies: [] });
    const db = await getDb();
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "partner-ticket-notification"));
    expect(mails.some((mail) => mail.subject.includes("Payout question"))).toBe(true);
    expect(mails[0]!.to_address).toBe("operations@example.com");
    const audit = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity_kind, "partner_ticket"),
          eq(auditEvents.entity_id, String(ticket.ticket_id)),
        ),
      );
    expect(audit.map((row) => row.action)).toEqual(["created"]);

    const mine = await call(ownTickets, { as: a.user });
    expect((mine.body.data as TicketView[]).map((t) => t.ticket_id)).toContain(ticket.ticket_id);
    const theirs = await call(ownTickets, { as: b.user });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toEqual([]);
  });

  it("answers each validation message, a malformed body and unknown keys with 400", async () => {
    const empty = await post(a.user, { subject: " ", message: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      subject: TICKET_MESSAGES.subjectRequired,
      message: TICKET_MESSAGES.messageRequired,
    });
    const long = await post(a.user, { subject: "x".repeat(151), message: "y".repeat(5001) });
    expect(long.body.errors).toMatchObject({
      subject: TICKET_MESSAGES.subjectTooLong,
      message: TICKET_MESSAGES.messageTooLong,
    });
    expect((await post(a.user, "{not json")).status).toBe(400);
    expect((await post(a.user, { subject: "s", message: "m", partner_id: 9 })).status).toBe(400);
  });

  it("needs a partner session", async () => {
    expect((await post(undefined, { subject: "s", message: "m" })).status).toBe(401);
    expect((await post(customer, { subject: "s", message: "m" })).status).toBe(403);
    expect((await post(admin, { subject: "s", message: "m" })).status).toBe(403);
    expect((await call(ownTickets, {})).status).toBe(401);
  });

  it("lets the administrator reply (e-mailed, shown to the partner), close and reopen", async () => {
    const created = await post(a.user, { subject: "Logo", message: "Cannot upload my logo" });
    const id = String((created.body.data as TicketView).ticket_id);
    const listed = await call(inbox, { as: admin, url: "/api/admin/partners/tickets?status=Open" });
    expect((listed.body.data as TicketView[]).map((t) => String(t.ticket_id))).toContain(id);

    const bad = await replyAs(admin, id, { body: " " });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ body: TICKET_MESSAGES.replyRequired });

    const sent = await replyAs(admin, id, { body: "Try a JPEG under 4 MB." });
    expect(sent.status).toBe(201);
    const db = await getDb();
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "partner-ticket-reply"));
    expect(mail!.to_address).toBe(a.user.email);
    expect(mail!.text).toContain("Try a JPEG under 4 MB.");

    const seen = await call(ownTickets, { as: a.user });
    const ticket = (seen.body.data as TicketView[]).find((t) => String(t.ticket_id) === id);
    expect(ticket!.replies).toEqual([
      expect.objectContaining({ author_role: "admin", body: "Try a JPEG under 4 MB." }),
    ]);

    const closed = await setStatusAs(admin, id, "Closed");
    expect(closed.status).toBe(200);
    expect((closed.body.data as TicketView).status).toBe("Closed");
    const reopened = await setStatusAs(admin, id, "Open");
    expect((reopened.body.data as TicketView).status).toBe("Open");
    // Reopening an open ticket (a stale screen) is refused by the ticket state machine.
    const again = await setStatusAs(admin, id, "Open");
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: "This ticket is already Open" });
    const invalid = await setStatusAs(admin, id, "Done");
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toMatchObject({ status: TICKET_MESSAGES.status });
    const audit = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity_kind, "partner_ticket"), eq(auditEvents.entity_id, id)));
    expect(audit.map((row) => row.action)).toEqual([
      "created",
      "replied",
      "status_changed",
      "status_changed",
    ]);
  });

  it("keeps the inbox to administrators and answers 404 for a missing or malformed ticket", async () => {
    expect((await call(inbox, {})).status).toBe(401);
    expect((await call(inbox, { as: a.user })).status).toBe(403);
    expect((await call(readOne, { as: a.user, params: { ticketId: "1" } })).status).toBe(403);
    expect((await replyAs(b.user, "1", { body: "x" })).status).toBe(403);
    expect((await call(readOne, { as: admin, params: { ticketId: "999999" } })).status).toBe(404);
    expect((await call(readOne, { as: admin, params: { ticketId: "abc" } })).status).toBe(404);
    expect((await replyAs(admin, "999999", { body: "x" })).status).toBe(404);
  });
});

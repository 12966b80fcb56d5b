import { and, count, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { POST as createBookingRoute } from "@/app/api/bookings/route";
import { createdEvent, customerActor } from "@/server/audit/booking-events";
import { issueToken } from "@/server/auth/session";
import { getCacheNamespace, getDb } from "@/server/db/client";
import { sumLines } from "@/lib/price-lines";
import { auditEvents, bookings, emailOutbox, jobs, type UserRow } from "@/server/db/schema";
import { pointToPointPayload } from "@test/booking";
import { createUser } from "@test/factories";
import { recordStatements } from "@test/statements";

// A booking is the busiest write: its cost is counted in statements, and what it records (the
// booking, its audit row, the operations e-mail) must all be there, exactly as before.
jest.setTimeout(30_000);

beforeEach(() => {
  jest.spyOn(console, "info").mockImplementation(() => undefined);
});

async function book(user: UserRow, headers: Record<string, string> = {}) {
  const token = await issueToken(user);
  const request = new NextRequest("http://localhost/api/bookings", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(pointToPointPayload()),
  });
  const { result: response, statements } = await recordStatements(() =>
    createBookingRoute(request, { params: Promise.resolve({}) }),
  );
  const body = (await response.json()) as { data: { booking_id: number } };
  return { status: response.status, bookingId: body.data.booking_id, statements };
}

const isSettingsRead = (sql: string) => /from "site_settings"/i.test(sql);
const isBegin = (sql: string) => /^begin/i.test(sql.trim());
const isCommit = (sql: string) => /^commit/i.test(sql.trim());

// The database's identity (the cache key) is read once a minute on a PostgreSQL server, at open
// on the embedded one; read it first so the counts below are a booking's own, as in a warm server.
beforeAll(async () => {
  await getCacheNamespace();
});

describe("POST /api/bookings statements", () => {
  it("writes a one-way booking, its audit row and its e-mail in one statement, without a transaction", async () => {
    const user = await createUser();
    const { status, statements } = await book(user);
    expect(status).toBe(201);
    // The session lookup, the settings (outside Next there is no data cache, so they are read
    // here; `next start` answers them from its cache) and the booking's one statement.
    expect(statements.length).toBeLessThanOrEqual(3);
    expect(statements.filter(isBegin)).toEqual([]);
    const writes = statements.filter((sql) => /insert into/i.test(sql));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/insert into "bookings"/);
    expect(writes[0]).toMatch(/insert into "audit_events"/);
    expect(writes[0]).toMatch(/insert into "email_outbox"/);
  });

  it("records the same audit row and a complete operations e-mail as before", async () => {
    const user = await createUser();
    const { bookingId } = await book(user);
    const db = await getDb();
    const [row] = await db.select().from(bookings).where(eq(bookings.booking_id, bookingId));
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entity_kind, "booking"), eq(auditEvents.entity_id, String(bookingId))),
      );
    const expected = createdEvent(row!, customerActor(user.user_id), "online");
    expect(audit).toMatchObject({
      actor_kind: "customer",
      actor_id: user.user_id,
      action: "created",
      changes: expected.changes,
      context: expected.context,
    });
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `New booking ${row!.booking_reference}`));
    expect(mail).toMatchObject({ template: "new-booking-notification", status: "logged" });
    expect(mail!.text).toContain(`(booking #${bookingId})`);
    expect(mail!.html).toContain(`(booking #${bookingId})`);
    expect(mail!.text).not.toMatch(/booking-id-/);
  });

  it("records everything a booking holds through that one statement: row, price lines, audit, outbox", async () => {
    const user = await createUser();
    const db = await getDb();
    const jobsBefore = (await db.select({ n: count() }).from(jobs))[0]!.n;
    const { bookingId, statements } = await book(user);
    // The price lines snapshot rides in the booking row (a jsonb column) of the one write.
    expect(statements.filter((sql) => /insert into/i.test(sql))).toHaveLength(1);
    const [row] = await db.select().from(bookings).where(eq(bookings.booking_id, bookingId));
    expect(row!.status).toBe("pending");
    expect(row!.price_lines?.length).toBeGreaterThan(0);
    expect(sumLines(row!.price_lines!)).toBe(row!.price_pence);
    const audits = await db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entity_kind, "booking"), eq(auditEvents.entity_id, String(bookingId))),
      );
    expect(audits.map((audit) => audit.action)).toEqual(["created"]);
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `New booking ${row!.booking_reference}`));
    expect(mails).toHaveLength(1);
    // Reminders are planned when a booking is confirmed (paid or approved), not while it is
    // pending, so creating one queues no job.
    expect((await db.select({ n: count() }).from(jobs))[0]!.n).toBe(jobsBefore);
  });

  it("reads no settings inside the transaction an Idempotency-Key opens", async () => {
    const user = await createUser();
    const { status, statements } = await book(user, { "Idempotency-Key": `k-${Date.now()}` });
    expect(status).toBe(201);
    const begin = statements.findIndex(isBegin);
    const commit = statements.findIndex(isCommit);
    expect(begin).toBeGreaterThanOrEqual(0);
    expect(commit).toBeGreaterThan(begin);
    expect(statements.slice(begin, commit).filter(isSettingsRead)).toEqual([]);
    // BEGIN, the booking's statement, the stored answer, COMMIT.
    expect(commit - begin).toBeLessThanOrEqual(3);
  });
});

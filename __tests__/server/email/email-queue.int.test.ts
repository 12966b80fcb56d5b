import { and, eq } from "drizzle-orm";
import { getServerConfig, resetServerConfigForTests } from "@/env";
import { listAuditEvents } from "@/server/audit/queries";
import { getDb } from "@/server/db/client";
import { emailOutbox, jobs } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { FORCED_FAILURE_MESSAGE } from "@/server/email/delivery-attempt";
import { emailJobKey, queueEmail, sendEmail, type EmailMessage } from "@/server/email/send-email";
import { recordUndeliverableEmail } from "@/server/email/undeliverable";
import { drainJobs } from "@/server/jobs/drain";
import { createBookingRow, createUser } from "@test/factories";

type SendAnswer = { data: { id: string } | null; error: { message: string } | null };
const send = jest.fn(async (..._args: unknown[]): Promise<SendAnswer> => ({
  data: { id: "re_ok" },
  error: null,
}));
jest.mock("resend", () => ({ Resend: jest.fn().mockImplementation(() => ({ emails: { send } })) }));

const MINUTE = 60_000;
const REFUSED: SendAnswer = { data: null, error: { message: "503 Service Unavailable" } };
const drain = (now: Date) => drainJobs({ now, schedules: [], jitter: () => 0 });

let serial = 0;
const message = (extra: Partial<EmailMessage> = {}): EmailMessage => {
  serial += 1;
  return {
    to: `queue-${serial}@example.com`,
    subject: `Your ride ${serial}`,
    template: "test",
    html: "<p>Hi</p>",
    text: "Hi",
    ...extra,
  };
};

async function outboxRow(to: string) {
  const db = await getDb();
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.to_address, to));
  return row!;
}

async function deliveryJob(emailId: number) {
  const db = await getDb();
  const [job] = await db
    .select()
    .from(jobs)
    .where(eq(jobs.dedupe_key, emailJobKey(emailId)));
  return job!;
}

function useResend() {
  beforeAll(() => {
    process.env.RESEND_API_KEY = "re_test_key";
    process.env.EMAIL_FROM = "Bookings <bookings@example.com>";
    resetServerConfigForTests();
  });
  afterAll(() => {
    delete process.env.RESEND_API_KEY;
    delete process.env.EMAIL_FROM;
    resetServerConfigForTests();
  });
  beforeEach(() => send.mockReset());
}

describe("an e-mail through Resend goes through the queue", () => {
  useResend();

  it("is tried at once, retried after 1, 5, 15 and 40 minutes, then failed with one History line", async () => {
    send.mockResolvedValue(REFUSED);
    const owner = await createUser();
    const booking = await createBookingRow({ user_id: owner.user_id });
    const mail = message({ bookingId: booking.booking_id, dedupeKey: `queue-fail-${serial}` });
    const before = Date.now();
    expect(await sendEmail(mail)).toBe(true);

    // The first try ran in the request, as the job's attempt 1.
    expect(send).toHaveBeenCalledTimes(1);
    const row = await outboxRow(mail.to);
    expect(row.status).toBe("failed");
    let job = await deliveryJob(row.email_id);
    expect(job).toMatchObject({ kind: "email.deliver", status: "queued", attempts: 1 });
    expect(job.max_attempts).toBe(5);
    expect(job.last_error).toContain("503");
    const firstGap = job.run_at.getTime() - before;
    expect(firstGap).toBeGreaterThanOrEqual(MINUTE);
    expect(firstGap).toBeLessThan(MINUTE * 1.1 + 5_000);

    for (const [attempt, gapMinutes] of [
      [2, 5],
      [3, 15],
      [4, 40],
    ] as const) {
      // Not a moment early.
      expect((await drain(new Date(job.run_at.getTime() - 1_000))).claimed).toBe(0);
      const due = job.run_at;
      expect(await drain(due)).toMatchObject({ claimed: 1, retried: 1 });
      job = await deliveryJob(row.email_id);
      expect(job).toMatchObject({ status: "queued", attempts: attempt });
      expect(job.run_at.getTime() - due.getTime()).toBe(gapMinutes * MINUTE);
    }
    expect(await drain(job.run_at)).toMatchObject({ claimed: 1, failed: 1 });
    job = await deliveryJob(row.email_id);
    expect(job).toMatchObject({ status: "failed", attempts: 5 });
    expect(job.last_error).toContain("503 Service Unavailable");
    expect(send).toHaveBeenCalledTimes(5);
    // Every send carried the row's idempotency key.
    for (const call of send.mock.calls)
      expect(call[1]).toMatchObject({ idempotencyKey: mail.dedupeKey });
    expect((await outboxRow(mail.to)).status).toBe("failed");

    const summary = `E-mail '${mail.subject}' to ${mail.to} could not be delivered after 5 attempts`;
    const lines = async () =>
      (await listAuditEvents({ kind: "booking", id: booking.booking_id })).filter(
        (entry) => entry.action === "email_undeliverable",
      );
    expect(await lines()).toEqual([
      expect.objectContaining({
        actor_kind: "system",
        context: expect.objectContaining({ summary, email_id: row.email_id }),
      }),
    ]);
    // A final attempt run twice (a lost lease) writes the line once.
    const db = await getDb();
    await recordUndeliverableEmail(db, {
      bookingId: booking.booking_id,
      emailId: row.email_id,
      to: mail.to,
      subject: mail.subject,
      attempts: 5,
    });
    expect(await lines()).toHaveLength(1);
    // Later drains leave a failed job alone.
    expect((await drain(new Date(job.run_at.getTime() + 24 * 60 * MINUTE))).claimed).toBe(0);
  });

  it("marks the row sent when a later attempt succeeds, and a sent row is never sent again", async () => {
    send
      .mockResolvedValueOnce(REFUSED)
      .mockResolvedValue({ data: { id: "re_later" }, error: null });
    const mail = message({ fromName: "Heathrow Cars" });
    await sendEmail(mail);
    const row = await outboxRow(mail.to);
    expect(row).toMatchObject({ status: "failed", error: expect.stringContaining("503") });
    const job = await deliveryJob(row.email_id);
    expect(await drain(job.run_at)).toMatchObject({ claimed: 1, done: 1 });
    expect(await outboxRow(mail.to)).toMatchObject({
      status: "sent",
      provider_message_id: "re_later",
      error: null,
    });
    expect(await deliveryJob(row.email_id)).toMatchObject({ status: "done", attempts: 2 });
    // The retry kept the sender's name from the payload.
    expect(send.mock.calls[1]![0]).toMatchObject({
      from: '"Heathrow Cars" <bookings@example.com>',
      to: mail.to,
    });

    // Run again (an administrator's Retry of a done job is refused, but a lost lease reruns it).
    const db = await getDb();
    await db
      .update(jobs)
      .set({ status: "queued", run_at: job.run_at })
      .where(eq(jobs.job_id, job.job_id));
    expect(await drain(job.run_at)).toMatchObject({ claimed: 1, done: 1 });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("queues the row and its job in the caller's transaction: a rollback leaves neither", async () => {
    const mail = message();
    await expect(
      inTransaction(undefined, async (tx) => {
        await queueEmail(mail, tx);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const db = await getDb();
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to_address, mail.to))).toEqual(
      [],
    );

    const kept = message({ dedupeKey: `queue-once-${serial}` });
    const emailId = await inTransaction(undefined, (tx) => queueEmail(kept, tx));
    expect(emailId).not.toBeNull();
    expect(await deliveryJob(emailId!)).toMatchObject({ status: "queued", attempts: 0 });
    // The same dedupe key again: no second row, no second job.
    expect(await queueEmail(kept)).toBeNull();
    const all = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "email.deliver"), eq(jobs.dedupe_key, emailJobKey(emailId!))));
    expect(all).toHaveLength(1);
  });
});

describe("with the outbox adapter", () => {
  afterEach(() => resetServerConfigForTests());

  it("keeps a message logged at once with no job, as before the queue", async () => {
    expect(getServerConfig().email.kind).toBe("outbox");
    const mail = message();
    expect(await sendEmail(mail)).toBe(true);
    const row = await outboxRow(mail.to);
    expect(row).toMatchObject({ status: "logged" });
    expect(row.sent_at).toBeInstanceOf(Date);
    const db = await getDb();
    expect(
      await db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupe_key, emailJobKey(row.email_id))),
    ).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });

  it("with failures forced (development), queues and fails, and delivers once they stop", async () => {
    resetServerConfigForTests();
    Object.assign(getServerConfig(), { emailForceFailure: true });
    const mail = message();
    await sendEmail(mail);
    const row = await outboxRow(mail.to);
    expect(row).toMatchObject({
      status: "failed",
      error: expect.stringContaining(FORCED_FAILURE_MESSAGE),
    });
    const job = await deliveryJob(row.email_id);
    expect(job).toMatchObject({
      status: "queued",
      attempts: 1,
      last_error: FORCED_FAILURE_MESSAGE,
    });

    resetServerConfigForTests();
    await drain(job.run_at);
    expect(await deliveryJob(row.email_id)).toMatchObject({ status: "done", attempts: 2 });
    expect((await outboxRow(mail.to)).status).toBe("logged");
  });
});

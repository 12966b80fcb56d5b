import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { GET as list } from "@/app/api/admin/jobs/route";
import { POST as cancel } from "@/app/api/admin/jobs/[id]/cancel/route";
import { POST as retry } from "@/app/api/admin/jobs/[id]/retry/route";
import { getDb } from "@/server/db/client";
import { auditEvents, jobs, type JobStatus, type UserRow } from "@/server/db/schema";
import type { JobView } from "@/server/jobs/admin-jobs";
import { registerJobKind } from "@/server/jobs/registry";
import { call, type Envelope } from "@test/accounts";
import { createUser } from "@test/factories";

type One = Envelope & { data: JobView };
type Many = Envelope & { data: JobView[]; pagination: { total: number } };
type IdParams = { id: string };

const roles = {} as Record<"admin" | "customer" | "driver" | "partner", UserRow>;
let undo: () => void;
beforeAll(async () => {
  for (const role of ["admin", "customer", "driver", "partner"] as const)
    roles[role] = await createUser({ role });
  undo = registerJobKind("test.admin", {
    schema: z.object({}),
    maxAttempts: 2,
    describe: "An administrator's test job",
    handle: async () => undefined,
  });
});
afterAll(() => undo());
beforeEach(async () => {
  const db = await getDb();
  await db.delete(jobs);
});

async function jobIn(status: JobStatus, extra: Partial<typeof jobs.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(jobs)
    .values({
      kind: "test.admin",
      status,
      attempts: status === "failed" ? 2 : 0,
      last_error: status === "failed" ? "The upstream said no" : null,
      run_at: new Date("2031-01-01T09:00:00Z"),
      finished_at: status === "failed" || status === "done" ? new Date() : null,
      ...extra,
    })
    .returning();
  return row!;
}

const act = (handler: typeof retry, id: number | string, as: UserRow | null = roles.admin) =>
  call<One, IdParams>(handler, {
    method: "POST",
    params: { id: String(id) },
    ...(as ? { as } : {}),
  });

const auditOf = async (jobId: number) => {
  const db = await getDb();
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity_kind, "job"), eq(auditEvents.entity_id, String(jobId))));
};

describe("POST /api/admin/jobs/{id}/retry", () => {
  it("queues a failed job again now with its attempts reset, and audits it", async () => {
    const job = await jobIn("failed");
    const before = Date.now();
    const res = await act(retry, job.job_id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "Job queued again" });
    expect(res.body.data).toMatchObject({
      job_id: job.job_id,
      status: "queued",
      attempts: 0,
      finished_at: null,
      // Kept: the administrator still sees why it failed until it runs again.
      last_error: "The upstream said no",
    });
    expect(new Date(res.body.data.run_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const audit = await auditOf(job.job_id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "job_retried",
      actor_kind: "admin",
      actor_id: roles.admin.user_id,
      changes: { status: { old: "failed", new: "queued" }, attempts: { old: 2, new: 0 } },
    });
  });

  it("retries a cancelled job", async () => {
    const job = await jobIn("cancelled");
    expect((await act(retry, job.job_id)).body.data.status).toBe("queued");
  });

  it.each(["queued", "running", "done"] as const)(
    "refuses a %s job with 409 and changes nothing",
    async (status) => {
      const job = await jobIn(status);
      const res = await act(retry, job.job_id);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        `Only a failed or cancelled job can be retried (this one is ${status})`,
      );
      expect(await auditOf(job.job_id)).toHaveLength(0);
    },
  );
});

describe("POST /api/admin/jobs/{id}/cancel", () => {
  it("cancels a queued job and audits it", async () => {
    const job = await jobIn("queued");
    const res = await act(cancel, job.job_id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Job cancelled", data: { status: "cancelled" } });
    expect(res.body.data.finished_at).not.toBeNull();
    const audit = await auditOf(job.job_id);
    expect(audit.map((event) => event.action)).toEqual(["job_cancelled"]);
  });

  it.each(["running", "done", "failed", "cancelled"] as const)(
    "refuses a %s job with 409",
    async (status) => {
      const job = await jobIn(status);
      const res = await act(cancel, job.job_id);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(`Only a queued job can be cancelled (this one is ${status})`);
    },
  );
});

describe.each([
  ["retry", retry, "failed"],
  ["cancel", cancel, "queued"],
] as const)("access to POST /api/admin/jobs/{id}/%s", (_name, handler, status) => {
  it("answers 401 without a session and 403 to every other role, changing nothing", async () => {
    const job = await jobIn(status);
    expect((await act(handler, job.job_id, null)).status).toBe(401);
    for (const role of ["customer", "driver", "partner"] as const)
      expect((await act(handler, job.job_id, roles[role])).status).toBe(403);
    const db = await getDb();
    const [after] = await db.select().from(jobs).where(eq(jobs.job_id, job.job_id));
    expect(after!.status).toBe(status);
    expect(await auditOf(job.job_id)).toHaveLength(0);
  });

  it.each(["999999999", "0", "abc", "-1", "1.5", "1".repeat(20)])(
    "answers 404 for the id %s",
    async (id) => {
      const res = await act(handler, id);
      expect(res.status).toBe(404);
    },
  );

  it("ignores a body it does not read (even malformed JSON)", async () => {
    const job = await jobIn(status);
    const res = await call<One, IdParams>(handler, {
      method: "POST",
      params: { id: String(job.job_id) },
      body: "{not json",
      as: roles.admin,
    });
    expect(res.status).toBe(200);
  });
});

describe("GET /api/admin/jobs", () => {
  it("lists jobs filtered by status and kind, newest run first", async () => {
    const failed = await jobIn("failed", { run_at: new Date("2031-01-02T09:00:00Z") });
    await jobIn("done", { run_at: new Date("2031-01-03T09:00:00Z") });
    await jobIn("queued", { kind: "other.kind", run_at: new Date("2031-01-04T09:00:00Z") });
    const all = await call<Many>(list, { url: "/api/admin/jobs", as: roles.admin });
    expect(all.status).toBe(200);
    expect(all.body.data.map((job) => job.kind)).toEqual([
      "other.kind",
      "test.admin",
      "test.admin",
    ]);
    const onlyFailed = await call<Many>(list, {
      url: "/api/admin/jobs?status=failed&kind=test.admin",
      as: roles.admin,
    });
    expect(onlyFailed.body.data).toEqual([
      expect.objectContaining({
        job_id: failed.job_id,
        status: "failed",
        last_error: "The upstream said no",
        describe: "An administrator's test job",
      }),
    ]);
    expect(onlyFailed.body.pagination.total).toBe(1);
  });

  it.each([
    ["?status=broken", "status"],
    ["?kind=Not%20A%20Kind", "kind"],
    ["?sort=secret", "sort"],
    ["?page=0", "page"],
    // An unknown parameter is named under "body" by the shared list validation.
    ["?colour=red", "body"],
  ])("refuses %s with 400 naming %s", async (query, field) => {
    const res = await call<Envelope>(list, { url: `/api/admin/jobs${query}`, as: roles.admin });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
  });

  it("answers 401 without a session and 403 to other roles", async () => {
    expect((await call(list, { url: "/api/admin/jobs" })).status).toBe(401);
    for (const role of ["customer", "driver", "partner"] as const)
      expect((await call(list, { url: "/api/admin/jobs", as: roles[role] })).status).toBe(403);
  });
});

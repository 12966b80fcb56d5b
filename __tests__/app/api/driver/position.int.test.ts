import { POST as POSITION } from "@/app/api/driver/jobs/[id]/position/route";
import type { UserRow } from "@/server/db/schema";
import {
  IMPOSSIBLE_JUMP_MESSAGE,
  NOT_ON_THE_WAY_MESSAGE,
  recordDriverPosition,
} from "@/server/trip/record-position";
import { createUser } from "@test/factories";
import { offeredDriver } from "@test/offers";
import { callRoute } from "@test/route-client";
import { EDINBURGH, jobAt, latestPosition, LONDON, NEAR_LONDON, trailLength } from "@test/trips";

interface Envelope {
  success: boolean;
  message: string;
  data?: { recorded_at: string };
  errors?: Record<string, string>;
}

const post = (user: UserRow | null, id: number | string, body: unknown) =>
  callRoute<Envelope, { id: string }>(POSITION, {
    method: "POST",
    url: `/api/driver/jobs/${id}/position`,
    params: { id: String(id) },
    body,
    as: user ?? undefined,
  });

describe("POST /api/driver/jobs/{id}/position", () => {
  it("keeps the latest position and a trail point for the chauffeur's own job on the way", async () => {
    const { job, chauffeur } = await jobAt(["on_the_way"]);
    const res = await post(chauffeur.user, job.assignment_id, {
      ...LONDON,
      accuracy: 12,
      heading: 90,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body.success).toBe(true);
    const again = await post(chauffeur.user, job.assignment_id, NEAR_LONDON);
    expect(again.status).toBe(200);
    expect(await latestPosition(job.assignment_id)).toMatchObject({
      lat: NEAR_LONDON.lat,
      lng: NEAR_LONDON.lng,
      accuracy_m: null,
    });
    expect(await trailLength(job.assignment_id)).toBe(2);
  });

  it("answers 401 without a session and 403 to customers, partners and administrators", async () => {
    const { job } = await jobAt(["on_the_way"]);
    expect((await post(null, job.assignment_id, LONDON)).status).toBe(401);
    for (const role of ["customer", "partner", "admin"] as const) {
      const res = await post(await createUser({ role }), job.assignment_id, LONDON);
      expect(res.status).toBe(403);
    }
    expect(await latestPosition(job.assignment_id)).toBeNull();
  });

  it("answers 404 to another chauffeur and for a job that does not exist, writing nothing", async () => {
    const { job } = await jobAt(["on_the_way"]);
    const other = await offeredDriver();
    const res = await post(other.user, job.assignment_id, LONDON);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Job not found");
    expect((await post(other.user, 2_000_000_000, LONDON)).status).toBe(404);
    expect((await post(other.user, "abc", LONDON)).status).toBe(404);
    expect(await latestPosition(job.assignment_id)).toBeNull();
  });

  it("answers 409 before the chauffeur is on the way and after arriving", async () => {
    const assigned = await jobAt([]);
    const before = await post(assigned.chauffeur.user, assigned.job.assignment_id, LONDON);
    expect(before.status).toBe(409);
    expect(before.body.message).toBe(NOT_ON_THE_WAY_MESSAGE);
    const arrived = await jobAt(["on_the_way", "arrived"]);
    expect((await post(arrived.chauffeur.user, arrived.job.assignment_id, LONDON)).status).toBe(
      409,
    );
    expect(await latestPosition(arrived.job.assignment_id)).toBeNull();
  });

  it("refuses coordinates off the globe, unknown keys and malformed bodies with 400", async () => {
    const { job, chauffeur } = await jobAt(["on_the_way"]);
    const cases: [unknown, string][] = [
      [{ lat: 91, lng: 0 }, "lat"],
      [{ lat: 0, lng: -180.5 }, "lng"],
      [{ lat: "51.5", lng: 0 }, "lat"],
      [{ lng: 0 }, "lat"],
      [{ lat: 0, lng: 0, heading: 400 }, "heading"],
      [{ lat: 0, lng: 0, accuracy: -1 }, "accuracy"],
    ];
    for (const [body, field] of cases) {
      const res = await post(chauffeur.user, job.assignment_id, body);
      expect([res.status, body]).toEqual([400, body]);
      expect(res.body.errors).toHaveProperty(field);
    }
    expect(
      (await post(chauffeur.user, job.assignment_id, { ...LONDON, driver_id: 1 })).status,
    ).toBe(400);
    expect((await post(chauffeur.user, job.assignment_id, "{not json")).status).toBe(400);
    expect(await latestPosition(job.assignment_id)).toBeNull();
  });

  it("refuses a jump faster than 250 km/h with 400 and keeps the last position", async () => {
    const { job, chauffeur } = await jobAt(["on_the_way"]);
    expect((await post(chauffeur.user, job.assignment_id, LONDON)).status).toBe(200);
    const res = await post(chauffeur.user, job.assignment_id, EDINBURGH);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(IMPOSSIBLE_JUMP_MESSAGE);
    expect(await latestPosition(job.assignment_id)).toMatchObject(LONDON);
    expect(await trailLength(job.assignment_id)).toBe(1);
  });
});

describe("recordDriverPosition with an injected clock", () => {
  it("accepts 200 km/h and refuses 300 km/h between fixes", async () => {
    const { job, chauffeur } = await jobAt(["on_the_way"]);
    const t0 = new Date("2030-03-31T00:30:00Z"); // across the UK's spring clock change
    const record = (position: { lat: number; lng: number }, now: Date) =>
      recordDriverPosition({
        userId: chauffeur.user.user_id,
        assignmentId: job.assignment_id,
        position,
        now,
      });
    await record({ lat: 51.5, lng: -0.12 }, t0);
    // About 100 km north in 30 minutes: 200 km/h.
    const half = new Date(t0.getTime() + 30 * 60 * 1000);
    await expect(record({ lat: 52.3993, lng: -0.12 }, half)).resolves.toMatchObject({
      recorded_at: half.toISOString(),
    });
    // About 50 km further in 10 minutes: 300 km/h.
    const tooSoon = new Date(half.getTime() + 10 * 60 * 1000);
    await expect(record({ lat: 52.8489, lng: -0.12 }, tooSoon)).rejects.toMatchObject({
      status: 400,
      message: IMPOSSIBLE_JUMP_MESSAGE,
    });
    expect(await latestPosition(job.assignment_id)).toMatchObject({ lat: 52.3993 });
  });
});

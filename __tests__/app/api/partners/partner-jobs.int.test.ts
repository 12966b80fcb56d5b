import { GET as listRoute } from "@/app/api/partner/jobs/route";
import { POST as acceptRoute } from "@/app/api/partner/jobs/[id]/accept/route";
import { POST as declineRoute } from "@/app/api/partner/jobs/[id]/decline/route";
import { POST as statusRoute } from "@/app/api/partner/jobs/[id]/status/route";
import { eq } from "drizzle-orm";
import type { PartnerJobs } from "@/lib/partners/partner-jobs";
import { getDb } from "@/server/db/client";
import { partners, type PartnerRow, type UserRow } from "@/server/db/schema";
import { bookingHistory, HOUR_MS } from "@test/assignments";
import { createUser } from "@test/factories";
import { ACCEPT_BODY, farmedOutJob, readJob, setJobStatus } from "@test/farm-out";
import { createPartner } from "@test/partners";
import { callRoute, type CallResult } from "@test/route-client";

type Caller = UserRow | null;
interface Envelope<T = Record<string, unknown>> {
  success: boolean;
  message: string;
  data?: T;
  errors?: Record<string, string>;
}

let partnerA: { user: UserRow; partner: PartnerRow };
let partnerB: { user: UserRow; partner: PartnerRow };
const roles: Record<string, UserRow> = {};

beforeAll(async () => {
  partnerA = await createPartner();
  partnerB = await createPartner();
  for (const role of ["customer", "driver", "admin"] as const)
    roles[role] = await createUser({ role });
});

const list = (user: Caller) =>
  callRoute<Envelope<PartnerJobs>>(listRoute, { url: "/api/partner/jobs", as: user ?? undefined });

function post(handler: typeof acceptRoute, action: string) {
  return (user: Caller, id: number | string, body: unknown) =>
    callRoute<Envelope, { id: string }>(handler, {
      method: "POST",
      url: `/api/partner/jobs/${id}/${action}`,
      params: { id: String(id) },
      body,
      as: user ?? undefined,
    });
}
const accept = post(acceptRoute, "accept");
const decline = post(declineRoute, "decline");
const moveTo = post(statusRoute, "status");

describe("the access matrix", () => {
  const endpoints: Record<string, (user: Caller) => Promise<CallResult<{ success: boolean }>>> = {
    "GET /api/partner/jobs": (user) => list(user),
    "POST /api/partner/jobs/{id}/accept": async (user) =>
      accept(
        user,
        (await farmedOutJob(partnerA.partner.partner_id)).job.assignment_id,
        ACCEPT_BODY,
      ),
    "POST /api/partner/jobs/{id}/decline": async (user) =>
      decline(user, (await farmedOutJob(partnerA.partner.partner_id)).job.assignment_id, {
        reason: "No cars",
      }),
    "POST /api/partner/jobs/{id}/status": async (user) => {
      const { job } = await farmedOutJob(partnerA.partner.partner_id);
      await setJobStatus(job.assignment_id, "assigned");
      return moveTo(user, job.assignment_id, { to: "on_the_way" });
    },
  };

  describe.each(Object.entries(endpoints))("%s", (_name, send) => {
    it("answers 401 without a session", async () => {
      const res = await send(null);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false });
    });

    it.each(["customer", "driver", "admin"])("answers 403 to a %s", async (role) => {
      const res = await send(roles[role]!);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false });
    });
  });

  it("answers 404 to a partner account with no partner record", async () => {
    const orphan = await createUser({ role: "partner" });
    expect((await list(orphan)).status).toBe(404);
  });
});

describe("GET /api/partner/jobs", () => {
  it("lists the partner's own open offers and accepted jobs, never another's", async () => {
    const own = await farmedOutJob(partnerA.partner.partner_id, { payPence: 9_999 });
    const accepted = await farmedOutJob(partnerA.partner.partner_id);
    await accept(partnerA.user, accepted.job.assignment_id, ACCEPT_BODY);
    const others = await farmedOutJob(partnerB.partner.partner_id);

    const res = await list(partnerA.user);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { offers, jobs } = res.body.data!;
    const offer = offers.find((row) => row.assignment_id === own.job.assignment_id);
    expect(offer).toMatchObject({
      booking_reference: own.booking.booking_reference,
      status: "offered",
      pay_pence: 9_999,
      pickup_time_zone: "Europe/London",
      number_of_passengers: own.booking.number_of_passengers,
      next_step: null,
    });
    expect(offer!.offer_expires_at).toBe(own.job.offer_expires_at!.toISOString());
    expect(jobs.find((row) => row.assignment_id === accepted.job.assignment_id)).toMatchObject({
      status: "assigned",
      chauffeur_name: "Sam Driver",
      vehicle_plate: "AB12CDE",
      next_step: "on_the_way",
    });
    const ids = [...offers, ...jobs].map((row) => row.assignment_id);
    expect(ids).not.toContain(others.job.assignment_id);
    expect(offers.map((row) => row.assignment_id)).not.toContain(accepted.job.assignment_id);
  });

  it("leaves out an offer that has expired", async () => {
    const { job } = await farmedOutJob(partnerA.partner.partner_id, {
      now: new Date(Date.now() - HOUR_MS),
    });
    const res = await list(partnerA.user);
    expect(res.body.data!.offers.map((row) => row.assignment_id)).not.toContain(job.assignment_id);
  });
});

describe("POST /api/partner/jobs/{id}/accept", () => {
  it("takes the job, names the chauffeur and vehicle, and writes the History", async () => {
    const { booking, job } = await farmedOutJob(partnerA.partner.partner_id);
    const res = await accept(partnerA.user, job.assignment_id, ACCEPT_BODY);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "Job accepted",
      data: {
        status: "assigned",
        partner_chauffeur_name: "Sam Driver",
        partner_chauffeur_phone: "+447700900123",
        partner_chauffeur_licence: "PHV123456",
        partner_vehicle_make: "Mercedes-Benz",
        partner_vehicle_model: "S-Class",
        partner_vehicle_colour: "Black",
        partner_vehicle_plate: "AB12CDE",
      },
    });
    const row = await readJob(job.assignment_id);
    expect(row.responded_at).toBeInstanceOf(Date);
    const history = await bookingHistory(booking.booking_id);
    expect(history.at(-1)).toMatchObject({
      action: "job_assigned",
      actor_kind: "partner",
      actor_id: partnerA.user.user_id,
      changes: { job_status: { old: "offered", new: "assigned" } },
    });
    const again = await accept(partnerA.user, job.assignment_id, ACCEPT_BODY);
    expect(again.status).toBe(409);
  });

  it("answers 404 for another partner's offer and changes nothing", async () => {
    const { job } = await farmedOutJob(partnerB.partner.partner_id);
    const res = await accept(partnerA.user, job.assignment_id, ACCEPT_BODY);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Job not found");
    expect((await readJob(job.assignment_id)).status).toBe("offered");
    expect((await accept(partnerA.user, 2_000_000_000, ACCEPT_BODY)).status).toBe(404);
  });

  it("refuses an expired offer with 409", async () => {
    const { job } = await farmedOutJob(partnerA.partner.partner_id, {
      now: new Date(Date.now() - HOUR_MS),
    });
    const res = await accept(partnerA.user, job.assignment_id, ACCEPT_BODY);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This offer has expired");
    expect((await readJob(job.assignment_id)).status).toBe("offered");
  });

  it("refuses a partner that is no longer Active with 409", async () => {
    const paused = await createPartner();
    const { job } = await farmedOutJob(paused.partner.partner_id);
    const db = await getDb();
    await db
      .update(partners)
      .set({ status: "Inactive" })
      .where(eq(partners.partner_id, paused.partner.partner_id));
    const res = await accept(paused.user, job.assignment_id, ACCEPT_BODY);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Your partner account is Inactive and cannot accept jobs");
    expect((await readJob(job.assignment_id)).status).toBe("offered");
  });

  it.each([
    ["chauffeurName", { chauffeurName: "  " }],
    ["chauffeurPhone", { chauffeurPhone: "call me" }],
    ["chauffeurLicence", { chauffeurLicence: "" }],
    ["vehicleMake", { vehicleMake: undefined }],
    ["vehicleModel", { vehicleModel: "" }],
    ["vehicleColour", { vehicleColour: "" }],
    ["vehiclePlate", { vehiclePlate: "AB-12-CDE-999" }],
  ])("answers 400 naming %s", async (field, change) => {
    const { job } = await farmedOutJob(partnerA.partner.partner_id);
    const res = await accept(partnerA.user, job.assignment_id, { ...ACCEPT_BODY, ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(field);
    expect((await readJob(job.assignment_id)).status).toBe("offered");
  });

  it("answers 400 for a key a partner may not set and for a malformed body", async () => {
    const { job } = await farmedOutJob(partnerA.partner.partner_id);
    const extra = await accept(partnerA.user, job.assignment_id, { ...ACCEPT_BODY, payPence: 1 });
    expect(extra.status).toBe(400);
    expect((await accept(partnerA.user, job.assignment_id, "{oops")).status).toBe(400);
  });
});

describe("POST /api/partner/jobs/{id}/decline", () => {
  it("declines with the reason in the History", async () => {
    const { booking, job } = await farmedOutJob(partnerA.partner.partner_id);
    const res = await decline(partnerA.user, job.assignment_id, { reason: "No car free then" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "declined", reason: "No car free then" });
    const history = await bookingHistory(booking.booking_id);
    expect(history.at(-1)).toMatchObject({
      action: "job_declined",
      actor_kind: "partner",
      context: expect.objectContaining({ reason: "No car free then" }),
    });
  });

  it("needs a reason, refuses another partner's job with 404 and a malformed body with 400", async () => {
    const { job } = await farmedOutJob(partnerA.partner.partner_id);
    const blank = await decline(partnerA.user, job.assignment_id, { reason: " " });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toHaveProperty("reason");
    expect((await decline(partnerA.user, job.assignment_id, "nope")).status).toBe(400);
    expect((await decline(partnerB.user, job.assignment_id, { reason: "x" })).status).toBe(404);
    expect((await readJob(job.assignment_id)).status).toBe("offered");
  });
});

describe("POST /api/partner/jobs/{id}/status", () => {
  it("moves the partner's own job one step at a time", async () => {
    const { booking, job } = await farmedOutJob(partnerA.partner.partner_id);
    await accept(partnerA.user, job.assignment_id, ACCEPT_BODY);
    const skip = await moveTo(partnerA.user, job.assignment_id, { to: "arrived" });
    expect(skip.status).toBe(409);
    for (const to of ["on_the_way", "arrived", "on_board", "completed"]) {
      const res = await moveTo(partnerA.user, job.assignment_id, { to });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: to });
    }
    const history = await bookingHistory(booking.booking_id);
    expect(history.map((event) => event.action)).toEqual([
      "job_offered",
      "job_assigned",
      "job_on_the_way",
      "job_arrived",
      "job_on_board",
      "job_completed",
    ]);
  });

  it("refuses the operator's moves and the offer's answers, another's job (404) and bad bodies", async () => {
    const { job } = await farmedOutJob(partnerA.partner.partner_id);
    const acceptHere = await moveTo(partnerA.user, job.assignment_id, { to: "assigned" });
    expect(acceptHere.status).toBe(409);
    await setJobStatus(job.assignment_id, "assigned");
    const unassign = await moveTo(partnerA.user, job.assignment_id, { to: "unassigned" });
    expect(unassign.status).toBe(409);
    const others = await moveTo(partnerB.user, job.assignment_id, { to: "on_the_way" });
    expect(others.status).toBe(404);
    const unknown = await moveTo(partnerA.user, job.assignment_id, { to: "flying" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty("to");
    expect((await moveTo(partnerA.user, job.assignment_id, "[")).status).toBe(400);
    expect((await readJob(job.assignment_id)).status).toBe("assigned");
  });
});

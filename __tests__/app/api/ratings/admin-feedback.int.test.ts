import { GET as list } from "@/app/api/admin/feedback/route";
import { PATCH as followUp } from "@/app/api/admin/feedback/[id]/route";
import type { UserRow } from "@/server/db/schema";
import { rateRide } from "@/server/ratings/rate-ride";
import { callRoute } from "@test/route-client";
import { createUser } from "@test/factories";
import { quietPaymentsTestSetup } from "@test/payments";
import { auditActionsOf, completedRide, ratingsOf } from "@test/ratings";

quietPaymentsTestSetup();

const CUSTOMER = { kind: "customer" as const, id: 1, label: "Cara Customer" };

type ListAnswer = {
  data: {
    rating_id: number;
    stars: number;
    status: string;
    comment: string | null;
    chauffeur: string | null;
    booking_reference: string;
  }[];
  pagination: { total: number };
};

async function ratedRide(stars: number, comment: string | null = null) {
  const ride = await completedRide();
  const rating = await rateRide({
    bookingId: ride.booking.booking_id,
    rating: { stars, tags: stars <= 3 ? ["late"] : ["friendly"], comment },
    actor: CUSTOMER,
  });
  return { ...ride, rating };
}

function getList(query: string, as?: UserRow) {
  return callRoute<ListAnswer>(list, { url: `/api/admin/feedback${query}`, as });
}

function patch(id: number | string, body: unknown, as?: UserRow) {
  return callRoute<
    { success: boolean; message: string; data?: { status: string; note: string | null } },
    { id: string }
  >(followUp, {
    method: "PATCH",
    url: `/api/admin/feedback/${id}`,
    params: { id: String(id) },
    body,
    as,
  });
}

describe("the Feedback queue", () => {
  it("lists ratings of 3 or less with the booking, chauffeur and comment; a note and Close are audited", async () => {
    const admin = await createUser({ role: "admin" });
    const low = await ratedRide(2, "Driver was 20 minutes late");
    await ratedRide(5, "Great");
    const open = await getList("?status=open&page_size=100", admin);
    expect(open.status).toBe(200);
    const item = open.body.data.find((row) => row.rating_id === low.rating.rating_id);
    expect(item).toMatchObject({ stars: 2, status: "open", comment: "Driver was 20 minutes late" });
    expect(item!.chauffeur).toBeTruthy();
    expect(open.body.data.every((row) => row.stars <= 3)).toBe(true);

    const noted = await patch(low.rating.rating_id, { note: "Called the customer" }, admin);
    expect(noted.status).toBe(200);
    expect(noted.body.data).toEqual({
      rating_id: low.rating.rating_id,
      status: "open",
      note: "Called the customer",
    });
    const closed = await patch(low.rating.rating_id, { close: true }, admin);
    expect(closed.body.data).toMatchObject({ status: "closed", note: "Called the customer" });
    const [row] = await ratingsOf(low.booking.booking_id);
    expect(row).toMatchObject({ feedback_status: "closed", feedback_closed_by: admin.user_id });
    expect(await auditActionsOf(low.booking.booking_id)).toEqual(
      expect.arrayContaining(["booking:feedback_noted", "booking:feedback_closed"]),
    );
    expect((await patch(low.rating.rating_id, { note: "again" }, admin)).status).toBe(409);

    const closedList = await getList("?status=closed", admin);
    expect(closedList.body.data.map((entry) => entry.rating_id)).toContain(low.rating.rating_id);
  });

  it("is the administrator's alone and refuses bad input", async () => {
    const admin = await createUser({ role: "admin" });
    const low = await ratedRide(1);
    const high = await ratedRide(4);
    expect((await getList("")).status).toBe(401);
    for (const role of ["customer", "driver", "partner"] as const) {
      const user = await createUser({ role });
      expect((await getList("", user)).status).toBe(403);
      expect((await patch(low.rating.rating_id, { close: true }, user)).status).toBe(403);
    }
    expect((await patch(low.rating.rating_id, { close: true })).status).toBe(401);
    expect((await getList("?status=maybe", admin)).status).toBe(400);
    // A rating above 3 is not in the queue.
    expect((await patch(high.rating.rating_id, { close: true }, admin)).status).toBe(404);
    expect((await patch(999_999, { close: true }, admin)).status).toBe(404);
    for (const bad of [
      { close: "yes" },
      { note: 5 },
      { note: "x".repeat(2001) },
      { status: "closed" },
      "{",
    ])
      expect((await patch(low.rating.rating_id, bad, admin)).status).toBe(400);
    const [row] = await ratingsOf(low.booking.booking_id);
    expect(row!.feedback_status).toBe("open");
  });
});

import { POST as createBookingRoute } from "@/app/api/bookings/route";
import type { UserRow } from "@/server/db/schema";
import { call } from "@test/accounts";
import { daysFromNow, pointToPointPayload } from "@test/booking";
import { readBooking } from "@test/payments";
import { createUser } from "@test/factories";
import { createPartner } from "@test/partners";

let customer: UserRow;
const slugs: Record<"active" | "pending" | "inactive", string> = {
  active: "",
  pending: "",
  inactive: "",
};
let activeId: number;

beforeAll(async () => {
  customer = await createUser();
  const active = await createPartner({ status: "Active" });
  activeId = active.partner.partner_id;
  slugs.active = active.partner.slug;
  slugs.pending = (await createPartner({ status: "Pending" })).partner.slug;
  slugs.inactive = (await createPartner({ status: "Inactive" })).partner.slug;
});

async function book(extra: Record<string, unknown>) {
  return call<{
    success: boolean;
    data: { booking_id: number; return_booking: { booking_id: number } | null };
    errors?: Record<string, string>;
  }>(createBookingRoute, {
    method: "POST",
    url: "/api/bookings",
    body: pointToPointPayload(extra),
    as: customer,
  });
}

describe("bookings started on a partner's guest page", () => {
  it("are attributed to an Active partner, both legs of a return trip, at the same price", async () => {
    const plain = await book({});
    const res = await book({ partner_slug: slugs.active });
    expect(res.status).toBe(201);
    const row = await readBooking(res.body.data.booking_id);
    expect(row.partner_id).toBe(activeId);
    expect(row.price_pence).toBe((await readBooking(plain.body.data.booking_id)).price_pence);
    expect((await readBooking(plain.body.data.booking_id)).partner_id).toBeNull();
  });

  it("attributes the return leg too", async () => {
    const res = await book({
      partner_slug: slugs.active,
      return_trip: { booking_date: daysFromNow(5), booking_time: "18:00" },
    });
    expect(res.status).toBe(201);
    const returnId = res.body.data.return_booking!.booking_id;
    expect((await readBooking(returnId)).partner_id).toBe(activeId);
  });

  it.each(["pending", "inactive"] as const)(
    "are taken without a partner when the partner is %s",
    async (which) => {
      const res = await book({ partner_slug: slugs[which] });
      expect(res.status).toBe(201);
      expect((await readBooking(res.body.data.booking_id)).partner_id).toBeNull();
    },
  );

  it("are taken without a partner for an unknown page", async () => {
    const res = await book({ partner_slug: "no-such-partner" });
    expect(res.status).toBe(201);
    expect((await readBooking(res.body.data.booking_id)).partner_id).toBeNull();
  });

  it("refuse a malformed page name and never take a partner id from the browser (400)", async () => {
    const bad = await book({ partner_slug: "Robert'); drop table partners;--" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.partner_slug).toBe("Invalid partner page");
    const forged = await book({ partner_id: activeId });
    expect(forged.status).toBe(400);
  });
});

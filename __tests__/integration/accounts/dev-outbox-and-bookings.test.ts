import { GET as outbox } from "@/app/api/dev/outbox/route";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { resetServerConfigForTests } from "@/env";
import { listDashboardBookings } from "@/server/users/bookings";
import { createBookingRow, createUser } from "../../support/factories";
import { call, freshAddress } from "./support";

describe("GET /api/dev/outbox", () => {
  afterEach(() => {
    resetServerConfigForTests();
  });

  it("lists recorded e-mails, filtered by recipient, when the outbox is the adapter", async () => {
    const user = await createUser();
    await call(forgot, { method: "POST", url: "/api/auth/forgot-password", body: { email: user.email }, headers: freshAddress() });
    const res = await call(outbox, { url: `/api/dev/outbox?to=${encodeURIComponent(user.email)}` });
    expect(res.status).toBe(200);
    const mails = res.body.data as { to_address: string; template: string; text: string }[];
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: user.email, template: "password-reset" });
    expect(mails[0]!.text).toContain("/reset-password?token=");
  });

  it("is not found when e-mail goes through a real provider", async () => {
    process.env.RESEND_API_KEY = "re_test_key";
    process.env.EMAIL_FROM = "Apex <bookings@example.com>";
    resetServerConfigForTests();
    try {
      const res = await call(outbox, { url: "/api/dev/outbox" });
      expect(res.status).toBe(404);
      expect(res.body.data).toBeUndefined();
    } finally {
      delete process.env.RESEND_API_KEY;
      delete process.env.EMAIL_FROM;
    }
  });
});

describe("listDashboardBookings", () => {
  it("answers only the user's own bookings, each in its tab by the pickup's own zone", async () => {
    const user = await createUser({ first_name: "Mary", last_name: "Jackson" });
    const other = await createUser();
    const now = new Date("2030-06-01T12:00:00Z");
    // 12:30 in Toronto is 16:30 UTC: still upcoming at 12:00 UTC although 12:30 < 12:00 is false in UTC terms.
    await createBookingRow({ user_id: user.user_id, booking_date: "2030-06-01", booking_time: "08:30:00", pickup_time_zone: "America/Toronto", pickup_at: new Date("2030-06-01T12:30:00Z") });
    await createBookingRow({ user_id: user.user_id, booking_date: "2030-05-01", booking_time: "10:00:00", pickup_at: new Date("2030-05-01T09:00:00Z") });
    await createBookingRow({ user_id: user.user_id, status: "cancelled", booking_date: "2030-07-01", pickup_at: new Date("2030-07-01T09:00:00Z"), is_self_booking: false, guest_first_name: "Guest", guest_last_name: "Person" });
    await createBookingRow({ user_id: other.user_id });
    const list = await listDashboardBookings(user.user_id, now);
    expect(list).toHaveLength(3);
    expect(list.map((b) => b.tab).sort()).toEqual(["canceled", "past", "upcoming"]);
    expect(list.find((b) => b.tab === "canceled")!.customer_name).toBe("Guest Person");
    expect(list.find((b) => b.tab === "past")!.customer_name).toBe("Mary Jackson");
    expect(list.every((b) => b.user_id === user.user_id)).toBe(true);
  });
});

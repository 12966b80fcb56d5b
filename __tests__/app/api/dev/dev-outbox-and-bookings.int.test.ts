import { GET as outbox } from "@/app/api/dev/outbox/route";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { getServerConfig, resetServerConfigForTests, type ServerConfig } from "@/env";
import { bookingListParamsSchema } from "@/server/bookings/booking-list-params";
import { listBookings } from "@/server/bookings/list-bookings";
import { installSocketAddressStamp, SOCKET_ADDRESS_HEADER } from "@/server/http/socket-address";
import { createBookingRow, createUser } from "@test/factories";
import { call, freshAddress } from "@test/accounts";

/** A request whose socket is this machine (the stamp socket-address.ts writes). */
const LOCAL_SOCKET = { [SOCKET_ADDRESS_HEADER]: "127.0.0.1" };

beforeAll(() => installSocketAddressStamp());

describe("GET /api/dev/outbox", () => {
  afterEach(() => {
    resetServerConfigForTests();
  });

  it("lists recorded e-mails, filtered by recipient, when the outbox is the adapter", async () => {
    const user = await createUser();
    await call(forgot, {
      method: "POST",
      url: "/api/auth/forgot-password",
      body: { email: user.email },
      headers: freshAddress(),
    });
    const res = await call(outbox, {
      url: `/api/dev/outbox?to=${encodeURIComponent(user.email)}`,
      headers: LOCAL_SOCKET,
    });
    expect(res.status).toBe(200);
    const mails = res.body.data as { to_address: string; template: string; text: string }[];
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: user.email, template: "password-reset" });
    expect(mails[0]!.text).toContain("/reset-password?token=");
  });

  it("narrows the e-mails to one template with ?template=, and refuses an empty one", async () => {
    const user = await createUser();
    await call(forgot, {
      method: "POST",
      url: "/api/auth/forgot-password",
      body: { email: user.email },
      headers: freshAddress(),
    });
    const list = async (template: string) => {
      const query = new URLSearchParams({ to: user.email, template });
      return call(outbox, { url: `/api/dev/outbox?${query}`, headers: LOCAL_SOCKET });
    };
    const reset = await list("password-reset");
    expect(reset.status).toBe(200);
    expect(reset.body.data).toHaveLength(1);
    const other = await list("ride-reminder");
    expect(other.status).toBe(200);
    expect(other.body.data).toHaveLength(0);
    expect((await list("")).status).toBe(400);
  });

  it("is not found when e-mail goes through a real provider", async () => {
    process.env.RESEND_API_KEY = "re_test_key";
    process.env.EMAIL_FROM = "Apex <bookings@example.com>";
    resetServerConfigForTests();
    try {
      const res = await call(outbox, { url: "/api/dev/outbox", headers: LOCAL_SOCKET });
      expect(res.status).toBe(404);
      expect(res.body.data).toBeUndefined();
    } finally {
      delete process.env.RESEND_API_KEY;
      delete process.env.EMAIL_FROM;
    }
  });
});

describe("GET /api/dev/outbox outside `next dev`", () => {
  // The config object is cached per process; these tests shape it as a production server would see it.
  function asServer(
    overrides: Partial<Pick<ServerConfig, "isProductionBuild" | "isDeployment" | "devOutboxOptIn">>,
  ): void {
    resetServerConfigForTests();
    Object.assign(getServerConfig(), overrides);
  }

  afterEach(() => {
    resetServerConfigForTests();
  });

  async function resetMailFor(): Promise<string> {
    const user = await createUser();
    await call(forgot, {
      method: "POST",
      url: "/api/auth/forgot-password",
      body: { email: user.email },
      headers: freshAddress(),
    });
    return `/api/dev/outbox?to=${encodeURIComponent(user.email)}`;
  }

  it("shows reset links under a production build only to administrators", async () => {
    const url = await resetMailFor();
    asServer({ isProductionBuild: true });
    const anonymous = await call(outbox, { url });
    expect(anonymous.status).toBe(401);
    expect(anonymous.text).not.toContain("reset-password");
    const customer = await call(outbox, { url, as: await createUser() });
    expect(customer.status).toBe(403);
    expect(customer.text).not.toContain("reset-password");
    const admin = await call(outbox, { url, as: await createUser({ role: "admin" }) });
    expect(admin.status).toBe(200);
    expect((admin.body.data as unknown[]).length).toBe(1);
  });

  it("with DEV_OUTBOX=1 under a production build answers the loopback socket and administrators", async () => {
    const url = await resetMailFor();
    process.env.DEV_OUTBOX = "1";
    try {
      asServer({ isProductionBuild: true });
      expect(getServerConfig().devOutboxOptIn).toBe(true);
      for (const loopback of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
        const local = await call(outbox, { url, headers: { [SOCKET_ADDRESS_HEADER]: loopback } });
        expect(local.status).toBe(200);
        expect((local.body.data as { text: string }[])[0]!.text).toContain(
          "/reset-password?token=",
        );
      }
      // From elsewhere, claiming loopback in every header a proxy might set: no reset links.
      const spoofed = await call(outbox, {
        url,
        headers: {
          [SOCKET_ADDRESS_HEADER]: "203.0.113.9",
          "x-forwarded-for": "127.0.0.1",
          "x-real-ip": "127.0.0.1",
          host: "localhost",
        },
      });
      expect(spoofed.status).toBe(401);
      expect(spoofed.text).not.toContain("reset-password");
      const remoteCustomer = await call(outbox, {
        url,
        as: await createUser(),
        headers: { [SOCKET_ADDRESS_HEADER]: "203.0.113.9" },
      });
      expect(remoteCustomer.status).toBe(403);
      expect(remoteCustomer.text).not.toContain("reset-password");
      // An administrator's session is let in from anywhere.
      const remoteAdmin = await call(outbox, {
        url,
        as: await createUser({ role: "admin" }),
        headers: { [SOCKET_ADDRESS_HEADER]: "203.0.113.9" },
      });
      expect(remoteAdmin.status).toBe(200);
    } finally {
      delete process.env.DEV_OUTBOX;
    }
  });

  it("is not found in deployment mode, even for an administrator who opted in", async () => {
    const url = await resetMailFor();
    asServer({ isProductionBuild: true, isDeployment: true, devOutboxOptIn: true });
    const admin = await call(outbox, { url, as: await createUser({ role: "admin" }) });
    expect(admin.status).toBe(404);
    expect(admin.body.data).toBeUndefined();
  });
});

describe("listBookings (My Bookings)", () => {
  it("answers only the user's own bookings, each in its tab by the pickup's own zone", async () => {
    const user = await createUser({ first_name: "Mary", last_name: "Jackson" });
    const other = await createUser();
    const now = new Date("2030-06-01T12:00:00Z");
    // 12:30 in Toronto is 16:30 UTC: still upcoming at 12:00 UTC although 12:30 < 12:00 is false in UTC terms.
    await createBookingRow({
      user_id: user.user_id,
      booking_date: "2030-06-01",
      booking_time: "08:30:00",
      pickup_time_zone: "America/Toronto",
      pickup_at: new Date("2030-06-01T12:30:00Z"),
    });
    await createBookingRow({
      user_id: user.user_id,
      booking_date: "2030-05-01",
      booking_time: "10:00:00",
      pickup_at: new Date("2030-05-01T09:00:00Z"),
    });
    await createBookingRow({
      user_id: user.user_id,
      status: "cancelled",
      booking_date: "2030-07-01",
      pickup_at: new Date("2030-07-01T09:00:00Z"),
      is_self_booking: false,
      guest_first_name: "Guest",
      guest_last_name: "Person",
    });
    await createBookingRow({ user_id: other.user_id });
    const { data: list } = await listBookings({
      viewer: user,
      params: bookingListParamsSchema.parse({}),
      now,
    });
    expect(list).toHaveLength(3);
    expect(list.map((b) => b.tab).sort()).toEqual(["cancelled", "past", "upcoming"]);
    expect(list.find((b) => b.tab === "cancelled")!.customer_name).toBe("Guest Person");
    expect(list.find((b) => b.tab === "past")!.customer_name).toBe("Mary Jackson");
    expect(list.every((b) => b.user_id === user.user_id)).toBe(true);
  });
});

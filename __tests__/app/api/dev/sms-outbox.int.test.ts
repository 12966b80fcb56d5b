import { GET as outbox } from "@/app/api/dev/outbox/route";
import { resetServerConfigForTests } from "@/env";
import { installSocketAddressStamp, SOCKET_ADDRESS_HEADER } from "@/server/http/socket-address";
import { sendSms } from "@/server/sms/send-sms";
import { call } from "@test/accounts";
import { uniqueUkMobile } from "@test/sms";

const LOCAL_SOCKET = { [SOCKET_ADDRESS_HEADER]: "127.0.0.1" };

beforeAll(() => installSocketAddressStamp());
afterEach(() => resetServerConfigForTests());

describe("GET /api/dev/outbox?channel=sms", () => {
  it("lists text messages beside e-mail, filtered by a number typed any way", async () => {
    const phone = uniqueUkMobile();
    await sendSms({
      to: phone,
      body: "Your chauffeur has arrived.",
      kind: "ride_updates",
      bookingId: 7,
    });
    await sendSms({ to: uniqueUkMobile(), body: "Someone else", kind: "reminders" });
    const res = await call(outbox, {
      url: `/api/dev/outbox?channel=sms&to=${encodeURIComponent(phone.replace("+44", "0"))}`,
      headers: LOCAL_SOCKET,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        to_number: phone,
        body: "Your chauffeur has arrived.",
        kind: "ride_updates",
        status: "sent",
        segments: 1,
        encoding: "GSM-7",
        booking_id: 7,
      }),
    ]);
    // Without the channel the answer is the e-mails, as before.
    const mails = await call(outbox, { url: "/api/dev/outbox", headers: LOCAL_SOCKET });
    expect(mails.body.data).toEqual([]);
  });

  it("refuses an unknown channel with 400", async () => {
    const res = await call(outbox, { url: "/api/dev/outbox?channel=fax", headers: LOCAL_SOCKET });
    expect(res.status).toBe(400);
  });

  it("is guarded like the e-mails: not found once a real e-mail provider is configured", async () => {
    process.env.RESEND_API_KEY = "re_test_key";
    process.env.EMAIL_FROM = "Apex <bookings@example.com>";
    resetServerConfigForTests();
    try {
      const res = await call(outbox, { url: "/api/dev/outbox?channel=sms", headers: LOCAL_SOCKET });
      expect(res.status).toBe(404);
    } finally {
      delete process.env.RESEND_API_KEY;
      delete process.env.EMAIL_FROM;
    }
  });

  it("asks a visitor from another machine to sign in as an administrator (401)", async () => {
    const res = await call(outbox, {
      url: "/api/dev/outbox?channel=sms",
      headers: { [SOCKET_ADDRESS_HEADER]: "203.0.113.9" },
    });
    expect(res.status).toBe(401);
  });
});

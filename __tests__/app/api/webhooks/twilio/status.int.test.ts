import { getExpectedTwilioSignature } from "twilio/lib/webhooks/webhooks";
import { POST as status } from "@/app/api/webhooks/twilio/status/route";
import { resetServerConfigForTests } from "@/env";
import { sendSms } from "@/server/sms/send-sms";
import { callRoute } from "@test/route-client";
import { fakeTwilio, smsRow, TWILIO_ENV, twilioSid, useOfflineSms, useTwilio } from "@test/sms";

const PATH = "/api/webhooks/twilio/status";
// NEXTAUTH_URL in the integration environment: the public address Twilio calls.
const PUBLIC_URL = `http://localhost:3000${PATH}`;
const FORM = { "content-type": "application/x-www-form-urlencoded" };

function signed(
  params: Record<string, string>,
  url = PUBLIC_URL,
  token = TWILIO_ENV.TWILIO_AUTH_TOKEN,
) {
  return {
    body: new URLSearchParams(params).toString(),
    headers: { ...FORM, "x-twilio-signature": getExpectedTwilioSignature(token, url, params) },
  };
}

async function sentMessage(): Promise<{ smsId: number; sid: string }> {
  const sid = twilioSid();
  const twilio = fakeTwilio(async () => ({ sid }));
  try {
    const { smsId } = await sendSms({ to: "+447700900460", body: "Hi", kind: "reminders" });
    return { smsId, sid };
  } finally {
    twilio.restore();
  }
}

const post = (request: { body: string; headers: Record<string, string> }) =>
  callRoute(status, { method: "POST", url: PATH, ...request });

describe("POST /api/webhooks/twilio/status", () => {
  beforeEach(() => useTwilio());
  afterEach(() => useOfflineSms());

  it("records delivered on the message with that provider id, once", async () => {
    const { smsId, sid } = await sentMessage();
    const report = signed({
      MessageSid: sid,
      MessageStatus: "delivered",
      AccountSid: TWILIO_ENV.TWILIO_ACCOUNT_SID,
    });
    const res = await post(report);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { updated: true } });
    expect((await smsRow(smsId)).status).toBe("delivered");
    // A late "sent" or a replay changes nothing.
    expect((await post(signed({ MessageSid: sid, MessageStatus: "sent" }))).body).toMatchObject({
      data: { updated: false },
    });
    expect((await post(report)).status).toBe(200);
    expect((await smsRow(smsId)).status).toBe("delivered");
  });

  it("records failed with Twilio's error code", async () => {
    const { smsId, sid } = await sentMessage();
    const res = await post(
      signed({ MessageSid: sid, MessageStatus: "undelivered", ErrorCode: "30003" }),
    );
    expect(res.status).toBe(200);
    expect(await smsRow(smsId)).toMatchObject({ status: "failed", error: "Twilio error 30003" });
  });

  it("refuses a wrong signature with 403 and changes nothing", async () => {
    const { smsId, sid } = await sentMessage();
    const params = { MessageSid: sid, MessageStatus: "delivered" };
    const wrongToken = signed(params, PUBLIC_URL, "another-token");
    expect((await post(wrongToken)).status).toBe(403);
    const wrongUrl = signed(params, "https://attacker.example/api/webhooks/twilio/status");
    expect((await post(wrongUrl)).status).toBe(403);
    const tampered = {
      ...signed(params),
      body: new URLSearchParams({ ...params, MessageStatus: "failed" }).toString(),
    };
    expect((await post(tampered)).status).toBe(403);
    expect((await smsRow(smsId)).status).toBe("sent");
  });

  it("refuses an unsigned call with 403", async () => {
    const { sid } = await sentMessage();
    const res = await post({ body: `MessageSid=${sid}&MessageStatus=delivered`, headers: FORM });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, message: "Missing X-Twilio-Signature" });
  });

  it("answers a malformed report with 400, never 500", async () => {
    const missingStatus = await post(signed({ MessageSid: twilioSid() }));
    expect(missingStatus.status).toBe(400);
    expect(missingStatus.body).toMatchObject({ errors: { MessageStatus: expect.any(String) } });
    expect((await post(signed({ MessageSid: "nope", MessageStatus: "delivered" }))).status).toBe(
      400,
    );
    expect(
      (await post(signed({ MessageSid: twilioSid(), MessageStatus: "exploded" }))).status,
    ).toBe(400);
    const json = await callRoute(status, { method: "POST", url: PATH, body: { MessageSid: "x" } });
    expect(json.status).toBe(400);
    const broken = await post({
      body: "%E0%A4%A=&&=",
      headers: { ...FORM, "x-twilio-signature": "x" },
    });
    expect(broken.status).toBe(403);
  });

  it("verifies against the public address rebuilt from the forwarded host and protocol", async () => {
    const original = process.env.NEXTAUTH_URL;
    delete process.env.NEXTAUTH_URL;
    resetServerConfigForTests();
    try {
      const { smsId, sid } = await sentMessage();
      const params = { MessageSid: sid, MessageStatus: "delivered" };
      const proxied = { "x-forwarded-host": "cars.example.com", "x-forwarded-proto": "https" };
      const asInternal = signed(params, PUBLIC_URL);
      expect(
        (await post({ ...asInternal, headers: { ...asInternal.headers, ...proxied } })).status,
      ).toBe(403);
      const asPublic = signed(params, `https://cars.example.com${PATH}`);
      const res = await post({ ...asPublic, headers: { ...asPublic.headers, ...proxied } });
      expect(res.status).toBe(200);
      expect((await smsRow(smsId)).status).toBe("delivered");
    } finally {
      process.env.NEXTAUTH_URL = original;
    }
  });

  it("is not found while Twilio is not configured", async () => {
    useOfflineSms();
    const res = await post(signed({ MessageSid: twilioSid(), MessageStatus: "delivered" }));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: expect.stringMatching(/not configured/) });
  });
});

import { getExpectedTwilioSignature } from "twilio/lib/webhooks/webhooks";
import { POST as inbound } from "@/app/api/webhooks/twilio/inbound/route";
import { mayMessage } from "@/lib/notifications/preferences";
import { readNotificationPreferences } from "@/server/notifications/notification-preferences";
import { createApprovedDriver } from "@test/drivers";
import { createUser } from "@test/factories";
import { callRoute } from "@test/route-client";
import { auditFor, TWILIO_ENV, uniqueUkMobile, useOfflineSms, useTwilio } from "@test/sms";

const PATH = "/api/webhooks/twilio/inbound";
const URL = `http://localhost:3000${PATH}`;

function reply(from: string, body: string, signature?: string) {
  const params = { From: from, Body: body, MessageSid: "SM" + "a".repeat(32), To: "+447700900001" };
  return callRoute(inbound, {
    method: "POST",
    url: PATH,
    body: new URLSearchParams(params).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature":
        signature ?? getExpectedTwilioSignature(TWILIO_ENV.TWILIO_AUTH_TOKEN, URL, params),
    },
  });
}

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

describe("POST /api/webhooks/twilio/inbound", () => {
  beforeEach(() => useTwilio());
  afterEach(() => useOfflineSms());

  it.each(["STOP", "stopall", " Unsubscribe ", "CANCEL", "end", "QUIT"])(
    "%p turns SMS off for every kind, audited, and answers empty TwiML",
    async (word) => {
      const phone = uniqueUkMobile();
      const customer = await createUser({ phone_number: phone });
      const res = await reply(phone, word);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/xml/);
      expect(res.text).toBe(EMPTY_TWIML);
      const preferences = await readNotificationPreferences(customer.user_id);
      for (const kind of ["reminders", "ride_updates", "marketing"] as const) {
        expect(mayMessage(preferences, kind, "sms")).toBe(false);
        expect(mayMessage(preferences, kind, "email")).toBe(kind !== "marketing");
      }
      const [event] = await auditFor(customer.user_id);
      expect(event).toMatchObject({
        actor_kind: "system",
        actor_label: `SMS reply from ${phone}`,
        entity_kind: "user",
        action: "notification_preferences_changed",
        changes: {
          "reminders.sms": { old: true, new: false },
          "ride_updates.sms": { old: true, new: false },
        },
        context: { channel: "sms", keyword: "stop" },
      });
    },
  );

  it("START (and YES, UNSTOP) turns reminders and ride updates back on, audited; a driver matched by their driver record", async () => {
    const phone = uniqueUkMobile();
    const { user } = await createApprovedDriver({ phone_number: phone });
    await reply(phone, "STOP");
    expect(mayMessage(await readNotificationPreferences(user.user_id), "reminders", "sms")).toBe(
      false,
    );
    const res = await reply(phone.replace("+44", "0"), "start");
    expect(res.status).toBe(200);
    const preferences = await readNotificationPreferences(user.user_id);
    expect(mayMessage(preferences, "reminders", "sms")).toBe(true);
    expect(mayMessage(preferences, "ride_updates", "sms")).toBe(true);
    expect(mayMessage(preferences, "marketing", "sms")).toBe(false);
    const actions = (await auditFor(user.user_id)).map((event) => event.context);
    expect(actions).toEqual([
      expect.objectContaining({ keyword: "stop" }),
      expect.objectContaining({ keyword: "start" }),
    ]);
    for (const word of ["YES", "UNSTOP"]) expect((await reply(phone, word)).status).toBe(200);
  });

  it("ignores other replies and unknown numbers, changing and auditing nothing", async () => {
    const phone = uniqueUkMobile();
    const customer = await createUser({ phone_number: phone });
    expect((await reply(phone, "Thanks, see you at 9")).text).toBe(EMPTY_TWIML);
    expect((await reply(uniqueUkMobile(), "STOP")).status).toBe(200);
    expect(await auditFor(customer.user_id)).toHaveLength(0);
  });

  it("refuses unsigned and wrongly signed replies with 403", async () => {
    const phone = uniqueUkMobile();
    const customer = await createUser({ phone_number: phone });
    const unsigned = await callRoute(inbound, {
      method: "POST",
      url: PATH,
      body: new URLSearchParams({ From: phone, Body: "STOP" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(unsigned.status).toBe(403);
    expect((await reply(phone, "STOP", "bm90IGEgc2lnbmF0dXJl")).status).toBe(403);
    expect(await auditFor(customer.user_id)).toHaveLength(0);
  });

  it("answers a reply without a sender with 400", async () => {
    const params = { Body: "STOP" };
    const res = await callRoute(inbound, {
      method: "POST",
      url: PATH,
      body: new URLSearchParams(params).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": getExpectedTwilioSignature(TWILIO_ENV.TWILIO_AUTH_TOKEN, URL, params),
      },
    });
    expect(res.status).toBe(400);
  });

  it("is not found while Twilio is not configured", async () => {
    useOfflineSms();
    expect((await reply(uniqueUkMobile(), "STOP")).status).toBe(404);
  });
});

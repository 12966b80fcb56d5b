import { sendSms } from "@/server/sms/send-sms";
import { fakeTwilio, twilioSid, uniqueUkMobile, useOfflineSms, useTwilio } from "@test/sms";
import { textsTo } from "@test/ride-messages";

afterEach(() => useOfflineSms());

describe("sendSms with a dedupe key", () => {
  it("records and sends the message once; a repeat answers duplicate with the first row", async () => {
    useTwilio();
    const twilio = fakeTwilio(async () => ({ sid: twilioSid() }));
    try {
      const to = uniqueUkMobile();
      const message = { to, body: "Reminder", kind: "reminders" as const, dedupeKey: `k:${to}` };
      const first = await sendSms(message);
      const second = await sendSms(message);
      expect(first.status).toBe("sent");
      expect(second).toEqual({ smsId: first.smsId, status: "duplicate", error: null });
      expect(twilio.sent).toHaveLength(1);
      expect(await textsTo(to)).toHaveLength(1);
      // Without a key nothing is held back.
      await sendSms({ to, body: "Reminder", kind: "reminders" });
      expect(await textsTo(to)).toHaveLength(2);
    } finally {
      twilio.restore();
    }
  });
});

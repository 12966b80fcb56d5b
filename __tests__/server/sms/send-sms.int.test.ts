import { getServerConfig } from "@/env";
import { NO_SENDER, NOT_A_NUMBER, sendSms } from "@/server/sms/send-sms";
import { fakeTwilio, smsRow, twilioSid, useOfflineSms, useTwilio } from "@test/sms";

afterEach(() => useOfflineSms());

describe("sendSms offline (no Twilio variables)", () => {
  it("keeps the message in the outbox in E.164 with its size", async () => {
    expect(getServerConfig().sms.kind).toBe("outbox");
    const result = await sendSms({
      to: "07700 900456",
      body: "Your chauffeur\u2019s on the way.",
      kind: "ride_updates",
      bookingId: 42,
    });
    expect(result).toMatchObject({ status: "sent", error: null });
    const row = await smsRow(result.smsId);
    expect(row).toMatchObject({
      to_number: "+447700900456",
      body: "Your chauffeur's on the way.",
      kind: "ride_updates",
      status: "sent",
      segments: 1,
      encoding: "GSM-7",
      booking_id: 42,
      provider_message_id: null,
    });
  });

  it("records a number that is not one as undeliverable, without throwing", async () => {
    const result = await sendSms({ to: "call me maybe", body: "Hello", kind: "reminders" });
    expect(result).toMatchObject({ status: "undeliverable", error: NOT_A_NUMBER });
    expect(await smsRow(result.smsId)).toMatchObject({
      to_number: "call me maybe",
      status: "undeliverable",
      error: NOT_A_NUMBER,
    });
  });
});

describe("sendSms through Twilio (all three variables set)", () => {
  it("chooses Twilio and sends from the sender name to a UK number, with the status callback", async () => {
    useTwilio();
    expect(getServerConfig().sms.kind).toBe("twilio");
    const sid = twilioSid();
    const twilio = fakeTwilio(async () => ({ sid }));
    try {
      const result = await sendSms({ to: "+44 7700 900457", body: "Reminder", kind: "reminders" });
      expect(result.status).toBe("sent");
      expect(twilio.sent).toEqual([
        {
          to: "+447700900457",
          from: "Apex Cars",
          body: "Reminder",
          statusCallback: "http://localhost:3000/api/webhooks/twilio/status",
        },
      ]);
      expect(await smsRow(result.smsId)).toMatchObject({
        status: "sent",
        provider_message_id: sid,
        from_sender: "Apex Cars",
      });
    } finally {
      twilio.restore();
    }
  });

  it("sends from the number to the US and Canada, which refuse sender names", async () => {
    useTwilio();
    const twilio = fakeTwilio(async () => ({ sid: twilioSid() }));
    try {
      await sendSms({ to: "+1 415 555 2671", body: "Hi", kind: "ride_updates" });
      await sendSms({ to: "+1 604 555 0123", body: "Hi", kind: "ride_updates" });
      expect(twilio.sent.map((m) => m.from)).toEqual(["+15005550006", "+15005550006"]);
    } finally {
      twilio.restore();
    }
  });

  it("refuses a US number when only a sender name is configured, recorded as undeliverable", async () => {
    useTwilio({ TWILIO_FROM_NUMBER: "" });
    const twilio = fakeTwilio(async () => ({ sid: twilioSid() }));
    try {
      const result = await sendSms({ to: "+14155552671", body: "Hi", kind: "reminders" });
      expect(result).toMatchObject({ status: "undeliverable", error: NO_SENDER });
      expect(twilio.sent).toHaveLength(0);
    } finally {
      twilio.restore();
    }
  });

  it("records Twilio's refusal of the number as undeliverable and any other error as failed", async () => {
    useTwilio();
    const refusal = Object.assign(new Error("The 'To' number is not a valid phone number."), {
      code: 21211,
    });
    let twilio = fakeTwilio(() => Promise.reject(refusal));
    try {
      const refused = await sendSms({ to: "+447700900458", body: "Hi", kind: "reminders" });
      expect(refused.status).toBe("undeliverable");
      expect((await smsRow(refused.smsId)).error).toContain("not a valid phone number");
    } finally {
      twilio.restore();
    }
    twilio = fakeTwilio(() => Promise.reject(new Error("socket hang up")));
    try {
      const failed = await sendSms({ to: "+447700900458", body: "Hi", kind: "reminders" });
      expect(failed).toMatchObject({ status: "failed", error: "socket hang up" });
      expect((await smsRow(failed.smsId)).status).toBe("failed");
    } finally {
      twilio.restore();
    }
  });
});

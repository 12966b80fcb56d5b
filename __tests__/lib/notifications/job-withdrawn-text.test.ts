import {
  jobWithdrawnSms,
  jobWithdrawnText,
  pickupWhenLabel,
  zoneCity,
} from "@/lib/notifications/job-withdrawn-text";
import { smsSize } from "@/lib/sms/segments";

describe("the chauffeur's job-withdrawn message", () => {
  it("names the pickup's own date, time and zone without locale data", () => {
    expect(pickupWhenLabel("2024-05-03", "09:00:00", "Europe/London")).toBe(
      "Fri 3 May 09:00 (London)",
    );
    // The day the clocks go back in London: the wall clock as booked, the weekday from the date.
    expect(pickupWhenLabel("2031-10-26", "01:30:00", "Europe/London")).toBe(
      "Sun 26 Oct 01:30 (London)",
    );
    expect(zoneCity("America/New_York")).toBe("New York");
  });

  it("says cancelled, or taken off with the operator's reason", () => {
    const base = { reference: "ABC123", when: "Fri 3 May 09:00 (London)" };
    expect(
      jobWithdrawnText({ ...base, withdrawal: "cancelled", reason: "Booking cancelled" }),
    ).toBe("Job ABC123 on Fri 3 May 09:00 (London) has been cancelled.");
    expect(
      jobWithdrawnText({ ...base, withdrawal: "unassigned", reason: " Car broke down " }),
    ).toBe("Job ABC123 on Fri 3 May 09:00 (London) has been taken off you: Car broke down");
    expect(jobWithdrawnText({ ...base, withdrawal: "unassigned", reason: null })).toBe(
      "Job ABC123 on Fri 3 May 09:00 (London) has been taken off you.",
    );
  });

  it("keeps the text message to one part, cutting a long reason", () => {
    const text = jobWithdrawnText({
      reference: "ABC123",
      when: "Fri 3 May 09:00 (London)",
      withdrawal: "unassigned",
      reason: "x".repeat(300),
    });
    const sms = jobWithdrawnSms(text);
    expect(sms.startsWith("Job ABC123 on Fri 3 May 09:00 (London) has been taken off you: x")).toBe(
      true,
    );
    expect(smsSize(sms).segments).toBe(1);
  });
});

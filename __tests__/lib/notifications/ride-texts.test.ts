import {
  arrivedText,
  carPhrase,
  chauffeurReminderText,
  customerReminderText,
  firstThatFits,
  onTheWayText,
  SMS_LIMIT,
} from "@/lib/notifications/ride-texts";
import { smsSize } from "@/lib/sms/segments";

const car = { make: "Mercedes-Benz", model: "E-Class", colour: "Black", plate: "AB12 CDE" };
const dana = { firstName: "Dana", car };

function oneGsmPart(text: string) {
  const size = smsSize(text);
  expect(size.encoding).toBe("GSM-7");
  expect(size.units).toBeLessThanOrEqual(SMS_LIMIT);
}

describe("ride updates", () => {
  it("names the chauffeur and the car on the way", () => {
    expect(onTheWayText(dana, null)).toBe(
      "Your chauffeur Dana is on the way in a black Mercedes-Benz E-Class (AB12 CDE).",
    );
    expect(carPhrase(null)).toBe("");
  });

  it("adds the trip link when there is one", () => {
    const link = "https://example.com/t/abc123";
    expect(onTheWayText(dana, link)).toBe(
      `Your chauffeur Dana is on the way in a black Mercedes-Benz E-Class (AB12 CDE). ${link}`,
    );
    expect(arrivedText(dana, link)).toBe(
      `Your chauffeur has arrived at the pickup (AB12 CDE). ${link}`,
    );
  });

  it("says who is coming without a car, and arrival without one", () => {
    expect(onTheWayText({ firstName: "Eli", car: null }, null)).toBe(
      "Your chauffeur Eli is on the way.",
    );
    expect(arrivedText(null, null)).toBe("Your chauffeur has arrived at the pickup.");
  });

  it("stays in one GSM-7 part, dropping the car before the link", () => {
    const long = {
      firstName: "Bartholomew",
      car: {
        ...car,
        make: "Rolls-Royce Motor Cars",
        model: "Phantom Extended Wheelbase Series II",
      },
    };
    const link = `https://example.com/trip/${"x".repeat(60)}`;
    const text = onTheWayText(long, link);
    oneGsmPart(text);
    expect(text).toBe(`Your chauffeur Bartholomew is on the way. ${link}`);
  });

  it("cuts the barest text as a last resort and turns curly quotes plain", () => {
    const text = firstThatFits([`It\u2019s ${"y".repeat(300)}`]);
    oneGsmPart(text);
    expect(text.startsWith("It's yyy")).toBe(true);
  });
});

describe("reminders", () => {
  it("gives the customer the day, time, place and chauffeur", () => {
    expect(
      customerReminderText({
        reminder: "24h",
        reference: "BK1234",
        time: "10:00 (UK time)",
        pickup: "Heathrow Terminal 5",
        chauffeur: dana,
      }),
    ).toBe(
      "Reminder: your ride BK1234 is tomorrow at 10:00 (UK time) from Heathrow Terminal 5. Chauffeur Dana, black Mercedes-Benz E-Class (AB12 CDE).",
    );
    expect(
      customerReminderText({
        reminder: "2h",
        reference: "BK1234",
        time: "10:00 (UK time)",
        pickup: "Heathrow Terminal 5",
        chauffeur: null,
      }),
    ).toBe("Reminder: your ride BK1234 is today at 10:00 (UK time) from Heathrow Terminal 5.");
  });

  it("drops the place before the chauffeur when the address is long", () => {
    const text = customerReminderText({
      reminder: "2h",
      reference: "BK1234",
      time: "10:00 (UK time)",
      pickup: `Flat 12, ${"Long Road ".repeat(10)}London`,
      chauffeur: dana,
    });
    oneGsmPart(text);
    expect(text).toBe(
      "Reminder: your ride BK1234 is today at 10:00 (UK time). Chauffeur Dana, black Mercedes-Benz E-Class (AB12 CDE).",
    );
  });

  it("reminds the chauffeur of the job in one part", () => {
    const text = chauffeurReminderText({
      reference: "BK1234",
      time: "10:00 (UK time)",
      pickup: "Heathrow Terminal 5",
      passenger: "Grace",
    });
    expect(text).toBe(
      "Reminder: job BK1234 at 10:00 (UK time), pickup Heathrow Terminal 5. Passenger Grace.",
    );
    oneGsmPart(text);
  });
});

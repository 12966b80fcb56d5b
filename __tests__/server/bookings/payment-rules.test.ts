import { TEST_SITE } from "@test/site";
import { buildBookingCalendar } from "@/server/email/templates/receipt-calendar";
import { receiptEmail } from "@/server/email/templates/receipt";
import type { BookingRow } from "@/server/db/schema";
import {
  createPaymentIntentSchema,
  isExpiryInFuture,
  testCardPaymentSchema,
} from "@/lib/validations/payment";

describe("payment payloads", () => {
  it("accepts the spec's payload and a numeric-string booking id, rejecting extra keys", () => {
    expect(
      createPaymentIntentSchema.parse({ booking_id: "12", amount: 10.5, currency: "gbp" }),
    ).toEqual({ booking_id: 12, amount: 10.5, currency: "gbp" });
    expect(createPaymentIntentSchema.parse({ booking_id: 12, amount: 10.5 }).currency).toBe("gbp");
    expect(
      createPaymentIntentSchema.safeParse({ booking_id: 12, amount: 10.5, user_id: 1 }).success,
    ).toBe(false);
  });

  it("strips spaces from card numbers and checks expiry dates", () => {
    const parsed = testCardPaymentSchema.parse({
      client_secret: "s",
      card_number: "4242 4242 4242 4242",
      expiry: "12/39",
      cvc: "123",
    });
    expect(parsed.card_number).toBe("4242424242424242");
    const now = new Date(Date.UTC(2026, 10, 22));
    expect(isExpiryInFuture("11/26", now)).toBe(true);
    expect(isExpiryInFuture("10/26", now)).toBe(false);
    expect(isExpiryInFuture("01/27", now)).toBe(true);
  });
});

describe("receipt calendar", () => {
  const leg = {
    booking_id: 41,
    pickup_location: "Heathrow Airport (LHR), Hounslow TW6; Terminal 5",
    dropoff_location: "Big Ben, London",
    pickup_at: new Date("2027-01-05T14:30:00Z"),
    number_of_hours: null,
  } as BookingRow;

  it("writes one event per leg in UTC with escaped text and CRLF lines", () => {
    const ics = buildBookingCalendar({
      site: TEST_SITE,
      legs: [leg, { ...leg, booking_id: 42, number_of_hours: 3 }],
      siteUrl: "https://example.com",
      now: new Date("2026-11-22T00:00:00Z"),
    });
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain("DTSTART:20270105T143000Z\r\nDTEND:20270105T153000Z");
    expect(ics).toContain("DTEND:20270105T173000Z");
    expect(ics).toContain("UID:booking-41@example.com");
    expect(ics).toContain("LOCATION:Heathrow Airport (LHR)\\, Hounslow TW6\\; Terminal 5");
    for (const line of ics.split("\r\n")) expect(line.length).toBeLessThanOrEqual(75);
  });
});

describe("receipt e-mail", () => {
  it("names the number of cars beside the class", () => {
    const leg = {
      booking_id: 51,
      pickup_location: "Heathrow Airport (LHR), Hounslow TW6",
      dropoff_location: "Big Ben, London",
      pickup_at: new Date("2027-01-05T14:30:00Z"),
      booking_date: "2027-01-05",
      booking_time: "14:30",
      pickup_time_zone: "Europe/London",
      number_of_hours: null,
      service_type: "business_van",
      number_of_cars: 2,
      number_of_passengers: 12,
      number_of_luggage: 4,
      flight_number: null,
      price_pence: 40000,
      reference_code: null,
      booking_reference: "K7QX2M9PRT",
    } as unknown as BookingRow;
    const email = receiptEmail({
      site: TEST_SITE,
      firstName: "Ada",
      legs: [leg],
      amountPence: 40000,
      currency: "gbp",
      paymentIntentId: "tp_1",
      paidAt: new Date("2026-11-22T00:00:00Z"),
      siteUrl: "https://example.com",
    });
    expect(email.text).toContain("Service: Business Van/SUV (2 cars)");
  });
});

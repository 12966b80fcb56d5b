import { z } from "zod";
import { byBookingType } from "@/lib/validations/booking/type-rule";
import { createBookingSchema, type CreateBookingInput } from "@/lib/validations/booking";
import { registerSchema } from "@/lib/validations/auth";
import { profileSchema } from "@/lib/validations/profile";

const schema = byBookingType(
  { note: z.string().optional() },
  { key: "to", label: "Destination", schema: (required) => z.string(required) },
);

function firstMessage(result: { success: boolean; error?: z.ZodError }): string | undefined {
  return result.error?.issues[0]?.message;
}

describe("byBookingType (one point-to-point/hourly rule)", () => {
  it("is a discriminated union on booking_type", () => {
    expect(schema.def.type).toBe("union");
    expect(schema.def.discriminator).toBe("booking_type");
  });

  it("needs the dropoff for point to point and refuses hours and a ride area", () => {
    expect(schema.parse({ booking_type: "point_to_point", to: "Big Ben" })).toEqual({
      booking_type: "point_to_point",
      to: "Big Ben",
    });
    expect(firstMessage(schema.safeParse({ booking_type: "point_to_point" }))).toBe(
      "Destination is required for point to point bookings",
    );
    const refused = schema.safeParse({
      booking_type: "point_to_point",
      to: "Big Ben",
      number_of_hours: 3,
      ride_area: "inside",
    });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      "Number of hours is only allowed for hourly bookings",
      "Ride area is only allowed for hourly bookings",
    ]);
  });

  it("needs the hours for hourly, refuses a dropoff and defaults the ride area", () => {
    expect(schema.parse({ booking_type: "hourly", number_of_hours: 3, to: "" })).toEqual({
      booking_type: "hourly",
      number_of_hours: 3,
      ride_area: "inside",
      to: null,
    });
    expect(firstMessage(schema.safeParse({ booking_type: "hourly", number_of_hours: null }))).toBe(
      "Number of hours is required for hourly bookings",
    );
    expect(
      firstMessage(schema.safeParse({ booking_type: "hourly", number_of_hours: 3, to: "X" })),
    ).toBe("Destination is not allowed for hourly bookings");
  });

  it("tells a missing booking type from a wrong one", () => {
    expect(firstMessage(schema.safeParse({}))).toBe("Booking type is required");
    expect(firstMessage(schema.safeParse({ booking_type: "daily" }))).toBe(
      "Booking type must be point_to_point or hourly",
    );
  });
});

describe("the one phone rule in every schema that takes a phone", () => {
  const guestBooking: CreateBookingInput = {
    booking_type: "hourly",
    pickup_location: "The Savoy",
    booking_date: "2027-01-06",
    booking_time: "08:00",
    number_of_passengers: 1,
    number_of_luggage: 0,
    number_of_hours: 4,
    service_type: "business_class",
    is_self_booking: false,
    guest_title: "ms",
    guest_first_name: "Ada",
    guest_last_name: "Lovelace",
    guest_email: "ada@example.com",
    guest_phone_number: "",
  };
  const guestPhone = (phone: string) =>
    createBookingSchema.safeParse({ ...guestBooking, guest_phone_number: phone });

  it.each([
    ["+44 7700 900456", "+447700900456"],
    ["07700 900456", "+447700900456"],
    ["+1 604 555 0142", "+16045550142"],
    ["+33 6 12 34 56 78", "+33612345678"],
  ])("stores the guest passenger's %s as %s", (typed, stored) => {
    expect(guestPhone(typed).data?.guest_phone_number).toBe(stored);
  });

  it("refuses a guest phone that cannot be a number, with the booking's messages", () => {
    expect(firstMessage(guestPhone("12"))).toBe("Invalid phone number");
    expect(firstMessage(guestPhone(""))).toBe("Passenger phone number is required");
  });

  const registration = {
    first_name: "Ada",
    last_name: "Lovelace",
    phone_number: "07700 900456",
    email: "ada@example.com",
    address: "1 Street",
    city: "London",
    state_province: "London",
    zip_postal_code: "SW1A 1AA",
    country: "United Kingdom",
    password: "secret1",
  };

  it("registration stores E.164 and keeps the spec's required message", () => {
    expect(registerSchema.parse(registration).phone_number).toBe("+447700900456");
    expect(firstMessage(registerSchema.safeParse({ ...registration, phone_number: "" }))).toBe(
      "Phone number is required",
    );
    expect(firstMessage(registerSchema.safeParse({ ...registration, phone_number: "12ab" }))).toBe(
      "Invalid phone number",
    );
  });

  it("the profile stores E.164 and answers the spec's message for a bad number", () => {
    const { password: _password, ...profile } = registration;
    expect(profileSchema.parse({ ...profile, phone_number: "+1 416 555 0199" }).phone_number).toBe(
      "+14165550199",
    );
    expect(firstMessage(profileSchema.safeParse({ ...profile, phone_number: "12345" }))).toBe(
      "Phone number must be at least 10 digits",
    );
  });
});

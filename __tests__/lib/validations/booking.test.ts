import type { z } from "zod";
import {
  createBookingDraftSchema,
  createBookingSchema,
  quoteRequestSchema,
  toQuoteInput,
  type CreateBookingInput,
  type QuoteRequestInput,
} from "@/lib/validations/booking";

/** Every message the schema produced, keyed by dotted path ("" for the root). */
function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join(".");
    (byPath[path] ??= []).push(issue.message);
  }
  return byPath;
}

describe("quoteRequestSchema", () => {
  const pointToPoint: QuoteRequestInput = {
    booking_type: "point_to_point",
    destination_country: "uk",
    pickup: { lat: 51.47, lng: -0.4543, address: "Heathrow Airport" },
    dropoff: { lat: 51.5007, lng: -0.1246 },
    number_of_passengers: 2,
    number_of_luggage: 1,
  };
  const hourly: QuoteRequestInput = {
    booking_type: "hourly",
    destination_country: "uk",
    pickup: { lat: 51.5007, lng: -0.1246 },
    number_of_hours: 5,
    number_of_passengers: 1,
    number_of_luggage: 0,
  };
  const quoteMessages = (input: unknown) => messages(quoteRequestSchema, input);

  it("accepts a point to point request and maps it to a pricing input", () => {
    const parsed = quoteRequestSchema.parse(pointToPoint);
    expect(parsed.ride_area).toBeUndefined();
    expect(toQuoteInput(parsed)).toEqual({
      booking_type: "point_to_point",
      pickup: { lat: 51.47, lng: -0.4543 },
      dropoff: { lat: 51.5007, lng: -0.1246 },
      passengers: 2,
      luggage: 1,
    });
  });

  it("defaults the hourly ride area to inside", () => {
    const parsed = quoteRequestSchema.parse(hourly);
    expect(parsed.ride_area).toBe("inside");
    expect(toQuoteInput(parsed)).toEqual({
      booking_type: "hourly",
      hours: 5,
      ride_area: "inside",
      passengers: 1,
      luggage: 0,
    });
    expect(quoteRequestSchema.parse({ ...hourly, ride_area: "outside" }).ride_area).toBe("outside");
  });

  it("names each missing field", () => {
    // The booking type picks the rest of the rule (a discriminated union), so it is checked first.
    expect(quoteMessages({})).toEqual({ booking_type: ["Booking type is required"] });
    expect(quoteMessages({ booking_type: "point_to_point" })).toEqual({
      dropoff: ["Dropoff is required for point to point bookings"],
      destination_country: ["Destination country is required"],
      pickup: ["Pickup is required"],
      number_of_passengers: ["Number of passengers is required"],
      number_of_luggage: ["Number of luggage is required"],
    });
  });

  it("rejects wrong values with clear messages", () => {
    expect(
      quoteMessages({
        ...hourly,
        destination_country: "france",
        pickup: "Heathrow",
        ride_area: "north",
      }),
    ).toEqual({
      destination_country: ["Destination country must be uk, canada or america"],
      pickup: ["Pickup must be an object with lat and lng"],
      ride_area: ["Ride area must be inside or outside"],
    });
    expect(quoteMessages({ ...pointToPoint, booking_type: "daily", dropoff: 5 })).toEqual({
      booking_type: ["Booking type must be point_to_point or hourly"],
    });
    expect(quoteMessages({ ...pointToPoint, dropoff: 5 })).toEqual({
      dropoff: ["Dropoff must be an object with lat and lng"],
    });
  });

  it("checks coordinates and addresses", () => {
    expect(quoteMessages({ ...pointToPoint, pickup: {} })).toEqual({
      "pickup.lat": ["Latitude is required"],
      "pickup.lng": ["Longitude is required"],
    });
    expect(quoteMessages({ ...pointToPoint, pickup: { lat: "51", lng: "x", address: 7 } })).toEqual(
      {
        "pickup.lat": ["Latitude must be a number"],
        "pickup.lng": ["Longitude must be a number"],
        "pickup.address": ["Address must be text"],
      },
    );
    expect(
      quoteMessages({
        ...pointToPoint,
        dropoff: { lat: -90.1, lng: 180.5, address: "a".repeat(301) },
      }),
    ).toEqual({
      "dropoff.lat": ["Latitude must be between -90 and 90"],
      "dropoff.lng": ["Longitude must be between -180 and 180"],
      "dropoff.address": ["Address must be at most 300 characters"],
    });
    expect(
      quoteRequestSchema.safeParse({ ...pointToPoint, pickup: { lat: 90, lng: -180 } }).success,
    ).toBe(true);
  });

  it("checks the counts and hours", () => {
    expect(
      quoteMessages({
        ...hourly,
        number_of_passengers: 0,
        number_of_luggage: 9,
        number_of_hours: 25,
      }),
    ).toEqual({
      number_of_passengers: ["Number of passengers must be between 1 and 8"],
      number_of_luggage: ["Number of luggage must be between 0 and 8"],
      number_of_hours: ["Number of hours must be between 1 and 24"],
    });
    expect(
      quoteMessages({
        ...hourly,
        number_of_passengers: 1.5,
        number_of_luggage: "2",
        number_of_hours: 0,
      }),
    ).toEqual({
      number_of_passengers: ["Number of passengers must be a whole number"],
      number_of_luggage: ["Number of luggage must be a number"],
      number_of_hours: ["Number of hours must be between 1 and 24"],
    });
    expect(quoteMessages({ ...hourly, number_of_hours: 2.5 })).toEqual({
      number_of_hours: ["Number of hours must be a whole number"],
    });
    expect(quoteMessages({ ...hourly, number_of_hours: "4" })).toEqual({
      number_of_hours: ["Number of hours must be a number"],
    });
  });

  it("requires the fields of the booking type and refuses the other type’s fields", () => {
    expect(
      quoteMessages({
        ...pointToPoint,
        dropoff: undefined,
        number_of_hours: 4,
        ride_area: "inside",
      }),
    ).toEqual({
      dropoff: ["Dropoff is required for point to point bookings"],
      number_of_hours: ["Number of hours is only allowed for hourly bookings"],
      ride_area: ["Ride area is only allowed for hourly bookings"],
    });
    expect(
      quoteMessages({ ...hourly, number_of_hours: undefined, dropoff: { lat: 51, lng: 0 } }),
    ).toEqual({
      number_of_hours: ["Number of hours is required for hourly bookings"],
      dropoff: ["Dropoff is not allowed for hourly bookings"],
    });
  });

  it("rejects unknown keys, nested ones too", () => {
    const topLevel = quoteRequestSchema.safeParse({ ...pointToPoint, price: 10 });
    expect(topLevel.success).toBe(false);
    expect(topLevel.error?.issues[0]).toMatchObject({
      code: "unrecognized_keys",
      keys: ["price"],
      message: 'Unrecognized key: "price"',
    });
    expect(quoteMessages({ ...pointToPoint, pickup: { lat: 1, lng: 1, zoom: 3 } })).toEqual({
      pickup: ['Unrecognized key: "zoom"'],
    });
  });
});

describe("createBookingSchema", () => {
  const selfPointToPoint: CreateBookingInput = {
    booking_type: "point_to_point",
    pickup_location: "  Heathrow Airport, Longford TW6  ",
    dropoff_location: "Big Ben, London SW1A 0AA",
    booking_date: "2027-01-05",
    booking_time: "9:30",
    number_of_passengers: 2,
    number_of_luggage: 2,
    service_type: "first_class",
    is_self_booking: 1,
  };
  const guestHourly: CreateBookingInput = {
    booking_type: "hourly",
    pickup_location: "The Savoy, Strand",
    dropoff_location: null,
    destination_country: "uk",
    booking_date: "2027-01-05",
    booking_time: "14:30:00",
    number_of_passengers: 1,
    number_of_luggage: 0,
    number_of_hours: 6,
    service_type: "business_class",
    is_self_booking: false,
    guest_title: "Dr",
    guest_first_name: "Ada",
    guest_last_name: "Lovelace",
    guest_email: "ada@example.com",
    guest_phone_number: "+44 20 7946 0000",
  };
  const bookingMessages = (input: unknown) => messages(createBookingSchema, input);

  it("normalises a self booking and fills the defaults", () => {
    expect(createBookingSchema.parse(selfPointToPoint)).toEqual({
      booking_type: "point_to_point",
      pickup_location: "Heathrow Airport, Longford TW6",
      dropoff_location: "Big Ben, London SW1A 0AA",
      pickup_place_name: null,
      dropoff_place_name: null,
      destination_country: "uk",
      booking_date: "2027-01-05",
      booking_time: "09:30:00",
      number_of_passengers: 2,
      number_of_luggage: 2,
      number_of_hours: null,
      ride_area: null,
      service_type: "first_class",
      is_self_booking: true,
      guest_title: null,
      guest_first_name: null,
      guest_last_name: null,
      guest_email: null,
      guest_phone_number: null,
      flight_number: null,
      pickup_sign: null,
      notes_for_chauffeur: null,
      reference_code: null,
      return_trip: null,
      partner_slug: null,
    });
  });

  it("keeps guest details, lower-cases the title and defaults the ride area", () => {
    const parsed = createBookingSchema.parse({
      ...guestHourly,
      flight_number: " BA117 ",
      notes_for_chauffeur: "",
    });
    expect(parsed).toMatchObject({
      dropoff_location: null,
      number_of_hours: 6,
      ride_area: "inside",
      is_self_booking: false,
      guest_title: "dr",
      guest_first_name: "Ada",
      guest_email: "ada@example.com",
      // The one phone rule stores E.164.
      guest_phone_number: "+442079460000",
      flight_number: "BA117",
      notes_for_chauffeur: null,
    });
  });

  it("drops guest details on a self booking", () => {
    const parsed = createBookingSchema.parse({ ...guestHourly, is_self_booking: true });
    expect([parsed.guest_title, parsed.guest_first_name, parsed.guest_email]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it("accepts the server-owned fields the old browser sends, and drops them", () => {
    const parsed = createBookingSchema.parse({
      ...selfPointToPoint,
      price: 157.81,
      distance_travelled: "20.08",
      user_id: 42,
      status: "pending",
      cost_center: null,
    });
    for (const key of ["price", "distance_travelled", "user_id", "status", "cost_center"]) {
      expect(parsed).not.toHaveProperty(key);
    }
    expect(bookingMessages({ ...selfPointToPoint, price: { amount: 1 } })).toHaveProperty("price");
  });

  it("rejects any other unknown key", () => {
    expect(bookingMessages({ ...selfPointToPoint, role: "admin" })).toEqual({
      "": ['Unrecognized key: "role"'],
    });
  });

  it("names each missing field", () => {
    // The booking type picks the rest of the rule (a discriminated union), so it is checked first.
    expect(bookingMessages({})).toEqual({ booking_type: ["Booking type is required"] });
    expect(bookingMessages({ booking_type: "point_to_point" })).toEqual({
      dropoff_location: ["Dropoff location is required for point to point bookings"],
      pickup_location: ["Pickup location is required"],
      booking_date: ["Booking date is required"],
      booking_time: ["Booking time is required"],
      number_of_passengers: ["Number of passengers is required"],
      number_of_luggage: ["Number of luggage is required"],
      service_type: ["Service type is required"],
      is_self_booking: ["Please choose whether the booking is for you or another passenger"],
    });
    expect(bookingMessages({ ...selfPointToPoint, pickup_location: "   " })).toEqual({
      pickup_location: ["Pickup location is required"],
    });
  });

  it("rejects wrong values with clear messages", () => {
    expect(
      bookingMessages({
        ...selfPointToPoint,
        pickup_location: 12,
        destination_country: "france",
        booking_date: "2027-02-30",
        booking_time: "25:00",
        number_of_passengers: 9,
        number_of_luggage: -1,
        service_type: "economy",
        is_self_booking: "yes",
      }),
    ).toEqual({
      pickup_location: ["Pickup location must be text"],
      destination_country: ["Destination country must be uk, canada or america"],
      booking_date: ["Invalid booking date. Expected format: yyyy-MM-dd"],
      booking_time: ["Invalid booking time format. Expected format: HH:mm:ss"],
      number_of_passengers: ["Number of passengers must be between 1 and 8"],
      number_of_luggage: ["Number of luggage must be between 0 and 8"],
      service_type: ["Service type must be business_class, first_class or business_van"],
      is_self_booking: ["is_self_booking must be true, false, 1 or 0"],
    });
    expect(bookingMessages({ ...selfPointToPoint, booking_type: "daily" })).toEqual({
      booking_type: ["Booking type must be point_to_point or hourly"],
    });
  });

  it.each(["05/01/2027", "2027-1-5", "2027-13-01"])(
    "rejects the booking date %s",
    (bookingDate) => {
      expect(bookingMessages({ ...selfPointToPoint, booking_date: bookingDate })).toEqual({
        booking_date: ["Invalid booking date. Expected format: yyyy-MM-dd"],
      });
    },
  );

  it.each([
    ["14:30:00", "14:30:00"],
    ["14:30", "14:30:00"],
    ["9:30", "09:30:00"],
  ])("accepts the booking time %s as %s", (input, expected) => {
    expect(
      createBookingSchema.parse({ ...selfPointToPoint, booking_time: input }).booking_time,
    ).toBe(expected);
  });

  it.each(["2:30 PM", "14:3", "12:60", 1430])("rejects the booking time %p", (bookingTime) => {
    expect(bookingMessages({ ...selfPointToPoint, booking_time: bookingTime })).toEqual({
      booking_time: ["Invalid booking time format. Expected format: HH:mm:ss"],
    });
  });

  it("checks the lengths of the text fields", () => {
    expect(
      bookingMessages({
        ...selfPointToPoint,
        pickup_location: "p".repeat(301),
        dropoff_location: "d".repeat(301),
        flight_number: "f".repeat(21),
        pickup_sign: "s".repeat(101),
        notes_for_chauffeur: "n".repeat(1001),
        reference_code: "r".repeat(51),
      }),
    ).toEqual({
      pickup_location: ["Pickup location must be at most 300 characters"],
      dropoff_location: ["Dropoff location must be at most 300 characters"],
      flight_number: ["Flight number must be at most 20 characters"],
      pickup_sign: ["Pickup sign must be at most 100 characters"],
      notes_for_chauffeur: ["Notes for the chauffeur must be at most 1000 characters"],
      reference_code: ["Reference code must be at most 50 characters"],
    });
    expect(
      bookingMessages({
        ...selfPointToPoint,
        notes_for_chauffeur: "n".repeat(1000),
        flight_number: 7,
      }),
    ).toEqual({
      flight_number: ["Flight number must be text"],
    });
  });

  it("checks the hours and the ride area values", () => {
    expect(bookingMessages({ ...guestHourly, number_of_hours: 25, ride_area: "north" })).toEqual({
      number_of_hours: ["Number of hours must be between 1 and 24"],
      ride_area: ["Ride area must be inside or outside"],
    });
  });

  it("requires the fields of the booking type and refuses the other type’s fields", () => {
    expect(
      bookingMessages({
        ...selfPointToPoint,
        dropoff_location: "",
        number_of_hours: 4,
        ride_area: "outside",
      }),
    ).toEqual({
      dropoff_location: ["Dropoff location is required for point to point bookings"],
      number_of_hours: ["Number of hours is only allowed for hourly bookings"],
      ride_area: ["Ride area is only allowed for hourly bookings"],
    });
    expect(
      bookingMessages({ ...guestHourly, number_of_hours: null, dropoff_location: "Big Ben" }),
    ).toEqual({
      number_of_hours: ["Number of hours is required for hourly bookings"],
      dropoff_location: ["Dropoff location is not allowed for hourly bookings"],
    });
  });

  it("requires every passenger detail when booking for someone else", () => {
    expect(
      bookingMessages({
        ...guestHourly,
        is_self_booking: 0,
        guest_title: "",
        guest_first_name: null,
        guest_last_name: " ",
        guest_email: undefined,
        guest_phone_number: "",
      }),
    ).toEqual({
      guest_title: ["Passenger title is required"],
      guest_first_name: ["Passenger first name is required"],
      guest_last_name: ["Passenger last name is required"],
      guest_email: ["Passenger email is required"],
      guest_phone_number: ["Passenger phone number is required"],
    });
  });

  it("checks the passenger detail formats", () => {
    expect(
      bookingMessages({
        ...guestHourly,
        guest_title: "sir",
        guest_first_name: "a".repeat(101),
        guest_last_name: "b".repeat(101),
        guest_email: "not-an-email",
        guest_phone_number: "call me",
      }),
    ).toEqual({
      guest_title: ["Passenger title must be one of mr, mrs, ms, dr"],
      guest_first_name: ["Passenger first name must be at most 100 characters"],
      guest_last_name: ["Passenger last name must be at most 100 characters"],
      guest_email: ["Invalid email address"],
      guest_phone_number: ["Invalid phone number"],
    });
    expect(createBookingSchema.parse({ ...guestHourly, guest_title: "MRS" }).guest_title).toBe(
      "mrs",
    );
  });

  it("takes an optional return trip after the outbound pickup", () => {
    const parsed = createBookingSchema.parse({
      ...selfPointToPoint,
      return_trip: { booking_date: "2027-01-06", booking_time: "8:00" },
    });
    expect(parsed.return_trip).toEqual({ booking_date: "2027-01-06", booking_time: "08:00:00" });
    expect(
      bookingMessages({
        ...selfPointToPoint,
        return_trip: { booking_date: "2027-01-05", booking_time: "09:30" },
      }),
    ).toEqual({
      "return_trip.booking_date": ["Return pickup must be after the outbound pickup"],
    });
  });

  it("asks for both the return date and time", () => {
    expect(bookingMessages({ ...selfPointToPoint, return_trip: {} })).toEqual({
      "return_trip.booking_date": ["Please select return date and time"],
      "return_trip.booking_time": ["Please select return date and time"],
    });
    expect(bookingMessages({ ...selfPointToPoint, return_trip: null })).toEqual({
      return_trip: ["Please select return date and time"],
    });
    expect(bookingMessages({ ...selfPointToPoint, return_trip: "tomorrow" })).toEqual({
      return_trip: ["Return trip must be an object with booking_date and booking_time"],
    });
    expect(
      bookingMessages({
        ...selfPointToPoint,
        return_trip: { booking_date: "2027-02-30", booking_time: "99:00", price: 1 },
      }),
    ).toEqual({
      "return_trip.booking_date": ["Invalid return date. Expected format: yyyy-MM-dd"],
      "return_trip.booking_time": ["Invalid booking time format. Expected format: HH:mm:ss"],
      return_trip: ['Unrecognized key: "price"'],
    });
  });
});

describe("bookingDraftSchema", () => {
  // 10:00 in London on 5 January 2027.
  const schema = createBookingDraftSchema({ now: () => new Date("2027-01-05T10:00:00Z") });
  const draftMessages = (input: unknown) => messages(schema, input);
  const pointToPoint = {
    bookingType: "point_to_point",
    destinationCountry: "uk",
    pickupLocation: "Heathrow Airport",
    dropoffLocation: "Big Ben",
    date: "2027-01-05",
    time: "10:15",
    passengers: "2",
    luggage: "1",
  };
  const hourly = {
    bookingType: "hourly",
    destinationCountry: "uk",
    pickupLocation: "The Savoy",
    dropoffLocation: "left over from the other tab",
    date: "2027-01-06",
    time: "08:00",
    passengers: 3,
    luggage: 0,
    duration: "4",
  };

  it("parses a point to point form, turning inputs into numbers and HH:mm:ss", () => {
    expect(schema.parse(pointToPoint)).toEqual({
      bookingType: "point_to_point",
      destinationCountry: "uk",
      pickupLocation: "Heathrow Airport",
      dropoffLocation: "Big Ben",
      date: "2027-01-05",
      time: "10:15:00",
      passengers: 2,
      luggage: 1,
    });
  });

  it("parses an hourly form, defaulting the ride area and dropping the other tab’s fields", () => {
    expect(schema.parse(hourly)).toEqual({
      bookingType: "hourly",
      destinationCountry: "uk",
      pickupLocation: "The Savoy",
      date: "2027-01-06",
      time: "08:00:00",
      passengers: 3,
      luggage: 0,
      duration: 4,
      rideArea: "inside",
    });
  });

  it('says "Please fill in all required fields" for every missing value', () => {
    const required = ["Please fill in all required fields"];
    expect(draftMessages({})).toEqual({
      bookingType: required,
      destinationCountry: required,
      pickupLocation: required,
      date: required,
      time: required,
      passengers: required,
      luggage: required,
    });
    expect(
      draftMessages({
        ...pointToPoint,
        bookingType: "",
        destinationCountry: "",
        pickupLocation: " ",
        date: "",
        time: "",
        passengers: "",
        luggage: "",
      }),
    ).toEqual({
      bookingType: required,
      destinationCountry: required,
      pickupLocation: required,
      date: required,
      time: required,
      passengers: required,
      luggage: required,
    });
    expect(draftMessages({ ...pointToPoint, dropoffLocation: "" })).toEqual({
      dropoffLocation: required,
    });
    expect(draftMessages({ ...hourly, duration: "" })).toEqual({ duration: required });
    // An empty point-to-point form names every missing field at once, the destination too.
    expect(
      draftMessages({
        ...pointToPoint,
        pickupLocation: "",
        dropoffLocation: "",
        date: "",
        time: "",
      }),
    ).toEqual({
      pickupLocation: required,
      dropoffLocation: required,
      date: required,
      time: required,
    });
    expect(draftMessages({ ...hourly, rideArea: "" })).toEqual({ rideArea: required });
  });

  it("checks the ranges", () => {
    expect(draftMessages({ ...hourly, passengers: "9", luggage: 9, duration: 25 })).toEqual({
      passengers: ["Passengers must be between 1 and 8"],
      luggage: ["Luggage must be between 0 and 8"],
      duration: ["Duration must be between 1 and 24 hours"],
    });
    expect(draftMessages({ ...hourly, passengers: 0, luggage: -1, duration: 0 })).toEqual({
      passengers: ["Passengers must be between 1 and 8"],
      luggage: ["Luggage must be between 0 and 8"],
      duration: ["Duration must be between 1 and 24 hours"],
    });
    expect(draftMessages({ ...hourly, passengers: "1.5", luggage: "many" })).toEqual({
      passengers: ["Passengers must be a whole number"],
      luggage: ["Luggage must be a number"],
    });
  });

  it("checks the date and time formats", () => {
    expect(draftMessages({ ...pointToPoint, date: "2027-02-30", time: "10am" })).toEqual({
      date: ["Please choose a valid date"],
      time: ["Please choose a valid time"],
    });
  });

  it("refuses dates and times in the past, in the country’s zone", () => {
    expect(draftMessages({ ...pointToPoint, date: "2027-01-04", time: "23:45" })).toEqual({
      date: ["Pickup date cannot be in the past"],
    });
    expect(draftMessages({ ...pointToPoint, time: "09:45" })).toEqual({
      time: ["Pickup time cannot be in the past"],
    });
    expect(schema.safeParse({ ...pointToPoint, time: "10:00" }).success).toBe(true);
    // 07:00 in New York is 12:00 UTC, still ahead of now.
    expect(
      schema.safeParse({ ...pointToPoint, destinationCountry: "america", time: "07:00" }).success,
    ).toBe(true);
    // 04:45 in New York is 09:45 UTC, already gone.
    expect(
      draftMessages({ ...pointToPoint, destinationCountry: "america", time: "04:45" }),
    ).toEqual({
      time: ["Pickup time cannot be in the past"],
    });
  });

  it("honours an explicit pickup zone", () => {
    const vancouver = createBookingDraftSchema({
      now: () => new Date("2027-01-05T10:00:00Z"),
      timeZone: "America/Vancouver",
    });
    // 02:00 on the 5th in Vancouver is 10:00 UTC: exactly now, so allowed.
    expect(
      vancouver.safeParse({ ...pointToPoint, destinationCountry: "canada", time: "02:00" }).success,
    ).toBe(true);
    expect(
      messages(vancouver, { ...pointToPoint, destinationCountry: "canada", time: "01:45" }),
    ).toEqual({
      time: ["Pickup time cannot be in the past"],
    });
  });

  it("rejects unknown keys", () => {
    expect(draftMessages({ ...pointToPoint, price: "£100" })).toEqual({
      "": ['Unrecognized key: "price"'],
    });
  });
});

import { safeCallbackUrl } from "@/components/auth/auth-events";
import { homeForRole } from "@/lib/roles";
import {
  bookingsToCsv,
  filterBookings,
  EMPTY_FILTER,
} from "@/components/dashboard/booking-filters";
import type { DashboardBookingView } from "@/components/dashboard/booking-types";
import { initialsOf } from "@/components/dashboard/user-avatar";
import { statusClass } from "@/components/dashboard/booking-status";

const base = {
  booking_id: 1,
  booking_type: "point_to_point",
  pickup_location: "Heathrow",
  dropoff_location: "Soho",
  booking_date: "2030-01-01",
  booking_time: "10:00:00",
  pickup_time_zone: "Europe/London",
  pickup_at: "2030-01-01T10:00:00.000Z",
  number_of_passengers: 1,
  number_of_luggage: 0,
  number_of_hours: null,
  service_type: "first_class",
  number_of_cars: 1,
  price: 90,
  status: "pending",
  payment_status: "unpaid",
  flight_number: null,
  pickup_sign: null,
  notes_for_chauffeur: null,
  reference_code: null,
  customer_name: "Ada Lovelace",
  tab: "upcoming",
} satisfies DashboardBookingView;

describe("login destinations", () => {
  it("sends each role to its home", () => {
    expect(homeForRole("admin")).toBe("/admin");
    expect(homeForRole("driver")).toBe("/driver-dashboard");
    expect(homeForRole("customer")).toBe("/dashboard");
    expect(homeForRole("partner")).toBe("/partner-dashboard");
  });

  it.each([
    ["/dashboard/profile", "/dashboard/profile"],
    ["https://evil.example/", null],
    ["//evil.example/", null],
    ["/\\evil.example", null],
    ["/login?x=1", null],
    [null, null],
  ])("callbackUrl %j becomes %j", (input, expected) => {
    expect(safeCallbackUrl(input)).toBe(expected);
  });
});

describe("My Bookings helpers", () => {
  it("neutralises spreadsheet formulas and quotes CSV cells", () => {
    const csv = bookingsToCsv([
      { ...base, customer_name: '=HYPERLINK("x")', pickup_location: "A, B" },
    ]);
    const [, row] = csv.split("\r\n");
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row).toContain('"A, B"');
  });

  it("matches the search against name, pickup and dropoff only", () => {
    const list = [
      base,
      {
        ...base,
        booking_id: 2,
        customer_name: "Grace Hopper",
        pickup_location: "Gatwick",
        dropoff_location: null,
      },
    ];
    expect(filterBookings(list, "soho", EMPTY_FILTER).map((b) => b.booking_id)).toEqual([1]);
    expect(filterBookings(list, "grace", EMPTY_FILTER).map((b) => b.booking_id)).toEqual([2]);
    expect(filterBookings(list, "first_class", EMPTY_FILTER)).toEqual([]);
  });

  it("derives initials and status colours", () => {
    expect(initialsOf("ada", "lovelace")).toBe("AL");
    expect(statusClass("Cancelled")).toContain("red");
    expect(statusClass("completed")).toContain("blue");
    expect(statusClass("paid")).toContain("green");
    expect(statusClass("whatever")).toContain("neutral");
  });
});

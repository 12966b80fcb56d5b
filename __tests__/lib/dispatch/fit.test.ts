import {
  busyReason,
  classFit,
  clashes,
  clashingJobs,
  dayReasons,
  driverReasons,
  localTime,
  notAllowedReason,
  NO_VEHICLE_REASON,
  perCarNeeds,
  vehicleReasons,
  type FitBooking,
  type FitDriver,
  type FitVehicle,
} from "@/lib/dispatch/fit";
import { pickupInstant } from "@/lib/time-rules";

const NOW = new Date("2026-11-10T12:00:00Z");
const MINUTE = 60_000;

const driver = (overrides: Partial<FitDriver> = {}): FitDriver => ({
  status: "Available",
  approved: true,
  driving_license_expiry_date: "2030-01-01",
  phv_licence_expiry: "2030-01-01",
  ...overrides,
});

const vehicle = (overrides: Partial<FitVehicle> = {}): FitVehicle => ({
  plate_display: "AB12 CDE",
  service_class: "business_class",
  passenger_capacity: 3,
  luggage_capacity: 3,
  status: "active",
  phv_licence_expiry: "2030-01-01",
  mot_expiry: "2030-01-01",
  insurance_expiry: "2030-01-01",
  ...overrides,
});

const booking = (overrides: Partial<FitBooking> = {}): FitBooking => ({
  service_type: "business_class",
  number_of_passengers: 2,
  number_of_luggage: 2,
  number_of_cars: 1,
  ...overrides,
});

const london = (date: string, time: string) => pickupInstant(date, time, "Europe/London");

describe("classes", () => {
  it("ranks Business Class below First Class and keeps Business Van for van bookings", () => {
    expect(classFit("business_class", "business_class")).toBe("same");
    expect(classFit("business_class", "first_class")).toBe("higher");
    expect(classFit("business_class", "business_van")).toBe("higher");
    expect(classFit("first_class", "first_class")).toBe("same");
    expect(classFit("first_class", "business_class")).toBeNull();
    expect(classFit("first_class", "business_van")).toBeNull();
    expect(classFit("business_van", "business_van")).toBe("same");
    expect(classFit("business_van", "first_class")).toBeNull();
    expect(classFit("business_van", "business_class")).toBeNull();
  });

  it("splits the party over the booking's cars, rounding up", () => {
    expect(
      perCarNeeds(booking({ number_of_passengers: 5, number_of_luggage: 3, number_of_cars: 2 })),
    ).toEqual({ passengers: 3, luggage: 2 });
  });
});

describe("the chauffeur", () => {
  it("fits when approved, Available and with a licence in date", () => {
    expect(driverReasons(driver(), NOW)).toEqual([]);
    // No expiry on record is not a lapse (setting a driver Available requires one anyway).
    expect(driverReasons(driver({ driving_license_expiry_date: null }), NOW)).toEqual([]);
  });

  it("names every reason a chauffeur cannot work", () => {
    expect(
      driverReasons(
        driver({
          approved: false,
          status: "Unavailable",
          driving_license_expiry_date: "2026-11-01",
        }),
        NOW,
      ),
    ).toEqual([
      "Driver has not been approved",
      "Driver is Unavailable",
      "Driving licence lapsed on 2026-11-02",
    ]);
    expect(driverReasons(driver({ status: "Under Review" }), NOW)).toEqual([
      "Driver is Under Review",
    ]);
  });

  it("counts the licence's days on the operator's calendar with the injected clock", () => {
    const expiry = { driving_license_expiry_date: "2026-06-30" };
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(driverReasons(driver(expiry), new Date("2026-06-30T22:30:00Z"))).toEqual([]);
    expect(driverReasons(driver(expiry), new Date("2026-06-30T23:30:00Z"))).toEqual([
      "Driving licence lapsed on 2026-07-01",
    ]);
  });
});

describe("the chauffeur's PHV driver licence", () => {
  it("refuses a lapsed PHV driver licence, valid through its expiry day across the DST change", () => {
    // 25 October 2026: the clocks go back; 23:30 UTC on the 25th is 26 October in London (GMT).
    const expiry = { phv_licence_expiry: "2026-10-25" };
    expect(driverReasons(driver(expiry), new Date("2026-10-25T22:59:00Z"))).toEqual([]);
    expect(driverReasons(driver(expiry), new Date("2026-10-26T00:00:00Z"))).toEqual([
      "PHV driver licence lapsed on 2026-10-26",
    ]);
  });

  it("names both licences when both lapsed, and none without a date", () => {
    expect(
      driverReasons(
        driver({ driving_license_expiry_date: "2026-11-01", phv_licence_expiry: "2026-10-01" }),
        NOW,
      ),
    ).toEqual(["Driving licence lapsed on 2026-11-02", "PHV driver licence lapsed on 2026-10-02"]);
    expect(driverReasons(driver({ phv_licence_expiry: null }), NOW)).toEqual([]);
  });
});

describe("the chauffeur's days off", () => {
  it("names the booking's own date when the chauffeur is off that day", () => {
    expect(dayReasons("2026-12-01", true)).toEqual(["Day off on 2026-12-01"]);
    expect(dayReasons("2026-12-01", false)).toEqual([]);
  });
});

describe("the vehicle", () => {
  it("fits a booking of its class with room to spare", () => {
    expect(vehicleReasons(vehicle(), booking(), NOW)).toEqual([]);
    expect(vehicleReasons(vehicle({ service_class: "first_class" }), booking(), NOW)).toEqual([]);
  });

  it("refuses a vehicle off road", () => {
    expect(vehicleReasons(vehicle({ status: "off_road" }), booking(), NOW)).toEqual([
      "Vehicle AB12 CDE is off road",
    ]);
  });

  it("names each lapsed document and the day it lapsed", () => {
    expect(
      vehicleReasons(
        vehicle({
          phv_licence_expiry: "2026-09-30",
          mot_expiry: "2026-10-31",
          insurance_expiry: "2026-11-09",
        }),
        booking(),
        NOW,
      ),
    ).toEqual([
      "PHV licence lapsed on 2026-10-01",
      "MOT lapsed on 2026-11-01",
      "Insurance lapsed on 2026-11-10",
    ]);
    // Valid through its expiry day.
    expect(vehicleReasons(vehicle({ mot_expiry: "2026-11-10" }), booking(), NOW)).toEqual([]);
  });

  it("refuses a lower or different class", () => {
    expect(vehicleReasons(vehicle(), booking({ service_type: "first_class" }), NOW)).toEqual([
      "Vehicle is Business Class; the booking is First Class",
    ]);
    expect(
      vehicleReasons(
        vehicle({ service_class: "first_class" }),
        booking({ service_type: "business_van" }),
        NOW,
      ),
    ).toEqual(["Vehicle is First Class; the booking is Business Van/SUV"]);
  });

  it("refuses too few seats or too little luggage room per car", () => {
    expect(
      vehicleReasons(vehicle(), booking({ number_of_passengers: 4, number_of_luggage: 5 }), NOW),
    ).toEqual([
      "Vehicle seats 3; the booking needs 4 per car",
      "Vehicle takes 3 bags; the booking needs 5 per car",
    ]);
    // The same party in two cars fits.
    expect(
      vehicleReasons(
        vehicle(),
        booking({ number_of_passengers: 4, number_of_luggage: 5, number_of_cars: 2 }),
        NOW,
      ),
    ).toEqual([]);
  });

  it("has sentences for a vehicle the chauffeur may not drive and for none at all", () => {
    expect(notAllowedReason("AB12 CDE")).toBe("Driver is not allowed to drive AB12 CDE");
    expect(NO_VEHICLE_REASON).toBe("Driver has no vehicle they may drive");
  });
});

describe("the turnaround buffer", () => {
  const earlier = {
    startsAt: london("2026-11-10", "12:00"),
    endsAt: london("2026-11-10", "14:00"),
  };
  const pickupAt = (time: string, minutes = 60) => {
    const startsAt = london("2026-11-10", time);
    return { startsAt, endsAt: new Date(startsAt.getTime() + minutes * MINUTE) };
  };

  it("blocks a pickup less than the buffer after a job ends, and allows one at the buffer", () => {
    expect(clashes(pickupAt("14:29"), earlier, 30)).toBe(true);
    expect(clashes(pickupAt("14:30"), earlier, 30)).toBe(false);
    // Without a buffer only a true overlap clashes; touching jobs do not.
    expect(clashes(pickupAt("14:00"), earlier, 0)).toBe(false);
    expect(clashes(pickupAt("13:59"), earlier, 0)).toBe(true);
  });

  it("keeps the buffer before a later job too", () => {
    // 10:31 to 11:31 leaves 29 minutes before the 12:00 pickup.
    expect(clashes(pickupAt("10:31"), earlier, 30)).toBe(true);
    expect(clashes(pickupAt("10:30"), earlier, 30)).toBe(false);
  });

  it("counts real minutes across the spring-forward change", () => {
    // 29 March 2026: London goes from 01:00 GMT to 02:00 BST. A job ending 00:50 GMT and a
    // pickup at 02:15 BST are 25 minutes apart, although the wall clocks say 85.
    const night = {
      startsAt: london("2026-03-29", "00:00"),
      endsAt: london("2026-03-29", "00:50"),
    };
    const at = (time: string) => {
      const startsAt = london("2026-03-29", time);
      return { startsAt, endsAt: new Date(startsAt.getTime() + 30 * MINUTE) };
    };
    expect(clashes(at("02:15"), night, 30)).toBe(true);
    expect(clashes(at("02:20"), night, 30)).toBe(false);
  });

  it("counts real minutes across the autumn change", () => {
    // 25 October 2026: 02:00 BST becomes 01:00 GMT. A job ending 01:50 BST (00:50 UTC) and a
    // pickup at 01:10 GMT (01:10 UTC) are 20 minutes apart, though the wall clock goes back.
    const night = {
      startsAt: new Date("2026-10-25T00:00:00Z"),
      endsAt: new Date("2026-10-25T00:50:00Z"),
    };
    const at = (iso: string) => ({
      startsAt: new Date(iso),
      endsAt: new Date(Date.parse(iso) + 30 * MINUTE),
    });
    expect(localTime(night.endsAt, "Europe/London")).toBe("01:50");
    expect(localTime(new Date("2026-10-25T01:10:00Z"), "Europe/London")).toBe("01:10");
    expect(clashes(at("2026-10-25T01:10:00Z"), night, 30)).toBe(true);
    expect(clashes(at("2026-10-25T01:20:00Z"), night, 30)).toBe(false);
  });

  it("lists the clashing jobs earliest first and words them in the booking's zone", () => {
    const later = { ...pickupAt("15:00", 90), reference: "LATER001" };
    const first = { ...earlier, reference: "AB12CD34" };
    const job = pickupAt("14:10", 60);
    expect(clashingJobs(job, [later, first], 30).map((row) => row.reference)).toEqual([
      "AB12CD34",
      "LATER001",
    ]);
    expect(busyReason(first, "Europe/London")).toBe("Already on AB12CD34 from 12:00 to 14:00");
    expect(busyReason(first, "America/Toronto")).toBe("Already on AB12CD34 from 07:00 to 09:00");
    expect(busyReason(first, "Europe/London", "Vehicle AB12 CDE is already on")).toBe(
      "Vehicle AB12 CDE is already on AB12CD34 from 12:00 to 14:00",
    );
  });
});

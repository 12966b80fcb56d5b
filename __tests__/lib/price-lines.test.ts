import { hourlyPence, pointToPointPence } from "@/lib/pricing";
import {
  fareLine,
  linesOrFare,
  priceLines,
  settleLines,
  sumLines,
  tariffLines,
  type PriceLine,
} from "@/lib/price-lines";
import { RIDE_AREAS, SERVICE_TYPES } from "@/lib/service-classes";

const CARS = [1, 2, 3, 7];
// Both legs of a return trip are priced alike; the flag is part of the table walked.
const LEGS = [false, true];

describe("tariffLines over the full price table", () => {
  it("sums to pricing.ts's total for every class, distance (0 to 300 miles by the hundredth of a mile fraction), car count and leg", () => {
    let checked = 0;
    for (const serviceType of SERVICE_TYPES)
      for (const cars of CARS)
        for (const _returnLeg of LEGS)
          for (let step = 0; step <= 3000; step += 1) {
            // Odd fractions too, where rounding to the penny happens.
            const miles = step / 10 + (step % 7) * 0.00137;
            const lines = tariffLines({ serviceType, cars, bookingType: "point_to_point", miles });
            expect(sumLines(lines)).toBe(pointToPointPence(serviceType, miles) * cars);
            for (const line of lines) expect(Number.isInteger(line.amountPence)).toBe(true);
            checked += 1;
          }
    expect(checked).toBe(3 * CARS.length * LEGS.length * 3001);
  });

  it("sums to pricing.ts's total for every class, area, hours 1 to 24 and car count", () => {
    for (const serviceType of SERVICE_TYPES)
      for (const rideArea of RIDE_AREAS)
        for (const cars of CARS)
          for (const _returnLeg of LEGS)
            for (let hours = 1; hours <= 24; hours += 1) {
              const lines = tariffLines({
                serviceType,
                cars,
                bookingType: "hourly",
                hours,
                rideArea,
              });
              expect(sumLines(lines)).toBe(hourlyPence(serviceType, hours, rideArea) * cars);
            }
  });
});

describe("the lines themselves", () => {
  it("a point-to-point ride: the class's base fare and the distance beyond the included miles", () => {
    expect(
      tariffLines({
        serviceType: "business_class",
        cars: 1,
        bookingType: "point_to_point",
        miles: 12,
      }),
    ).toEqual([
      { code: "base_fare", label: "Business Class base fare (first 2 miles)", amountPence: 6000 },
      { code: "distance", label: "Distance: 10.00 more miles at £2.75 a mile", amountPence: 2750 },
    ]);
  });

  it("a ride within the included miles has no distance line", () => {
    const lines = tariffLines({
      serviceType: "first_class",
      cars: 1,
      bookingType: "point_to_point",
      miles: 1.5,
    });
    expect(lines.map((line) => line.code)).toEqual(["base_fare"]);
  });

  it("two cars double each line and say so", () => {
    const lines = tariffLines({
      serviceType: "business_van",
      cars: 2,
      bookingType: "point_to_point",
      miles: 4,
    });
    expect(lines).toEqual([
      {
        code: "base_fare",
        label: "Business Van/SUV base fare (first 2 miles) × 2 cars",
        amountPence: 18000,
      },
      {
        code: "distance",
        label: "Distance: 2.00 more miles at £3.75 a mile × 2 cars",
        amountPence: 1500,
      },
    ]);
  });

  it("an hourly ride outside the town: the hours at the inside rate and the area's supplement", () => {
    expect(
      tariffLines({
        serviceType: "business_class",
        cars: 1,
        bookingType: "hourly",
        hours: 5,
        rideArea: "outside",
      }),
    ).toEqual([
      { code: "hours", label: "Business Class: 5 hours at £60.00 an hour", amountPence: 30000 },
      { code: "area", label: "Outside the city: £15.00 an hour more", amountPence: 7500 },
    ]);
  });

  it("an hourly ride below the minimum is billed for the minimum and says why", () => {
    const [hours] = tariffLines({
      serviceType: "first_class",
      cars: 1,
      bookingType: "hourly",
      hours: 2,
      rideArea: "inside",
    });
    expect(hours).toEqual({
      code: "hours",
      label: "First Class: 4 hours at £90.00 an hour (the 4-hour minimum)",
      amountPence: 36000,
    });
  });
});

describe("priceLines and settleLines", () => {
  const ride = {
    serviceType: "business_class",
    cars: 1,
    bookingType: "point_to_point",
    miles: 12,
  } as const;

  it("a manual price adds an adjustment with its reason; the lines sum to it", () => {
    const lines = priceLines({ ...ride, totalPence: 8000, manualReason: "Regular customer" });
    expect(lines.at(-1)).toEqual({
      code: "adjustment",
      label: "Adjustment: Regular customer",
      amountPence: -750,
    });
    expect(sumLines(lines)).toBe(8000);
  });

  it("a rounding difference (a distance shown rounded) joins the last line, never a stray line", () => {
    const lines = priceLines({ ...ride, totalPence: 8751 });
    expect(lines.map((line) => line.code)).toEqual(["base_fare", "distance"]);
    expect(lines[1]!.amountPence).toBe(2751);
  });

  it("a new manual price replaces the previous adjustment", () => {
    const first = priceLines({ ...ride, totalPence: 8000, manualReason: "Regular" });
    const second = settleLines(first, 9000, "Wedding");
    expect(second.filter((line) => line.code === "adjustment")).toEqual([
      { code: "adjustment", label: "Adjustment: Wedding", amountPence: 250 },
    ]);
    expect(sumLines(second)).toBe(9000);
  });

  it("an older booking without lines (or with lines that no longer add up) reads as one fare line", () => {
    expect(linesOrFare(null, 4200)).toEqual(fareLine(4200));
    const stale: PriceLine[] = [{ code: "base_fare", label: "x", amountPence: 100 }];
    expect(linesOrFare(stale, 4200)).toEqual([{ code: "fare", label: "Fare", amountPence: 4200 }]);
    expect(linesOrFare(stale, 100)).toEqual(stale);
  });
});

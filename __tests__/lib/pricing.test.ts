import {
  formatPence,
  InvalidAmountError,
  MAX_AMOUNT_POUNDS,
  penceToPounds,
  poundsToPence,
  roundHalfUpToPence,
} from "@/lib/money";
import {
  carsNeeded,
  haversineMiles,
  hourlyPence,
  pointToPointPence,
  quoteAllClasses,
  quoteClass,
  routeMiles,
  type QuoteInput,
} from "@/lib/pricing";
import {
  CLASS_INCLUSIONS,
  CHAUFFEUR_ARRIVAL_NOTE,
  SERVICE_CLASSES,
  SERVICE_TYPES,
} from "@/lib/service-classes";
import { COUNTRIES, DEFAULT_COUNTRY } from "@/lib/countries";

const HEATHROW = { lat: 51.47, lng: -0.4543 };
const BIG_BEN = { lat: 51.5007, lng: -0.1246 };

describe("service classes and countries", () => {
  it("lists the three classes with their capacities and tariffs in pence", () => {
    expect(SERVICE_TYPES).toEqual(["business_class", "first_class", "business_van"]);
    expect(SERVICE_CLASSES.business_class).toMatchObject({
      name: "Business Class",
      vehicle: "E-Class or similar",
      passengers: 3,
      luggage: 3,
      baseFarePence: 6000,
      perMilePence: 275,
      hourlyRatePence: { inside: 6000, outside: 7500 },
    });
    expect(SERVICE_CLASSES.first_class).toMatchObject({
      vehicle: "S-Class or similar",
      baseFarePence: 9000,
      perMilePence: 375,
    });
    expect(SERVICE_CLASSES.business_van).toMatchObject({
      name: "Business Van/SUV",
      passengers: 5,
      luggage: 5,
    });
    expect(CLASS_INCLUSIONS).toEqual([
      "Free cancellation up to 1 hour before pickup",
      "60 minutes free wait",
      "Meet and greet",
      "Bottle of water",
    ]);
    expect(CHAUFFEUR_ARRIVAL_NOTE).toContain("15 minutes before pickup");
  });

  it("maps the country codes to ISO codes and defaults to the UK", () => {
    expect(DEFAULT_COUNTRY).toBe("uk");
    expect([COUNTRIES.uk.isoCode, COUNTRIES.canada.isoCode, COUNTRIES.america.isoCode]).toEqual([
      "GB",
      "CA",
      "US",
    ]);
    expect(COUNTRIES.america.name).toBe("United States");
  });
});

describe("money", () => {
  it("formats pence as pounds", () => {
    expect(formatPence(10692)).toBe("£106.92");
    expect(formatPence(6000)).toBe("£60.00");
    expect(formatPence(5)).toBe("£0.05");
    expect(() => formatPence(10.5)).toThrow(InvalidAmountError);
  });

  it("refuses non-finite and out-of-range amounts with a clear error", () => {
    for (const pounds of [
      1e308,
      -1e308,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      MAX_AMOUNT_POUNDS + 1,
    ]) {
      expect(() => poundsToPence(pounds)).toThrow(InvalidAmountError);
    }
    expect(() => poundsToPence(1e308)).toThrow(
      "Amount must be at most 10000000 pounds, got 1e+308",
    );
    expect(() => poundsToPence(Number.NaN)).toThrow("Amount must be a finite number of pounds");
    expect(() => roundHalfUpToPence(Number.NaN)).toThrow(InvalidAmountError);
    expect(() => penceToPounds(1e20)).toThrow(InvalidAmountError);
    expect(() => formatPence(Number.POSITIVE_INFINITY)).toThrow(InvalidAmountError);
    expect(poundsToPence(MAX_AMOUNT_POUNDS)).toBe(MAX_AMOUNT_POUNDS * 100);
    expect(poundsToPence(-0)).toBe(0);
  });

  it("converts between pence and pounds", () => {
    expect(penceToPounds(10972)).toBe(109.72);
    expect(penceToPounds(1)).toBe(0.01);
    expect(poundsToPence(106.925)).toBe(10693);
    expect(poundsToPence(0.07)).toBe(7);
  });

  it("rounds half pence up even when float error lands below the half", () => {
    expect(roundHalfUpToPence(6005.5)).toBe(6006);
    expect(roundHalfUpToPence(71.49999999999994)).toBe(72);
    expect(roundHalfUpToPence(71.4999)).toBe(71);
    expect(roundHalfUpToPence(-2.5)).toBe(-3);
    expect(roundHalfUpToPence(-0.2)).toBe(0);
  });
});

describe("distance", () => {
  it("is zero between the same point", () => {
    expect(haversineMiles(HEATHROW, HEATHROW)).toBe(0);
  });

  it("measures Heathrow to Big Ben on a 3959-mile radius, times 1.4 for the route", () => {
    expect(haversineMiles(HEATHROW, BIG_BEN)).toBeCloseTo(14.344069, 5);
    expect(routeMiles(HEATHROW, BIG_BEN)).toBeCloseTo(20.081697, 5);
  });

  it("refuses impossible coordinates", () => {
    expect(() => haversineMiles({ lat: 91, lng: 0 }, BIG_BEN)).toThrow(
      "Invalid pickup coordinates",
    );
    expect(() => routeMiles(HEATHROW, { lat: 0, lng: Number.NaN })).toThrow(
      "Invalid dropoff coordinates",
    );
  });
});

describe("point to point, one car", () => {
  it("charges only the base fare up to 2 miles", () => {
    expect(pointToPointPence("business_class", 0)).toBe(6000);
    expect(pointToPointPence("business_class", 1.99)).toBe(6000);
    expect(pointToPointPence("business_class", 2)).toBe(6000);
    expect(pointToPointPence("first_class", 2)).toBe(9000);
    expect(pointToPointPence("business_van", 0.5)).toBe(9000);
  });

  it("adds the per-mile rate beyond the first 2 miles", () => {
    expect(pointToPointPence("business_class", 3)).toBe(6275);
    expect(pointToPointPence("first_class", 12)).toBe(12750);
  });

  it("rounds a half penny up", () => {
    // 275p * 0.02 = 5.5p; 275p * 0.26 = 71.5p, which floats compute as 71.4999...
    expect(pointToPointPence("business_class", 2.02)).toBe(6006);
    expect(pointToPointPence("business_class", 2.26)).toBe(6072);
    expect(pointToPointPence("first_class", 2.26)).toBe(9098);
  });

  it("rejects a negative or non-finite distance", () => {
    expect(() => pointToPointPence("business_class", -1)).toThrow(RangeError);
    expect(() => pointToPointPence("business_class", Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("hourly, one car", () => {
  it("bills exactly 4 hours at the inside-London rate", () => {
    expect(hourlyPence("business_class", 4, "inside")).toBe(24000);
    expect(hourlyPence("first_class", 4, "inside")).toBe(36000);
  });

  it("bills 1 hour as the 4-hour minimum", () => {
    expect(hourlyPence("business_class", 1, "inside")).toBe(24000);
    expect(hourlyPence("business_van", 1, "outside")).toBe(42000);
  });

  it("bills every hour beyond 4", () => {
    expect(hourlyPence("business_class", 5, "inside")).toBe(30000);
    expect(hourlyPence("business_van", 24, "inside")).toBe(216000);
  });

  it("uses the outside-London rates", () => {
    expect(hourlyPence("business_class", 5, "outside")).toBe(37500);
    expect(hourlyPence("first_class", 5, "outside")).toBe(52500);
    expect(hourlyPence("business_van", 5, "outside")).toBe(52500);
  });

  it("rejects zero or negative hours", () => {
    expect(() => hourlyPence("business_class", 0, "inside")).toThrow(RangeError);
  });
});

describe("cars needed", () => {
  it("fits 8 passengers and 8 bags into 3 saloons or 2 vans", () => {
    expect(carsNeeded("business_class", 8, 8)).toBe(3);
    expect(carsNeeded("first_class", 8, 8)).toBe(3);
    expect(carsNeeded("business_van", 8, 8)).toBe(2);
  });

  it("takes the larger of the passenger and luggage needs, at least one", () => {
    expect(carsNeeded("business_class", 3, 3)).toBe(1);
    expect(carsNeeded("business_class", 4, 0)).toBe(2);
    expect(carsNeeded("business_class", 1, 7)).toBe(3);
    expect(carsNeeded("business_van", 0, 0)).toBe(1);
  });

  it("rejects fractional or negative counts", () => {
    expect(() => carsNeeded("business_class", 1.5, 0)).toThrow(RangeError);
    expect(() => carsNeeded("business_class", 1, -1)).toThrow(RangeError);
  });
});

describe("quotes", () => {
  const heathrowToBigBen: QuoteInput = {
    booking_type: "point_to_point",
    pickup: HEATHROW,
    dropoff: BIG_BEN,
    passengers: 2,
    luggage: 2,
  };

  it("prices Heathrow to Big Ben for every class", () => {
    const quote = quoteAllClasses(heathrowToBigBen);
    expect(quote.distance_miles).toBe(20.08);
    expect(quote.currency).toBe("gbp");
    expect(quote.classes).toEqual([
      {
        service_type: "business_class",
        name: "Business Class",
        vehicle: "E-Class or similar",
        passengers: 3,
        luggage: 3,
        cars: 1,
        price: 109.72,
        price_pence: 10972,
      },
      {
        service_type: "first_class",
        name: "First Class",
        vehicle: "S-Class or similar",
        passengers: 3,
        luggage: 3,
        cars: 1,
        price: 157.81,
        price_pence: 15781,
      },
      {
        service_type: "business_van",
        name: "Business Van/SUV",
        vehicle: "V-Class or similar",
        passengers: 5,
        luggage: 5,
        cars: 1,
        price: 157.81,
        price_pence: 15781,
      },
    ]);
  });

  it("multiplies the rounded one-car price by the number of cars", () => {
    const quote = quoteAllClasses({ ...heathrowToBigBen, passengers: 8, luggage: 8 });
    expect(quote.classes.map((entry) => [entry.cars, entry.price_pence, entry.price])).toEqual([
      [3, 32916, 329.16],
      [3, 47343, 473.43],
      [2, 31562, 315.62],
    ]);
  });

  it("rounds once per car, so the total is the displayed one-car price times the cars", () => {
    const input: QuoteInput = { ...heathrowToBigBen, passengers: 7, luggage: 0 };
    const miles = routeMiles(HEATHROW, BIG_BEN);
    for (const entry of quoteAllClasses(input).classes) {
      expect(entry.price_pence).toBe(pointToPointPence(entry.service_type, miles) * entry.cars);
    }
    // At a half penny: 3 x 6006 = 18018, where rounding the raw 3 x 6005.5 would give 18017.
    expect(pointToPointPence("business_class", 2.02) * carsNeeded("business_class", 7, 0)).toBe(
      18018,
    );
  });

  it("prices hourly rides without a distance", () => {
    const quote = quoteAllClasses({
      booking_type: "hourly",
      hours: 1,
      ride_area: "outside",
      passengers: 4,
      luggage: 1,
    });
    expect(quote.distance_miles).toBeNull();
    expect(
      quote.classes.map((entry) => [entry.service_type, entry.cars, entry.price_pence]),
    ).toEqual([
      ["business_class", 2, 60000],
      ["first_class", 2, 84000],
      ["business_van", 1, 42000],
    ]);
  });

  it("quotes a single class with its distance", () => {
    expect(quoteClass(heathrowToBigBen, "first_class")).toEqual({
      service_type: "first_class",
      name: "First Class",
      vehicle: "S-Class or similar",
      passengers: 3,
      luggage: 3,
      cars: 1,
      price: 157.81,
      price_pence: 15781,
      distance_miles: 20.08,
      currency: "gbp",
    });
    expect(
      quoteClass(
        { booking_type: "hourly", hours: 5, ride_area: "inside", passengers: 1, luggage: 0 },
        "business_class",
      ).price_pence,
    ).toBe(30000);
  });
});

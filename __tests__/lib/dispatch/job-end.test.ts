import {
  DEFAULT_SETUP_BUFFER_MINUTES,
  estimatedJobEnd,
  freeWaitingEndsAt,
  jobMinutes,
  routeDurationMinutes,
} from "@/lib/dispatch/job-end";

const pickup = new Date("2026-06-01T09:00:00Z");

describe("a job's estimated end", () => {
  it("is the route's duration plus the set-up buffer for a point-to-point job", () => {
    const end = estimatedJobEnd(pickup, {
      kind: "point_to_point",
      routeDurationMinutes: 52,
      setupBufferMinutes: 20,
    });
    expect(end.toISOString()).toBe("2026-06-01T10:12:00.000Z");
  });

  it("uses the default set-up buffer when none is given and rounds the route up to a minute", () => {
    expect(jobMinutes({ kind: "point_to_point", routeDurationMinutes: 40.2 })).toBe(
      41 + DEFAULT_SETUP_BUFFER_MINUTES,
    );
  });

  it("is the booked hours for an hourly job", () => {
    const end = estimatedJobEnd(pickup, { kind: "hourly", hours: 3 });
    expect(end.toISOString()).toBe("2026-06-01T12:00:00.000Z");
  });

  it("refuses impossible lengths", () => {
    expect(() => jobMinutes({ kind: "hourly", hours: 0 })).toThrow(RangeError);
    expect(() => jobMinutes({ kind: "point_to_point", routeDurationMinutes: -5 })).toThrow(
      RangeError,
    );
  });
});

describe("the free waiting time", () => {
  it("runs from the pickup time without a flight", () => {
    expect(freeWaitingEndsAt({ pickupAt: pickup }).toISOString()).toBe("2026-06-01T10:00:00.000Z");
  });

  it("runs from the flight's landing when there is one", () => {
    const landed = new Date("2026-06-01T09:40:00Z");
    expect(
      freeWaitingEndsAt({
        pickupAt: pickup,
        flightLandedAt: landed,
        freeWaitingMinutes: 45,
      }).toISOString(),
    ).toBe("2026-06-01T10:25:00.000Z");
  });
});

describe("a route's duration from its road miles", () => {
  it("drives at the average speed, rounded up to a minute", () => {
    expect(routeDurationMinutes(0)).toBe(0);
    expect(routeDurationMinutes(30)).toBe(60);
    expect(routeDurationMinutes(20.08)).toBe(41);
  });

  it("refuses a negative or endless distance", () => {
    expect(() => routeDurationMinutes(-1)).toThrow(RangeError);
    expect(() => routeDurationMinutes(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

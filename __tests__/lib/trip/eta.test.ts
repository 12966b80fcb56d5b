import { estimatedArrival, etaMinutes } from "@/lib/trip/eta";

describe("trip ETA", () => {
  const pickup = { lat: 51.5074, lng: -0.1278 };

  it("is the road distance at 30 mph, at least a minute", () => {
    // 0.1 degrees of latitude is about 6.9 miles straight, 9.7 road miles: 20 minutes at 30 mph.
    expect(etaMinutes({ lat: 51.6074, lng: -0.1278 }, pickup)).toBe(20);
    expect(etaMinutes(pickup, pickup)).toBe(1);
  });

  it("counts from when the position was recorded, on the instant (across a clock change)", () => {
    const recordedAt = new Date("2026-03-29T00:50:00Z");
    const arrives = estimatedArrival({ car: { lat: 51.6074, lng: -0.1278 }, pickup, recordedAt });
    expect(arrives.toISOString()).toBe("2026-03-29T01:10:00.000Z");
  });
});

import { isImpossibleJump, isOnGlobe, MAX_PLAUSIBLE_SPEED_KMH } from "@/lib/trip/position-rules";

const at = (iso: string) => new Date(iso);

describe("position rules", () => {
  it("knows the globe's bounds", () => {
    expect(isOnGlobe({ lat: 90, lng: -180 })).toBe(true);
    expect(isOnGlobe({ lat: -90.0001, lng: 0 })).toBe(false);
    expect(isOnGlobe({ lat: 0, lng: 180.1 })).toBe(false);
    expect(isOnGlobe({ lat: Number.NaN, lng: 0 })).toBe(false);
  });

  it("allows up to 250 km/h and refuses faster, across a clock change", () => {
    expect(MAX_PLAUSIBLE_SPEED_KMH).toBe(250);
    // 2026-10-25 01:30 BST and 01:30 GMT are an hour apart: instants, not wall clocks, count.
    const from = { lat: 51.5, lng: -0.12, at: at("2026-10-25T00:30:00Z") };
    const oneHour = at("2026-10-25T01:30:00Z");
    // About 222 km north (2 degrees of latitude) in one hour.
    expect(isImpossibleJump({ from, to: { lat: 53.5, lng: -0.12, at: oneHour } })).toBe(false);
    // About 278 km in one hour.
    expect(isImpossibleJump({ from, to: { lat: 54.0, lng: -0.12, at: oneHour } })).toBe(true);
  });

  it("allows for the fix's accuracy, capped at 100 m", () => {
    const from = { lat: 51.5, lng: -0.12, at: at("2026-01-01T12:00:00Z") };
    const sameSecond = at("2026-01-01T12:00:00.500Z");
    // 150 m in half a second: impossible, unless 100 m of it is the fix's error.
    const to = { lat: 51.50135, lng: -0.12, at: sameSecond };
    expect(isImpossibleJump({ from, to })).toBe(true);
    expect(isImpossibleJump({ from, to: { ...to, accuracyM: 100 } })).toBe(false);
    expect(isImpossibleJump({ from, to: { ...to, lat: 51.503, accuracyM: 5000 } })).toBe(true);
  });
});

import { projector } from "@/lib/trip/drawn-map";

const box = { width: 360, height: 240, padding: 20 };

describe("projector", () => {
  it("fits the points inside the padded box with north up", () => {
    const pickup = { lat: 51.5, lng: -0.2 };
    const dropoff = { lat: 51.6, lng: 0 };
    const project = projector([pickup, dropoff], box);
    const a = project(pickup);
    const b = project(dropoff);
    for (const p of [a, b]) {
      expect(p.x).toBeGreaterThanOrEqual(20);
      expect(p.x).toBeLessThanOrEqual(340);
      expect(p.y).toBeGreaterThanOrEqual(20);
      expect(p.y).toBeLessThanOrEqual(220);
    }
    expect(b.y).toBeLessThan(a.y);
    expect(b.x).toBeGreaterThan(a.x);
  });

  it("centres a single point and an empty map", () => {
    expect(projector([{ lat: 10, lng: 10 }], box)({ lat: 10, lng: 10 })).toEqual({
      x: 180,
      y: 120,
    });
    expect(projector([], box)({ lat: 0, lng: 0 })).toEqual({ x: 180, y: 120 });
  });
});

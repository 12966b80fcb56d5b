import { defaultOrder, effectiveWhen, isDated } from "@/lib/booking-list";

describe("the console's bookings list order", () => {
  it("opens on upcoming rides, soonest first", () => {
    const when = effectiveWhen({});
    expect(when).toBe("upcoming");
    expect(defaultOrder(when, "pickup_at")).toBe("asc");
  });

  it("looks at every ride for a search or a pickup date; a search reads latest first", () => {
    for (const params of [{ q: "lovelace" }, { date: "2027-03-01" }, { from: "2027-03-01" }])
      expect(effectiveWhen(params)).toBe("all");
    expect(defaultOrder("all", "pickup_at")).toBe("desc");
  });

  it("reads the rides of chosen pickup dates ('Today') soonest first", () => {
    for (const params of [{ date: "2027-03-01" }, { from: "2027-03-01", to: "2027-03-01" }]) {
      expect(isDated(params)).toBe(true);
      expect(defaultOrder(effectiveWhen(params), "pickup_at", isDated(params))).toBe("asc");
    }
    expect(isDated({})).toBe(false);
    expect(defaultOrder("all", "price", true)).toBe("desc");
  });

  it("keeps the rides the URL names, and orders the other sorts newest or highest first", () => {
    expect(effectiveWhen({ q: "lovelace", when: "upcoming" })).toBe("upcoming");
    expect(effectiveWhen({ when: "past" })).toBe("past");
    expect(defaultOrder("past", "pickup_at")).toBe("desc");
    expect(defaultOrder("upcoming", "created_at")).toBe("desc");
    expect(defaultOrder("upcoming", "price")).toBe("desc");
  });
});

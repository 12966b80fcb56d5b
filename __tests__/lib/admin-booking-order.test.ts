import { defaultOrder, effectiveWhen } from "@/lib/admin-booking-order";

describe("the console's bookings list order", () => {
  it("opens on upcoming rides, soonest first", () => {
    const when = effectiveWhen({});
    expect(when).toBe("upcoming");
    expect(defaultOrder(when, "pickup")).toBe("asc");
  });

  it("looks at every ride for a search or a pickup date, latest first", () => {
    for (const params of [{ q: "lovelace" }, { date: "2027-03-01" }, { date_from: "2027-03-01" }])
      expect(effectiveWhen(params)).toBe("all");
    expect(defaultOrder("all", "pickup")).toBe("desc");
  });

  it("keeps the rides the URL names, and orders the other sorts newest or highest first", () => {
    expect(effectiveWhen({ q: "lovelace", when: "upcoming" })).toBe("upcoming");
    expect(effectiveWhen({ when: "past" })).toBe("past");
    expect(defaultOrder("past", "pickup")).toBe("desc");
    expect(defaultOrder("upcoming", "created")).toBe("desc");
    expect(defaultOrder("upcoming", "amount")).toBe("desc");
  });
});

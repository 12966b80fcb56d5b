import {
  addDays,
  documentStatuses,
  expiresWithin,
  lapsedDocuments,
  vehicleToday,
} from "@/lib/vehicles/documents";

// Noon in London on 10 June 2026 (BST): "today" is 2026-06-10.
const now = new Date("2026-06-10T11:00:00Z");
const none = { phv_licence_expiry: null, mot_expiry: null, insurance_expiry: null };

describe("vehicle documents", () => {
  it("reads today on the London calendar", () => {
    expect(vehicleToday(new Date("2026-06-09T23:30:00Z"))).toBe("2026-06-10");
    expect(addDays("2026-06-10", 30)).toBe("2026-07-10");
  });

  it("is valid through its expiry day, expiring within 30 days, lapsed the day after", () => {
    const states = documentStatuses(
      {
        phv_licence_expiry: "2026-06-10",
        mot_expiry: "2026-06-09",
        insurance_expiry: "2026-07-11",
      },
      now,
    );
    expect(states.map((s) => [s.document, s.state, s.days_left])).toEqual([
      ["phv_licence", "expiring", 0],
      ["mot", "lapsed", -1],
      ["insurance", "valid", 31],
    ]);
    expect(documentStatuses(none, now).every((s) => s.state === "missing")).toBe(true);
  });

  it("says which documents lapsed and when", () => {
    expect(
      lapsedDocuments({ ...none, mot_expiry: "2026-06-01", insurance_expiry: "2026-06-09" }, now),
    ).toEqual([
      { document: "mot", lapsed_on: "2026-06-02" },
      { document: "insurance", lapsed_on: "2026-06-10" },
    ]);
    expect(lapsedDocuments({ ...none, mot_expiry: "2026-06-10" }, now)).toEqual([]);
  });

  it("finds vehicles with a document expiring within 30 days (lapsed included)", () => {
    expect(expiresWithin({ ...none, mot_expiry: "2026-07-10" }, now)).toBe(true);
    expect(expiresWithin({ ...none, mot_expiry: "2026-07-11" }, now)).toBe(false);
    expect(expiresWithin({ ...none, insurance_expiry: "2026-01-01" }, now)).toBe(true);
    expect(expiresWithin(none, now)).toBe(false);
  });
});

import { blockWarnings, type BlockDocumentFacts } from "@/lib/dispatch/block-warnings";
import { dueThreshold, expiresInWords, lapsedBy } from "@/lib/documents/expiry-warnings";
import { vehicleStateMachine } from "@/lib/vehicles/vehicle-status";

describe("document expiry warnings", () => {
  it.each([
    [45, null],
    [31, null],
    [30, 30],
    [20, 30],
    [15, 30],
    [14, 14],
    [8, 14],
    [7, 7],
    [3, 7],
    [2, 2],
    [0, 2],
    [-1, null],
  ])("%i days before expiry is the %p bracket", (daysLeft, bracket) => {
    const expiry = new Date(Date.UTC(2031, 5, 1) + daysLeft * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(dueThreshold(expiry, "2031-06-01")).toBe(bracket);
  });

  it("counts calendar days across the change to summer time", () => {
    expect(dueThreshold("2026-04-12", "2026-03-29")).toBe(14);
    expect(expiresInWords("2026-04-12", "2026-03-29")).toBe("expires in 14 days");
    expect(expiresInWords("2026-03-30", "2026-03-29")).toBe("expires tomorrow");
    expect(expiresInWords("2026-03-29", "2026-03-29")).toBe("expires today");
  });

  it("treats a document as valid through its expiry day", () => {
    expect(lapsedBy("2031-06-01", "2031-06-01")).toBe(false);
    expect(lapsedBy("2031-06-01", "2031-06-02")).toBe(true);
    expect(lapsedBy(null, "2031-06-02")).toBe(false);
  });
});

describe("the board's job flags", () => {
  const facts: BlockDocumentFacts = {
    status: "assigned",
    day: "2031-07-20",
    driver_status: "Available",
    driving_licence_expiry: "2031-07-20",
    driver_phv_licence_expiry: "2031-07-20",
    vehicle_status: "active",
    phv_licence_expiry: "2032-01-01",
    mot_expiry: null,
    insurance_expiry: "2032-01-01",
  };

  it("flags nothing while every document is valid on the job's day", () => {
    expect(blockWarnings(facts)).toEqual([]);
  });

  it("flags a document lapsed by the job's day and a chauffeur or car out of service", () => {
    expect(blockWarnings({ ...facts, driving_licence_expiry: "2031-07-19" })).toEqual([
      "Licence lapsed",
    ]);
    expect(
      blockWarnings({
        ...facts,
        driver_status: "Unavailable",
        vehicle_status: "off_road",
        mot_expiry: "2031-07-01",
        insurance_expiry: "2031-07-19",
      }),
    ).toEqual(["Chauffeur unavailable", "Vehicle off road", "MOT lapsed", "Insurance lapsed"]);
  });

  it("flags the chauffeur's lapsed PHV driver licence, which explains their Unavailable", () => {
    expect(
      blockWarnings({
        ...facts,
        driver_phv_licence_expiry: "2031-07-19",
        driver_status: "Unavailable",
      }),
    ).toEqual(["PHV driver licence lapsed"]);
    expect(
      blockWarnings({
        ...facts,
        driving_licence_expiry: "2031-07-01",
        driver_phv_licence_expiry: "2031-07-19",
      }),
    ).toEqual(["Licence lapsed", "PHV driver licence lapsed"]);
    // The vehicle's PHV licence is another document with its own flag.
    expect(blockWarnings({ ...facts, phv_licence_expiry: "2031-07-19" })).toEqual([
      "Vehicle PHV licence lapsed",
    ]);
  });

  it("leaves finished and cancelled jobs alone", () => {
    for (const status of ["completed", "cancelled", "offered", "declined"] as const)
      expect(blockWarnings({ ...facts, status, driving_licence_expiry: "2020-01-01" })).toEqual([]);
  });
});

describe("the vehicle status machine", () => {
  it("lets the system take a car off road but only an administrator put it back", () => {
    expect(vehicleStateMachine.check({ from: "active", to: "off_road", actor: "system" })).toEqual({
      allowed: true,
    });
    expect(
      vehicleStateMachine.check({ from: "off_road", to: "active", actor: "system" }).allowed,
    ).toBe(false);
    expect(
      vehicleStateMachine.check({ from: "off_road", to: "active", actor: "admin" }).allowed,
    ).toBe(true);
  });
});

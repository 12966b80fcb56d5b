import {
  commissionCategory,
  commissionPence,
  reversalPence,
  splitRefund,
} from "@/lib/partners/commission";

const ride = {
  booking_type: "point_to_point" as const,
  pickup_location: "10 Downing Street, London",
  dropoff_location: "Big Ben, London",
  flight_number: null,
  is_event: false,
};

describe("commission categories", () => {
  it("files events first, then hourly, then airport ends or flights, else business", () => {
    expect(commissionCategory({ ...ride, is_event: true, booking_type: "hourly" })).toBe("events");
    expect(commissionCategory({ ...ride, booking_type: "hourly" })).toBe("hourly");
    expect(commissionCategory({ ...ride, dropoff_location: "Heathrow Airport (LHR)" })).toBe(
      "airport",
    );
    expect(commissionCategory({ ...ride, pickup_location: "Toronto Pearson (YYZ)" })).toBe(
      "airport",
    );
    expect(commissionCategory({ ...ride, flight_number: "BA117" })).toBe("airport");
    expect(commissionCategory(ride)).toBe("business");
  });
});

describe("commission arithmetic in pence", () => {
  it.each([
    [10000, 2000, 2000],
    [1005, 2000, 201], // 201.0
    [10005, 1750, 1751], // 1750.875 half up
    [2, 2500, 1], // 0.5 half up
    [1, 2000, 0], // 0.2 down
    [0, 2000, 0],
  ])("%ip at %i bps is %ip", (amount, bps, expected) => {
    expect(commissionPence(amount, bps)).toBe(expected);
  });

  it("reverses the refunded share half up, never past what is left", () => {
    const base = { commissionPence: 2000, amountPence: 9999 };
    expect(reversalPence({ ...base, refundedPence: 3333, alreadyReversedPence: 0 })).toBe(667);
    expect(reversalPence({ ...base, refundedPence: 9999, alreadyReversedPence: 667 })).toBe(1333);
    expect(reversalPence({ ...base, refundedPence: 20000, alreadyReversedPence: 0 })).toBe(2000);
    expect(reversalPence({ ...base, refundedPence: 0, alreadyReversedPence: 0 })).toBe(0);
    expect(reversalPence({ ...base, refundedPence: 50, alreadyReversedPence: 2000 })).toBe(0);
  });

  it("splits a refund over legs by price, the parts summing to the refund", () => {
    const parts = splitRefund(1001, [
      { booking_id: 1, price_pence: 10972 },
      { booking_id: 2, price_pence: 8050 },
    ]);
    expect(parts.get(1)).toBe(577);
    expect(parts.get(2)).toBe(424);
    expect([...parts.values()].reduce((a, b) => a + b, 0)).toBe(1001);
  });
});

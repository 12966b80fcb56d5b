import { commissionPence, reversalPence, vatPence } from "@/lib/commissions/ledger-math";
import { payoutPeriodKey } from "@/lib/commissions/payout-period";
import { canMovePayout } from "@/lib/commissions/payout-state";
import { payoutReference, transactionReference } from "@/lib/commissions/labels";

describe("commissionPence (half-up to the penny)", () => {
  it("is amount x rate in whole pence", () => {
    expect(commissionPence(10_000, 2000)).toBe(2000);
    expect(commissionPence(10_972, 2000)).toBe(2194); // 2194.4 -> 2194
    expect(commissionPence(10_973, 2500)).toBe(2743); // 2743.25 -> 2743
  });

  it("rounds exactly half a penny up", () => {
    expect(commissionPence(10_001, 500)).toBe(500); // 500.05 -> 500
    expect(commissionPence(10, 2500)).toBe(3); // 2.5 -> 3
    expect(commissionPence(2, 2500)).toBe(1); // 0.5 -> 1
    expect(commissionPence(1, 2500)).toBe(0); // 0.25 -> 0
    expect(commissionPence(30, 2500)).toBe(8); // 7.5 -> 8
  });

  it("handles zero and the full rate, and refuses nonsense", () => {
    expect(commissionPence(0, 2000)).toBe(0);
    expect(commissionPence(12_345, 10_000)).toBe(12_345);
    expect(() => commissionPence(-1, 2000)).toThrow(RangeError);
    expect(() => commissionPence(1.5, 2000)).toThrow(RangeError);
    expect(() => commissionPence(100, 10_001)).toThrow(RangeError);
  });

  it("stays exact for the largest amounts (no float rounding)", () => {
    expect(commissionPence(999_999_999, 2500)).toBe(250_000_000); // 249999999.75 -> up
  });
});

describe("reversalPence (proportional, cumulative, never above the commission)", () => {
  const base = { commissionPence: 2194, amountPence: 10_972 };

  it("reverses the whole commission on a full refund", () => {
    expect(reversalPence({ ...base, refundedBeforePence: 0, refundPence: 10_972 })).toBe(2194);
  });

  it("reverses in proportion to a partial refund, half-up", () => {
    // 2194 x 1000 / 10972 = 199.96 -> 200
    expect(reversalPence({ ...base, refundedBeforePence: 0, refundPence: 1000 })).toBe(200);
    // half of 25 = 12.5 -> 13
    expect(
      reversalPence({
        commissionPence: 25,
        amountPence: 100,
        refundedBeforePence: 0,
        refundPence: 50,
      }),
    ).toBe(13);
  });

  it("adds up to exactly the commission over many partial refunds", () => {
    let refunded = 0;
    let reversed = 0;
    for (const part of [333, 333, 334, 5000, 4972]) {
      reversed += reversalPence({ ...base, refundedBeforePence: refunded, refundPence: part });
      refunded += part;
    }
    expect(refunded).toBe(10_972);
    expect(reversed).toBe(2194);
    // three thirds of 25p do not become 27p
    const thirds = [34, 33, 33].reduce(
      (acc, part) => ({
        sum:
          acc.sum +
          reversalPence({
            commissionPence: 25,
            amountPence: 100,
            refundedBeforePence: acc.refunded,
            refundPence: part,
          }),
        refunded: acc.refunded + part,
      }),
      { sum: 0, refunded: 0 },
    );
    expect(thirds.sum).toBe(25);
  });

  it("never reverses more than the commission, even when more is refunded", () => {
    expect(reversalPence({ ...base, refundedBeforePence: 10_000, refundPence: 5000 })).toBe(
      2194 - 2000, // round(2194 x 10000 / 10972) = 2000
    );
    expect(reversalPence({ ...base, refundedBeforePence: 10_972, refundPence: 100 })).toBe(0);
    expect(
      reversalPence({
        commissionPence: 0,
        amountPence: 100,
        refundedBeforePence: 0,
        refundPence: 100,
      }),
    ).toBe(0);
  });
});

describe("vatPence", () => {
  it("is 20% of the net, half-up, and nothing on a negative net", () => {
    expect(vatPence(10_000)).toBe(2000);
    expect(vatPence(12_345)).toBe(2469); // 2469.0
    expect(vatPence(12_343)).toBe(2469); // 2468.6 -> 2469
    expect(vatPence(2)).toBe(0); // 0.4 -> 0
    expect(vatPence(3)).toBe(1); // 0.6 -> 1
    expect(vatPence(-500)).toBe(0);
  });
});

describe("payout periods and states", () => {
  it("names the UK Thursday on or before the run", () => {
    expect(payoutPeriodKey(new Date("2026-11-26T09:00:00Z"))).toBe("2026-11-26"); // Thursday
    expect(payoutPeriodKey(new Date("2026-11-25T23:30:00Z"))).toBe("2026-11-19"); // Wednesday
    expect(payoutPeriodKey(new Date("2026-11-23T06:00:00Z"))).toBe("2026-11-19"); // Monday
    // 23:30 UTC on Wednesday 1 July is 00:30 on Thursday in London (summer time)
    expect(payoutPeriodKey(new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-02");
  });

  it("moves pending to paid or failed only", () => {
    expect(canMovePayout("pending", "paid")).toBe(true);
    expect(canMovePayout("pending", "failed")).toBe(true);
    expect(canMovePayout("paid", "failed")).toBe(false);
    expect(canMovePayout("failed", "paid")).toBe(false);
    expect(canMovePayout("paid", "paid")).toBe(false);
  });

  it("formats references", () => {
    expect(transactionReference(42)).toBe("TX-000042");
    expect(payoutReference("2026-11-26", 7)).toBe("PO-20261126-7");
  });
});

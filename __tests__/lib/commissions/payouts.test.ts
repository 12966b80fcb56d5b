import { vatPence } from "@/lib/commissions/vat";
import { payoutPeriodKey } from "@/lib/commissions/payout-period";
import { canMovePayout } from "@/lib/commissions/payout-state";
import { payoutReference, transactionReference } from "@/lib/commissions/labels";

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

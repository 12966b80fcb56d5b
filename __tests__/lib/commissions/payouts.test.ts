import { vatPence } from "@/lib/commissions/vat";
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

describe("references", () => {
  it("formats transaction and payout IDs", () => {
    expect(transactionReference(42)).toBe("TX-000042");
    expect(payoutReference(7)).toBe("PO-000007");
  });
});

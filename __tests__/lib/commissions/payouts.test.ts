import { payoutReference, transactionReference } from "@/lib/commissions/labels";

describe("references", () => {
  it("formats transaction and payout IDs", () => {
    expect(transactionReference(42)).toBe("TX-000042");
    expect(payoutReference(7)).toBe("PO-000007");
  });
});

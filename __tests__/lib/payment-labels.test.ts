import { ledgerKindLabel, paymentStateLabel } from "@/lib/payment-labels";

describe("paymentStateLabel", () => {
  it.each([
    ["unpaid", "Not paid"],
    ["processing", "Processing"],
    ["paid", "Paid"],
    ["refunded", "Refunded"],
    ["failed", "Payment failed"],
  ])("words %s as '%s'", (state, label) => {
    expect(paymentStateLabel(state)).toBe(label);
  });
});

describe("ledgerKindLabel", () => {
  it("names the fare Payment and any other kind by itself", () => {
    expect(ledgerKindLabel({ amount_pence: 100 })).toBe("Payment");
    expect(ledgerKindLabel({ kind: "booking" })).toBe("Payment");
    expect(ledgerKindLabel({ kind: "tip" })).toBe("Tip");
    expect(ledgerKindLabel({ kind: "waiting_time" })).toBe("Waiting time");
    expect(ledgerKindLabel({ kind: 3 })).toBe("Payment");
  });
});

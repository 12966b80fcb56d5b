import { paymentStateLabel } from "@/lib/payment-labels";

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

/** A booking's payment state as the product words it (the database keeps lowercase codes). */
export const PAYMENT_STATE_LABELS: Readonly<Record<string, string>> = {
  unpaid: "Not paid",
  processing: "Processing",
  paid: "Paid",
  refunded: "Refunded",
  failed: "Payment failed",
};

export function paymentStateLabel(state: string): string {
  return PAYMENT_STATE_LABELS[state] ?? state;
}

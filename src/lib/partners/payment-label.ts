/** A booking's payment as partners and the console read it (payment_state values). */
const LABELS: Record<string, string> = {
  unpaid: "Not paid",
  processing: "Processing",
  paid: "Paid",
  refunded: "Refunded",
  failed: "Payment failed",
};

export function bookingPaymentLabel(paymentStatus: string): string {
  return LABELS[paymentStatus] ?? paymentStatus;
}

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

/** How a booking was paid: by card online, or as the administrator recorded a phone booking. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  card: "Card",
  cash: "Cash",
  invoice: "Invoice",
  account: "Account",
};

export function paymentMethodLabel(method: string | null | undefined): string {
  if (!method) return "";
  return PAYMENT_METHOD_LABELS[method] ?? method;
}

/** One payment attempt's state (a card payment's, or an offline one's "succeeded"). */
export const PAYMENT_ATTEMPT_LABELS: Readonly<Record<string, string>> = {
  requires_payment: "Awaiting payment",
  processing: "Processing",
  succeeded: "Succeeded",
  failed: "Failed",
  refunded: "Refunded",
  canceled: "Cancelled",
};

export function paymentAttemptLabel(status: string): string {
  return PAYMENT_ATTEMPT_LABELS[status] ?? status;
}

/** Kinds that are simply the fare being paid, whatever a ledger calls them. */
const FARE_KINDS = new Set(["payment", "booking", "fare", "ride"]);

/**
 * A ledger row's name on a receipt: its own `kind` when it has one (a tip, once tips are kept as
 * payments of kind "tip"), so every kind of money shows without the receipt knowing it;
 * "Payment" for the fare or a row without a kind.
 */
export function ledgerKindLabel(row: object): string {
  const kind = "kind" in row && typeof row.kind === "string" ? row.kind : "payment";
  if (FARE_KINDS.has(kind)) return "Payment";
  return kind.charAt(0).toUpperCase() + kind.slice(1).replaceAll("_", " ");
}

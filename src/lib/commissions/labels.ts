/** Names partners and administrators read for payouts (client-safe). Categories: lib/partners/commission.ts. */

/** The payout_status enum's values (schema/enums.ts), in the order the console filters them. */
export const PAYOUT_STATUSES = ["Pending", "Paid", "Failed"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_TONES = { Pending: "yellow", Paid: "green", Failed: "red" } as const;

/** What a partner sees as a Transaction ID for a ledger row. */
export function transactionReference(commissionId: number): string {
  return `TX-${String(commissionId).padStart(6, "0")}`;
}

/** What partners, statements and the console show as a payout's ID. */
export function payoutReference(payoutId: number): string {
  return `PO-${String(payoutId).padStart(6, "0")}`;
}

/** Names partners and administrators read for payouts (client-safe). Categories: lib/partners/commission.ts. */

export const PAYOUT_STATUSES = ["pending", "paid", "failed"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
};

/** What a partner sees as a Transaction ID for a ledger row. */
export function transactionReference(commissionId: number): string {
  return `TX-${String(commissionId).padStart(6, "0")}`;
}

/** A payout's reference: the run period (Thursday, yyyymmdd) and the partner. */
export function payoutReference(periodKey: string, partnerId: number): string {
  return `PO-${periodKey.replaceAll("-", "")}-${partnerId}`;
}

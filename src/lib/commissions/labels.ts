/** Names partners and administrators read for the ledger's enums (client-safe). */

export const COMMISSION_CATEGORIES = [
  "airport_transfers",
  "business_travel",
  "events_occasions",
  "hourly_charter",
] as const;
export type CommissionCategory = (typeof COMMISSION_CATEGORIES)[number];

export const COMMISSION_CATEGORY_LABELS: Record<CommissionCategory, string> = {
  airport_transfers: "Airport Transfers",
  business_travel: "Business Travel",
  events_occasions: "Events & Occasions",
  hourly_charter: "Hourly Charter",
};

export const COMMISSION_ENTRY_KINDS = ["commission", "reversal"] as const;
export type CommissionEntryKind = (typeof COMMISSION_ENTRY_KINDS)[number];

/** A ledger row's state for Transaction History (see LEDGER.md's availability rule). */
export const ENTRY_STATUSES = ["pending", "available", "in_payout", "paid"] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

export const PAYOUT_STATUSES = ["pending", "paid", "failed"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
};

/** What a partner sees as a Transaction ID. */
export function transactionReference(entryId: number): string {
  return `TX-${String(entryId).padStart(6, "0")}`;
}

/** A payout's reference: the run period (Thursday, yyyymmdd) and the partner. */
export function payoutReference(periodKey: string, partnerId: number): string {
  return `PO-${periodKey.replaceAll("-", "")}-${partnerId}`;
}

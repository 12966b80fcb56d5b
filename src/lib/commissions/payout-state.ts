import type { PayoutStatus } from "./labels";

/**
 * A payout's life: created pending, then marked paid (with the bank transfer reference) or
 * failed (with a reason; its rows go back to the next run). Paid and failed are final.
 */
const TRANSITIONS: Record<PayoutStatus, readonly PayoutStatus[]> = {
  pending: ["paid", "failed"],
  paid: [],
  failed: [],
};

export function canMovePayout(from: PayoutStatus, to: PayoutStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

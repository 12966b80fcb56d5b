import { formatPence } from "@/lib/money";
import { MINIMUM_PAYOUT_PENCE } from "./payout-period";

interface RunOutcome {
  run_date: string;
  created: readonly unknown[];
  below_minimum: readonly { company_name: string; due_pence: number }[];
}

const NAMED = 3;

function belowMinimumText(below: RunOutcome["below_minimum"]): string {
  const names = below
    .slice(0, NAMED)
    .map((partner) => `${partner.company_name} ${formatPence(partner.due_pence)}`);
  const more = below.length > NAMED ? ` and ${below.length - NAMED} more` : "";
  const partners = below.length === 1 ? "1 partner is" : `${below.length} partners are`;
  return `${partners} below the ${formatPence(MINIMUM_PAYOUT_PENCE)} minimum (${names.join(", ")}${more})`;
}

/**
 * What a payout run tells the operator: the payouts made, and why anyone with money due was not
 * paid, so a run that pays nobody never looks like a fault.
 */
export function payoutRunMessage(outcome: RunOutcome): string {
  const count = outcome.created.length;
  const below = outcome.below_minimum.length > 0 ? belowMinimumText(outcome.below_minimum) : null;
  if (count === 0) return `No new payouts for ${outcome.run_date}: ${below ?? "nothing is due"}`;
  const made = `${count} payout${count === 1 ? "" : "s"} created on ${outcome.run_date}`;
  return below ? `${made}; ${below}` : made;
}

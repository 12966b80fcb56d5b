import { Badge, type BadgeTone } from "@/components/ui/badge";

const TONES: Record<string, BadgeTone> = {
  Pending: "yellow",
  Available: "blue",
  "In payout": "blue",
  Paid: "green",
  Reversed: "red",
  Failed: "red",
};

/** A transaction's or payout's status: the word, coloured. */
export function LedgerStatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? "grey"}>{status}</Badge>;
}

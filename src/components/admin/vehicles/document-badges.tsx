import { Badge } from "@/components/ui/badge";
import { VEHICLE_DOCUMENT_LABELS, type DocumentStatus } from "@/lib/vehicles/documents";

/**
 * A badge per document that needs attention: lapsed (red) or expiring within 30 days (yellow);
 * 'Documents in date' when none does. The text always says which and what, never colour alone.
 */
export function DocumentBadges({ documents }: { documents: readonly DocumentStatus[] }) {
  const attention = documents.filter((d) => d.state === "lapsed" || d.state === "expiring");
  if (attention.length === 0) return <span className="text-sm text-neutral-700">In date</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Documents needing attention">
      {attention.map((d) => (
        <li key={d.document}>
          <Badge tone={d.state === "lapsed" ? "red" : "yellow"}>
            {VEHICLE_DOCUMENT_LABELS[d.document]}{" "}
            {d.state === "lapsed"
              ? "lapsed"
              : d.days_left === 0
                ? "expires today"
                : `expires in ${d.days_left} ${d.days_left === 1 ? "day" : "days"}`}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

import { Badge } from "@/components/ui/badge";
import type { PageStatus } from "@/lib/content/admin-pages";

/** Published green, Draft yellow (the spec's colours); the word says it, not only the colour. */
export function PageStatusBadge({ status }: { status: PageStatus }) {
  return <Badge tone={status === "Published" ? "green" : "yellow"}>{status}</Badge>;
}

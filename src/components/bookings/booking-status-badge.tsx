import { Badge } from "@/components/ui/badge";
import { statusInfo } from "./booking-format";

/** Status colours from the state machine's one map. */
export function AdminStatusBadge({ status }: { status: string }) {
  const info = statusInfo(status);
  return <Badge tone={info.tone}>{info.label}</Badge>;
}

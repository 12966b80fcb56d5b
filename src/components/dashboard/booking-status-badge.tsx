import { Badge } from "@/components/ui/badge";
import { bookingStatusTone, statusLabel } from "./booking-status";

/** A booking's status as a badge, coloured from the one status->tone map. */
export function BookingStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge tone={bookingStatusTone(status)} className={className}>
      {statusLabel(status)}
    </Badge>
  );
}

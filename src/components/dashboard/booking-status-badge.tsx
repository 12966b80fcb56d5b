import type { HTMLAttributes } from "react";
import { Badge } from "@/components/ui/badge";
import { bookingStatusTone, statusLabel } from "./booking-status";

/** A booking's status as a badge, coloured from the one status->tone map. */
export function BookingStatusBadge({
  status,
  ...rest
}: { status: string } & Omit<HTMLAttributes<HTMLSpanElement>, "children">) {
  return (
    <Badge tone={bookingStatusTone(status)} {...rest}>
      {statusLabel(status)}
    </Badge>
  );
}

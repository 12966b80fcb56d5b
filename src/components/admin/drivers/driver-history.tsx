"use client";

import { Alert } from "@/components/ui/alert";
import type { DriverHistoryEntry } from "@/lib/drivers/types";
import { BookingHistory } from "../booking-history";
import { useConsoleGet } from "../use-console-get";

/** The driver's audit trail (GET /api/drivers/{id}/history), loaded when the tab opens. */
export function DriverHistory({ driverId, version }: { driverId: number; version: string }) {
  const loaded = useConsoleGet<DriverHistoryEntry[]>(`/api/drivers/${driverId}/history`, {
    round: version,
  });
  if (loaded.state === "loading") return <p role="status">Loading history...</p>;
  if (loaded.state === "error") return <Alert tone="error">{loaded.message}</Alert>;
  return <BookingHistory entries={loaded.data} />;
}

"use client";

import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { api } from "@/lib/api-client";
import type { DriverHistoryEntry } from "@/lib/drivers/types";
import { BookingHistory } from "../booking-history";

/** The driver's audit trail (GET /api/drivers/{id}/history), loaded when the tab opens. */
export function DriverHistory({ driverId, version }: { driverId: number; version: string }) {
  const [loaded, setLoaded] = useState<
    { key: string; entries: DriverHistoryEntry[] } | { key: string; error: string } | null
  >(null);
  const key = `${driverId}@${version}`;
  useEffect(() => {
    let live = true;
    void api
      .get<DriverHistoryEntry[]>(`/api/drivers/${driverId}/history`, { cache: "no-store" })
      .then((result) => {
        if (!live) return;
        setLoaded(
          result.ok && Array.isArray(result.data)
            ? { key, entries: result.data }
            : { key, error: result.ok ? "The history could not be read." : result.message },
        );
      });
    return () => {
      live = false;
    };
  }, [driverId, key]);
  if (!loaded || loaded.key !== key) return <p role="status">Loading history...</p>;
  if ("error" in loaded) return <Alert tone="error">{loaded.error}</Alert>;
  return <BookingHistory entries={loaded.entries} />;
}

"use client";

import { useState } from "react";
import { EarningsLedger, type WeekLink } from "@/components/drivers/earnings-ledger";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { DriverEarningsView } from "@/lib/drivers/earnings-types";
import { useConsoleGet } from "../use-console-get";

/**
 * The driver's earnings ledger in View Details (GET /api/admin/drivers/{id}/earnings), loaded
 * when the tab opens; the weeks either side and each week of the list are buttons that load it.
 */
export function DriverEarnings({ driverId, version }: { driverId: number; version: string }) {
  const [week, setWeek] = useState<string | null>(null);
  const query = week ? `?week=${week}` : "";
  const loaded = useConsoleGet<DriverEarningsView>(
    `/api/admin/drivers/${driverId}/earnings${query}`,
    { round: version },
  );
  const weekLink: WeekLink = (weekStart, label, rel) => (
    <Button
      variant={rel === "week" ? "link" : "outline"}
      size="sm"
      onClick={() => setWeek(weekStart)}
    >
      {label}
    </Button>
  );
  if (loaded.state === "loading") return <p role="status">Loading earnings...</p>;
  if (loaded.state === "error") return <Alert tone="error">{loaded.message}</Alert>;
  return <EarningsLedger view={loaded.data} weekLink={weekLink} headingLevel={3} />;
}

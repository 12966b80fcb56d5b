"use client";

import { useEffect, useState } from "react";
import { EarningsLedger, type WeekLink } from "@/components/drivers/earnings-ledger";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import type { DriverEarningsView } from "@/lib/drivers/earnings-types";

type Loaded = { key: string; view: DriverEarningsView } | { key: string; error: string };

/**
 * The driver's earnings ledger in View Details (GET /api/admin/drivers/{id}/earnings), loaded
 * when the tab opens; the weeks either side and each week of the list are buttons that load it.
 */
export function DriverEarnings({ driverId, version }: { driverId: number; version: string }) {
  const [week, setWeek] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${driverId}@${version}@${week ?? "now"}`;
  useEffect(() => {
    let live = true;
    const query = week ? `?week=${week}` : "";
    void api
      .get<DriverEarningsView>(`/api/admin/drivers/${driverId}/earnings${query}`, {
        cache: "no-store",
      })
      .then((result) => {
        if (!live) return;
        setLoaded(
          result.ok && result.data
            ? { key, view: result.data }
            : { key, error: result.ok ? "The earnings could not be read." : result.message },
        );
      });
    return () => {
      live = false;
    };
  }, [driverId, key, week]);
  const weekLink: WeekLink = (weekStart, label, rel) => (
    <Button
      variant={rel === "week" ? "link" : "outline"}
      size="sm"
      onClick={() => setWeek(weekStart)}
    >
      {label}
    </Button>
  );
  if (!loaded || loaded.key !== key) return <p role="status">Loading earnings...</p>;
  if ("error" in loaded) return <Alert tone="error">{loaded.error}</Alert>;
  return <EarningsLedger view={loaded.view} weekLink={weekLink} headingLevel={3} />;
}

"use client";

import { useEffect, useState } from "react";
import { StatCard } from "@/components/ui/stat-card";
import { api } from "@/lib/api-client";
import type { DriverCount } from "@/lib/drivers/types";
import { sharePercent } from "@/components/drivers/driver-format";

const COUNTS = [
  { key: "total", title: "Total Drivers", url: "/api/drivers/count" },
  { key: "available", title: "Available", url: "/api/drivers/available/count" },
  { key: "unavailable", title: "Unavailable", url: "/api/drivers/unavailable/count" },
  { key: "review", title: "Under Review", url: "/api/drivers/under-review/count" },
] as const;

type Counts = Record<(typeof COUNTS)[number]["key"], number | null>;

/** The four count cards; each status shows its rounded share of the total. */
export function DriverCountCards({ refresh }: { refresh: number }) {
  const [counts, setCounts] = useState<Counts | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all(
      COUNTS.map(({ url }) => api.get<DriverCount>(url, { cache: "no-store" })),
    ).then((results) => {
      if (!live) return;
      const totals = results.map((result) => (result.ok ? result.data.total : null));
      setCounts(Object.fromEntries(COUNTS.map(({ key }, at) => [key, totals[at]])) as Counts);
    });
    return () => {
      live = false;
    };
  }, [refresh]);

  const total = counts?.total ?? 0;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {COUNTS.map(({ key, title }) => {
        const count = counts?.[key];
        return (
          <StatCard
            key={key}
            title={title}
            value={
              count === undefined ? (
                <span className="text-neutral-600">…</span>
              ) : count === null ? (
                "N/A"
              ) : (
                <>
                  {count}
                  <span className="ml-2 text-sm font-normal text-neutral-700">
                    {key === "total" ? "drivers" : `${sharePercent(count, total)}% of total`}
                  </span>
                </>
              )
            }
          />
        );
      })}
    </div>
  );
}

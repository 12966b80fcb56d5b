"use client";

import { Plus } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { listPages } from "@/components/ui/data-table";
import type { DriverView } from "@/lib/drivers/types";
import { AddDriverDialog } from "./add-driver-dialog";
import { DriverCountCards } from "./driver-count-cards";
import { DriverDetailsDialog } from "./driver-details-dialog";
import { DriversTable } from "./drivers-table";

export interface DriversPage {
  page: number;
  page_size: number;
  total: number;
}

/**
 * Driver Management around the page the server rendered: counts, the drivers table, its pages,
 * View Details and Add New Driver. A change shows at once in the open list and then refreshes
 * the server's page (router.refresh), which drops these local copies.
 */
export function DriversConsole({
  drivers,
  pagination,
  filters,
}: {
  drivers: DriverView[];
  pagination: DriversPage;
  /** The filter bar (ListFilters), rendered by the page. */
  filters: ReactNode;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const params = new URLSearchParams(useSearchParams().toString());
  const [changed, setChanged] = useState({ of: drivers, byId: new Map<number, DriverView>() });
  const [counts, setCounts] = useState(0);
  const [viewId, setViewId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const byId = changed.of === drivers ? changed.byId : new Map<number, DriverView>();
  const shown = drivers.map((driver) => byId.get(driver.driver_id) ?? driver);
  const viewing = shown.find((driver) => driver.driver_id === viewId) ?? null;

  const update = (driver: DriverView, { countsChanged = true } = {}) => {
    setChanged({ of: drivers, byId: new Map(byId).set(driver.driver_id, driver) });
    if (countsChanged) setCounts((value) => value + 1);
    router.refresh();
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Driver Management"
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden className="h-4 w-4" /> Add New Driver
          </Button>
        }
      />
      <DriverCountCards refresh={counts} />
      {filters}
      <DriversTable
        drivers={shown}
        onView={(driver) => setViewId(driver.driver_id)}
        onDecided={(decided) => update(decided)}
        empty={
          <EmptyState title="No drivers found" description="No driver matches these filters." />
        }
        pages={listPages(pathname, params.toString(), pagination, pagination.total, "Driver pages")}
      />
      <DriverDetailsDialog
        driver={viewing}
        onOpenChange={(open) => !open && setViewId(null)}
        // Only a status change moves the counts (not a new photo or address).
        onUpdated={(updated) =>
          update(updated, { countsChanged: viewing?.status !== updated.status })
        }
      />
      <AddDriverDialog
        open={adding}
        onOpenChange={setAdding}
        onAdded={() => {
          setCounts((value) => value + 1);
          router.refresh();
        }}
      />
    </div>
  );
}

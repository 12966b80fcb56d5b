"use client";

import { Plus } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { api } from "@/lib/api-client";
import type { DriverListPagination, DriverView } from "@/lib/drivers/types";
import { AddDriverDialog } from "./add-driver-dialog";
import { DriverCard } from "./driver-card";
import { DriverCountCards } from "./driver-count-cards";
import { DriverDetailsDialog } from "./driver-details-dialog";
import { DriversFilters } from "./drivers-filters";
import { driverListQuery, type DriverListKey } from "./list-query";

type Loaded =
  | { key: string; state: "ready"; drivers: DriverView[]; pagination: DriverListPagination }
  | { key: string; state: "error"; message: string };

/**
 * Driver Management: counts, search and filters kept in the URL, the server's page of driver
 * cards, View Details and Add New Driver. A saved or added driver updates the list in place.
 */
export function DriversManager() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = driverListQuery(new URLSearchParams(searchParams.toString())).toString();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [counts, setCounts] = useState(0);
  const [viewId, setViewId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    let live = true;
    void api.get<DriverView[]>(`/api/drivers?${query}`, { cache: "no-store" }).then((result) => {
      if (!live) return;
      if (!result.ok) {
        const message = result.status === 0 ? "Error connecting to the server" : result.message;
        setLoaded({ key: query, state: "error", message });
        return;
      }
      const pagination = (result.envelope as { pagination?: DriverListPagination }).pagination;
      const drivers = Array.isArray(result.data) ? result.data : [];
      setLoaded({
        key: query,
        state: "ready",
        drivers,
        pagination: pagination ?? {
          page: 1,
          page_size: Math.max(drivers.length, 1),
          total: drivers.length,
          total_is_estimate: false,
          has_next: false,
        },
      });
    });
    return () => {
      live = false;
    };
  }, [query]);

  const params = new URLSearchParams(query);
  const change = (changes: Partial<Record<DriverListKey, string>>) =>
    router.replace(`${pathname}?${driverListQuery(params, changes).toString()}`, { scroll: false });
  const hrefFor = (page: number) =>
    `${pathname}?${driverListQuery(params, { page: String(page) })}`;
  const current = loaded && loaded.key === query ? loaded : null;
  const drivers = current?.state === "ready" ? current.drivers : [];
  const viewing = drivers.find((driver) => driver.driver_id === viewId) ?? null;

  const replaceDrivers = (
    next: (list: DriverView[]) => DriverView[],
    { totalChange = 0, countsChanged = true } = {},
  ) => {
    setLoaded((state) =>
      state?.state === "ready"
        ? {
            ...state,
            drivers: next(state.drivers),
            pagination: { ...state.pagination, total: state.pagination.total + totalChange },
          }
        : state,
    );
    if (countsChanged) setCounts((value) => value + 1);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-neutral-900">Driver Management</h1>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden className="h-4 w-4" /> Add New Driver
        </Button>
      </div>
      <DriverCountCards refresh={counts} />
      <DriversFilters key={params.get("q") ?? ""} params={params} onChange={change} />
      {!current && <p role="status">Loading drivers...</p>}
      {current?.state === "error" && <Alert tone="error">{current.message}</Alert>}
      {current?.state === "ready" && drivers.length === 0 && (
        <EmptyState title="No drivers found" description="No driver matches these filters." />
      )}
      {current?.state === "ready" && drivers.length > 0 && (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {drivers.map((driver) => (
              <DriverCard
                key={driver.driver_id}
                driver={driver}
                onView={() => setViewId(driver.driver_id)}
                onDecided={(decided) =>
                  replaceDrivers((list) =>
                    list.map((item) => (item.driver_id === decided.driver_id ? decided : item)),
                  )
                }
              />
            ))}
          </div>
          <Pagination
            page={current.pagination.page}
            pageSize={current.pagination.page_size}
            total={current.pagination.total}
            hrefFor={hrefFor}
            label="Driver pages"
          />
        </>
      )}
      <DriverDetailsDialog
        driver={viewing}
        onOpenChange={(open) => !open && setViewId(null)}
        onUpdated={(updated) =>
          replaceDrivers(
            (list) =>
              list.map((driver) => (driver.driver_id === updated.driver_id ? updated : driver)),
            // Only a status change moves the counts (not a new photo or address).
            { countsChanged: viewing?.status !== updated.status },
          )
        }
      />
      <AddDriverDialog
        open={adding}
        onOpenChange={setAdding}
        onAdded={(added) => replaceDrivers((list) => [added, ...list], { totalChange: 1 })}
      />
    </div>
  );
}

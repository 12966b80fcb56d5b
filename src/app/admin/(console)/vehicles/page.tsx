import type { Metadata } from "next";
import { VEHICLE_FILTERS } from "@/components/admin/vehicles/vehicle-filters";
import { VehicleDialog } from "@/components/admin/vehicles/vehicle-dialog";
import { VehiclesTable } from "@/components/admin/vehicles/vehicles-table";
import { SortedListPage } from "@/components/admin/sorted-list-page";
import { listPages } from "@/components/ui/data-table";
import { VEHICLE_LIST_DEFAULT_SORT, vehicleListParamsSchema } from "@/lib/validations/vehicle";
import { requirePageRole } from "@/server/auth/guards";
import { readListParams } from "@/server/http/list-params";
import { listVehicles } from "@/server/vehicles/list-vehicles";
import { approvedDriverOptions } from "@/server/vehicles/queries";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Vehicles", robots: { index: false } };

/**
 * Vehicle Management, rendered on the server: the URL's list parameters (the API's), a page of
 * the fleet with each vehicle's document warnings, Add Vehicle and each row's Edit dialog.
 */
export default async function AdminVehiclesPage({ searchParams }: SearchParamsProps) {
  await requirePageRole("admin", "/admin/vehicles");
  const { params, query } = readListParams(vehicleListParamsSchema, await searchParams);
  const [list, drivers] = await Promise.all([listVehicles(params), approvedDriverOptions()]);
  const sort = params.sort ?? VEHICLE_LIST_DEFAULT_SORT;
  return (
    <SortedListPage
      title="Vehicles"
      description="The fleet, its service classes, and documents lapsed or expiring within 30 days."
      actions={<VehicleDialog />}
      filtersLabel="Vehicle filters"
      filters={VEHICLE_FILTERS}
      sort={sort}
    >
      <VehiclesTable
        vehicles={list.data}
        drivers={drivers}
        pages={listPages("/admin/vehicles", query, params, list.pagination.total, "Vehicle pages")}
      />
    </SortedListPage>
  );
}

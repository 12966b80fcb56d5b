import type { Metadata } from "next";
import { VEHICLE_FILTERS } from "@/components/admin/vehicles/vehicle-filters";
import { VehicleDialog } from "@/components/admin/vehicles/vehicle-dialog";
import { VehiclesTable } from "@/components/admin/vehicles/vehicles-table";
import { listPages } from "@/components/ui/data-table";
import { ListFilters } from "@/components/ui/list-filters";
import { PageHeader } from "@/components/ui/page-header";
import { sortParam } from "@/lib/list-params";
import { vehicleListParamsSchema } from "@/lib/validations/vehicle";
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
  const sort = params.sort ?? { key: "created_at", direction: "desc" as const };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Vehicles"
        description="The fleet, its service classes, and documents lapsed or expiring within 30 days."
        actions={<VehicleDialog />}
      />
      <ListFilters
        label="Vehicle filters"
        filters={VEHICLE_FILTERS}
        shown={{ sort: sortParam(sort) }}
        clearable
      />
      <VehiclesTable
        vehicles={list.data}
        drivers={drivers}
        pages={listPages("/admin/vehicles", query, params, list.pagination.total, "Vehicle pages")}
      />
    </div>
  );
}

import type { Metadata } from "next";
import { DRIVER_FILTERS } from "@/components/admin/drivers/driver-filters";
import { DriversConsole } from "@/components/admin/drivers/drivers-console";
import { ListFilters } from "@/components/ui/list-filters";
import { driverListQuerySchema } from "@/lib/validations/driver-list";
import { requirePageRole } from "@/server/auth/guards";
import { listDrivers } from "@/server/drivers/queries";
import { readListParams } from "@/server/http/list-params";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Drivers", robots: { index: false } };

/** Driver Management, rendered on the server from the URL's list parameters (the API's). */
export default async function AdminDriversPage({ searchParams }: SearchParamsProps) {
  await requirePageRole("admin", "/admin/drivers");
  const { params } = readListParams(driverListQuerySchema, await searchParams);
  const list = await listDrivers(params);
  return (
    <DriversConsole
      drivers={list.data}
      pagination={list.pagination}
      filters={<ListFilters label="Driver filters" filters={DRIVER_FILTERS} clearable />}
    />
  );
}

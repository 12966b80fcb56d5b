import { Button } from "@/components/ui/button";
import type { ReactNode } from "react";
import { DataTable, type DataColumn, type DataPages } from "@/components/ui/data-table";
import { SHIFT_LABELS } from "@/lib/drivers/driver-options";
import { formatRating } from "@/lib/ratings/rules";
import type { DriverView } from "@/lib/drivers/types";
import { ApplicationActions } from "./application-actions";
import { DriverAvatar } from "@/components/drivers/driver-avatar";
import { DriverStatusBadge, LicenseFlag } from "@/components/drivers/driver-badges";
import { formatCreated, fullName, vehicleSummary } from "@/components/drivers/driver-format";

const DRIVER_COLUMNS: DataColumn<DriverView>[] = [
  {
    key: "name",
    header: "Driver",
    cell: (driver) => (
      <span className="flex items-center gap-3">
        <DriverAvatar src={driver.driver_picture} name={fullName(driver)} className="size-10" />
        <span className="min-w-0">
          <span className="block font-medium text-neutral-900">{fullName(driver)}</span>
          <span className="block text-neutral-700 [overflow-wrap:anywhere]">{driver.email}</span>
        </span>
      </span>
    ),
  },
  {
    key: "status",
    header: "Status",
    cell: (driver) => (
      <span className="flex flex-wrap gap-2">
        <DriverStatusBadge status={driver.status} />
        <LicenseFlag driver={driver} />
      </span>
    ),
  },
  { key: "shift", header: "Shift", cell: (driver) => SHIFT_LABELS[driver.preferred_shift] },
  { key: "vehicle", header: "Vehicle", cell: vehicleSummary, from: "lg" },
  {
    key: "rating",
    header: "Rating",
    cell: (driver) =>
      formatRating({
        average: driver.rating,
        count: driver.rating === null ? 0 : driver.rating_count,
      }),
  },
  { key: "created", header: "Created", cell: (driver) => formatCreated(driver.created_at) },
];

/**
 * Driver Management's list on the kit's data table: photo and name, status and licence flags,
 * shift, vehicle and created date; a card per driver on a phone. View Details opens the driver;
 * an application also carries Approve and Reject.
 */
export function DriversTable({
  drivers,
  onView,
  onDecided,
  empty,
  pages,
}: {
  drivers: DriverView[];
  onView: (driver: DriverView) => void;
  onDecided: (driver: DriverView) => void;
  empty?: ReactNode;
  pages?: DataPages;
}) {
  return (
    <DataTable
      caption="Drivers"
      columns={DRIVER_COLUMNS}
      rows={drivers}
      rowKey={(driver) => driver.driver_id}
      cardTitle={fullName}
      empty={empty}
      pages={pages}
      actions={(driver) => (
        <>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onView(driver)}
            aria-label={`View details for ${fullName(driver)}`}
          >
            View Details
          </Button>
          <ApplicationActions driver={driver} onDecided={onDecided} size="sm" />
        </>
      )}
    />
  );
}

import { DataTable, type DataColumn, type DataPages } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { statusColumn } from "@/components/ui/status-column";
import { SERVICE_CLASSES } from "@/lib/service-classes";
import type { VehicleView } from "@/lib/vehicles/types";
import { VEHICLE_STATUS_LABELS } from "@/lib/validations/vehicle";
import { DocumentBadges } from "./document-badges";
import { VehicleDialog } from "./vehicle-dialog";
import type { DriverOption } from "./vehicle-drivers-section";

const COLUMNS: DataColumn<VehicleView>[] = [
  { key: "plate", header: "Plate", cell: (v) => v.plate_display, className: "font-mono" },
  {
    key: "vehicle",
    header: "Vehicle",
    cell: (v) => `${v.make} ${v.model} (${v.year}, ${v.colour})`,
  },
  { key: "class", header: "Class", cell: (v) => SERVICE_CLASSES[v.service_class].name },
  {
    key: "capacity",
    header: "Seats / bags",
    from: "lg",
    cell: (v) => `${v.passenger_capacity} / ${v.luggage_capacity}`,
  },
  {
    key: "drivers",
    header: "Drivers",
    from: "xl",
    cell: (v) => v.drivers.map((d) => d.name).join(", ") || "None",
  },
  statusColumn(
    (v) => v.status,
    (status) => (status === "active" ? "green" : "grey"),
    VEHICLE_STATUS_LABELS,
  ),
  {
    key: "documents",
    header: "Documents",
    cell: (v) => <DocumentBadges documents={v.documents} />,
  },
];

/** The fleet: one row per vehicle with its document warnings and an Edit dialog. */
export function VehiclesTable({
  vehicles,
  drivers = [],
  pages,
}: {
  vehicles: readonly VehicleView[];
  /** The approved drivers each Edit dialog may allow. */
  drivers?: readonly DriverOption[];
  pages?: DataPages;
}) {
  return (
    <DataTable
      caption="Vehicles"
      columns={COLUMNS}
      rows={vehicles}
      rowKey={(v) => v.vehicle_id}
      cardTitle={(v) => v.plate_display}
      actions={(v) => <VehicleDialog vehicle={v} drivers={drivers} />}
      pages={pages}
      empty={
        <EmptyState
          title="No vehicles"
          description="Add a vehicle, or approve a driver with their own car."
        />
      }
    />
  );
}

import { Button } from "@/components/ui/button";
import { SHIFT_LABELS } from "@/lib/drivers/driver-options";
import type { DriverView } from "@/lib/drivers/types";
import { ApplicationActions } from "./application-actions";
import { DriverAvatar } from "@/components/drivers/driver-avatar";
import { DriverStatusBadge, LicenseFlag } from "@/components/drivers/driver-badges";
import { formatCreated, fullName, vehicleSummary } from "@/components/drivers/driver-format";

/**
 * One driver in the grid: photo, name, status, shift, vehicle, created date and licence flags;
 * an application also carries its Approve and Reject actions.
 */
export function DriverCard({
  driver,
  onView,
  onDecided,
}: {
  driver: DriverView;
  onView: () => void;
  onDecided: (driver: DriverView) => void;
}) {
  const name = fullName(driver);
  return (
    <article
      aria-label={name}
      className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <DriverAvatar src={driver.driver_picture} name={name} className="size-14" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-neutral-900">{name}</h2>
          <p className="truncate text-sm text-neutral-700">{driver.email}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <DriverStatusBadge status={driver.status} />
        <LicenseFlag driver={driver} />
      </div>
      <dl className="grid grid-cols-[6rem_1fr] gap-1 text-sm">
        <dt className="text-neutral-700">Shift</dt>
        <dd className="text-neutral-900">{SHIFT_LABELS[driver.preferred_shift]}</dd>
        <dt className="text-neutral-700">Vehicle</dt>
        <dd className="text-neutral-900">{vehicleSummary(driver)}</dd>
        <dt className="text-neutral-700">Created</dt>
        <dd className="text-neutral-900">{formatCreated(driver.created_at)}</dd>
      </dl>
      <Button variant="outline" onClick={onView} aria-label={`View details for ${name}`}>
        View Details
      </Button>
      <ApplicationActions driver={driver} onDecided={onDecided} />
    </article>
  );
}

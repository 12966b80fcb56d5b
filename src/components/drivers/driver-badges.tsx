import { Badge } from "@/components/ui/badge";
import { DRIVER_STATUS_INFO } from "@/lib/drivers/driver-status";
import type { DriverLicenseFlags, DriverView } from "@/lib/drivers/types";

/** Available green, Unavailable red, Under Review yellow, anything else grey. */
export function DriverStatusBadge({ status }: { status: DriverView["status"] }) {
  const info = DRIVER_STATUS_INFO[status];
  return <Badge tone={info?.tone ?? "grey"}>{info?.label ?? status}</Badge>;
}

/** The licence flags: expired (red) or expiring within 30 days (yellow); nothing otherwise. */
export function LicenseFlag({ driver }: { driver: DriverLicenseFlags }) {
  if (driver.license_expired) return <Badge tone="red">Licence expired</Badge>;
  if (driver.license_expires_soon) {
    const days = driver.license_days_left ?? 0;
    const when = days === 0 ? "today" : `in ${days} day${days === 1 ? "" : "s"}`;
    return <Badge tone="yellow">Licence expires {when}</Badge>;
  }
  return null;
}

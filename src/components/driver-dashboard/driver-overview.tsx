import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { formatPhone } from "@/lib/phone";
import { CAR_TYPE_LABELS, SHIFT_LABELS } from "@/lib/drivers/driver-options";
import type { DriverView } from "@/lib/drivers/types";
import { CarPictures } from "@/components/drivers/car-pictures";
import { DriverAvatar } from "@/components/drivers/driver-avatar";
import { DriverStatusBadge } from "@/components/drivers/driver-badges";
import { formatDay, formatEarnings, fullName, orNA } from "@/components/drivers/driver-format";
import { DetailRows } from "@/components/ui/detail-rows";
import { PageHeader } from "@/components/ui/page-header";

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `driver-${title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-lg border border-neutral-200 bg-white p-5 shadow-sm"
    >
      <h2 id={id} className="text-lg font-semibold text-neutral-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Valid, expiring within 30 days, or expired: said in words and colour. */
function LicenceStatus({ driver }: { driver: DriverView }) {
  if (!driver.driving_license_expiry_date) return <Badge tone="grey">No expiry date</Badge>;
  if (driver.license_expired) return <Badge tone="red">Expired</Badge>;
  if (driver.license_expires_soon) {
    return <Badge tone="yellow">Expires in {driver.license_days_left ?? 0} days</Badge>;
  }
  return <Badge tone="green">Valid</Badge>;
}

/** /driver-dashboard/profile: the driver's profile, vehicle and licences. */
export function DriverOverview({ driver }: { driver: DriverView }) {
  const name = fullName(driver);
  const vehicle = driver.has_vehicle === "yes";
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        leading={<DriverAvatar src={driver.driver_picture} name={name} className="size-16" />}
        title={`Welcome, ${driver.first_name}`}
        description={
          <span className="flex items-center gap-2">
            Status: <DriverStatusBadge status={driver.status} />
          </span>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="Profile">
          <DetailRows
            termWidth="auto"
            rows={[
              ["Name", name],
              ["Email", driver.email],
              ["Phone", formatPhone(driver.phone_number)],
              ["Address", orNA(driver.address)],
              ["Preferred shift", SHIFT_LABELS[driver.preferred_shift]],
              ["Working days", driver.working_days],
              // Kept equal to the earnings ledger in the transaction that credits each job.
              ["Total trips", driver.total_trips],
              ["Earnings", formatEarnings(driver.earnings_pence)],
            ]}
          />
        </Card>
        <Card title="Licences">
          <DetailRows
            termWidth="auto"
            rows={[
              ["Private hire licence", orNA(driver.private_hire_license_number)],
              ["Private hire licence expiry", formatDay(driver.phv_licence_expiry)],
              ["Driving licence", orNA(driver.driving_license_number)],
              ["Expiry date", formatDay(driver.driving_license_expiry_date)],
              ["Licence status", <LicenceStatus key="status" driver={driver} />],
            ]}
          />
        </Card>
        <Card title="Vehicle">
          {vehicle ? (
            <DetailRows
              termWidth="auto"
              rows={[
                [
                  "Make and model",
                  orNA([driver.car_make, driver.car_model].filter(Boolean).join(" ")),
                ],
                ["Year", orNA(driver.car_year)],
                ["Colour", orNA(driver.car_color)],
                ["Plate", orNA(driver.car_plate_number)],
                ["Type", driver.car_type ? CAR_TYPE_LABELS[driver.car_type] : "N/A"],
                ["Capacity", orNA(driver.car_capacity)],
              ]}
            />
          ) : (
            <p className="text-sm text-neutral-700">No own vehicle registered.</p>
          )}
          <div className="mt-4">
            <CarPictures pictures={driver.car_pictures} />
          </div>
        </Card>
      </div>
    </div>
  );
}

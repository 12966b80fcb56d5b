import { Star } from "lucide-react";
import type { DriverView } from "@/lib/drivers/types";
import type { FieldSpec } from "./driver-draft";
import { formatDay, formatEarnings, orNA } from "@/components/drivers/driver-format";

function shown(driver: DriverView, field: FieldSpec): string {
  const value = driver[field.name];
  if (field.kind === "date") return formatDay(value as string | null);
  if (field.kind === "select" && value !== null) {
    return field.options?.find((option) => option.value === value)?.label ?? String(value);
  }
  return orNA(value as string | number | null);
}

/** One tab's fields read-only, N/A for empty optional values. */
export function DriverInfoRows({
  driver,
  fields,
}: {
  driver: DriverView;
  fields: readonly FieldSpec[];
}) {
  const visible = fields.filter((field) => !field.vehicle || driver.has_vehicle === "yes");
  return (
    <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
      {visible.map((field) => (
        <div key={field.name}>
          <dt className="text-sm font-medium text-neutral-700">{field.label}</dt>
          <dd className="text-neutral-900">{shown(driver, field)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Work Info's figures: Total Trips, Total Earnings (pounds) and Rating (a star, or N/A). */
export function DriverWorkFigures({ driver }: { driver: DriverView }) {
  return (
    <dl className="mb-4 grid grid-cols-3 gap-3 rounded-lg bg-neutral-100 p-3 text-center">
      <div>
        <dt className="text-sm text-neutral-700">Total Trips</dt>
        <dd className="text-lg font-semibold text-neutral-900">{driver.total_trips}</dd>
      </div>
      <div>
        <dt className="text-sm text-neutral-700">Total Earnings</dt>
        <dd className="text-lg font-semibold text-neutral-900">
          {formatEarnings(driver.earnings_pence)}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-neutral-700">Rating</dt>
        <dd className="flex items-center justify-center gap-1 text-lg font-semibold text-neutral-900">
          {driver.rating === null ? (
            "N/A"
          ) : (
            <>
              {driver.rating.toFixed(1)}
              <Star
                role="img"
                aria-label="out of 5 stars"
                className="size-4 fill-brand-gold-400 text-brand-gold-700"
              />
            </>
          )}
        </dd>
      </div>
    </dl>
  );
}

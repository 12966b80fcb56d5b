import { formatPence } from "@/lib/money";
import type { DriverView } from "@/lib/drivers/types";

export const NOT_AVAILABLE = "N/A";

/** An optional value for display: N/A when empty (spec: "Empty optional values show N/A"). */
export function orNA(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NOT_AVAILABLE;
  const text = String(value).trim();
  return text === "" ? NOT_AVAILABLE : text;
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });
const instantFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeZone: "Europe/London",
});

/** A yyyy-MM-dd date as "12 Apr 2030"; N/A when missing or unreadable. */
export function formatDay(value: string | null | undefined): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return NOT_AVAILABLE;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? NOT_AVAILABLE : dateFormat.format(date);
}

/** An instant (created_at) as a London date; 'Invalid Date' never shows: N/A instead. */
export function formatCreated(value: string | null | undefined): string {
  if (!value) return NOT_AVAILABLE;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? NOT_AVAILABLE : instantFormat.format(date);
}

/** Earnings in pounds: the spec's dollar sign is a slip, the product prices in pounds. */
export function formatEarnings(pence: number): string {
  return formatPence(pence);
}

export function fullName(driver: Pick<DriverView, "first_name" | "last_name">): string {
  return `${driver.first_name} ${driver.last_name}`.trim();
}

/** A count's share of the total, rounded to a whole percent (0 when there are none). */
export function sharePercent(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

export function vehicleSummary(driver: DriverView): string {
  if (driver.has_vehicle !== "yes") return "No own vehicle";
  const name = [driver.car_make, driver.car_model].filter(Boolean).join(" ");
  if (!name) return "Own vehicle";
  return driver.car_year ? `${name} (${driver.car_year})` : name;
}

export function initials(driver: Pick<DriverView, "first_name" | "last_name">): string {
  return `${driver.first_name.charAt(0)}${driver.last_name.charAt(0)}`.toUpperCase();
}

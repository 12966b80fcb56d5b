/**
 * "How is this price made?": a price as its lines (base fare, distance or hours, the area's
 * supplement, a manual adjustment with its reason), always summing to the total to the penny.
 * Pure, so the class step, the server's snapshot and the receipt all tell the same story.
 */
import { formatPenceFixed, roundHalfUpToPence } from "@/lib/money";
import { MILES_INCLUDED_IN_BASE_FARE, MINIMUM_BILLED_HOURS } from "@/lib/pricing";
import { SERVICE_CLASSES, type RideArea, type ServiceType } from "@/lib/service-classes";

export const PRICE_LINE_CODES = [
  "base_fare",
  "distance",
  "hours",
  "area",
  "adjustment",
  "fare",
] as const;
export type PriceLineCode = (typeof PRICE_LINE_CODES)[number];

export interface PriceLine {
  code: PriceLineCode;
  label: string;
  amountPence: number;
}

export type TariffInput = { serviceType: ServiceType; cars: number } & (
  | { bookingType: "point_to_point"; miles: number }
  | { bookingType: "hourly"; hours: number; rideArea: RideArea }
);

const money = formatPenceFixed;

function perCars(label: string, cars: number): string {
  return cars > 1 ? `${label} × ${cars} cars` : label;
}

function pointToPointLines(serviceType: ServiceType, miles: number): PriceLine[] {
  const { name, baseFarePence, perMilePence } = SERVICE_CLASSES[serviceType];
  const chargeable = Math.max(0, miles - MILES_INCLUDED_IN_BASE_FARE);
  // The one-car price rounds once (pricing.ts); the distance line is what is left above the base.
  const oneCar = roundHalfUpToPence(baseFarePence + perMilePence * chargeable);
  const lines: PriceLine[] = [
    {
      code: "base_fare",
      label: `${name} base fare (first ${MILES_INCLUDED_IN_BASE_FARE} miles)`,
      amountPence: baseFarePence,
    },
  ];
  if (oneCar - baseFarePence !== 0)
    lines.push({
      code: "distance",
      label: `Distance: ${chargeable.toFixed(2)} more miles at ${money(perMilePence)} a mile`,
      amountPence: oneCar - baseFarePence,
    });
  return lines;
}

function hourlyLines(serviceType: ServiceType, hours: number, area: RideArea): PriceLine[] {
  const { name, hourlyRatePence } = SERVICE_CLASSES[serviceType];
  const billed = Math.max(MINIMUM_BILLED_HOURS, hours);
  const oneCar = roundHalfUpToPence(hourlyRatePence[area] * billed);
  const insidePence = roundHalfUpToPence(hourlyRatePence.inside * billed);
  const minimum = hours < MINIMUM_BILLED_HOURS ? ` (the ${MINIMUM_BILLED_HOURS}-hour minimum)` : "";
  const lines: PriceLine[] = [
    {
      code: "hours",
      label: `${name}: ${billed} hours at ${money(hourlyRatePence.inside)} an hour${minimum}`,
      amountPence: insidePence,
    },
  ];
  // The price table's one area charge: an hourly ride leaving the pickup's town costs more an hour.
  if (oneCar !== insidePence)
    lines.push({
      code: "area",
      label: `Outside the city: ${money(hourlyRatePence[area] - hourlyRatePence.inside)} an hour more`,
      amountPence: oneCar - insidePence,
    });
  return lines;
}

/** The price table's lines for one ride, every car included; they sum to pricing.ts's total. */
export function tariffLines(input: TariffInput): PriceLine[] {
  const oneCar =
    input.bookingType === "point_to_point"
      ? pointToPointLines(input.serviceType, input.miles)
      : hourlyLines(input.serviceType, input.hours, input.rideArea);
  return oneCar.map((line) => ({
    ...line,
    label: perCars(line.label, input.cars),
    amountPence: line.amountPence * input.cars,
  }));
}

export function sumLines(lines: readonly PriceLine[]): number {
  return lines.reduce((sum, line) => sum + line.amountPence, 0);
}

/**
 * The lines of a price of `totalPence`. A manual price (with its reason) adds an adjustment line
 * for the difference; otherwise a difference can only be rounding (a screen prices the distance
 * it was shown, rounded to 2 decimals), so it is folded into the last line: never a stray penny.
 */
export function priceLines(
  input: TariffInput & { totalPence: number; manualReason?: string | null },
): PriceLine[] {
  return settleLines(tariffLines(input), input.totalPence, input.manualReason ?? null);
}

/**
 * Lines made to sum to `totalPence`: earlier adjustments are dropped (a new manual price replaces
 * them) and the difference becomes an adjustment with its reason, or, with none, joins the last line.
 */
export function settleLines(
  lines: readonly PriceLine[],
  totalPence: number,
  manualReason: string | null,
): PriceLine[] {
  const kept = lines.filter((line) => line.code !== "adjustment");
  const difference = totalPence - sumLines(kept);
  if (difference === 0) return kept.map((line) => ({ ...line }));
  if (manualReason !== null)
    return [
      ...kept.map((line) => ({ ...line })),
      { code: "adjustment", label: `Adjustment: ${manualReason}`, amountPence: difference },
    ];
  if (kept.length === 0) return fareLine(totalPence);
  return kept.map((line, index) =>
    index === kept.length - 1
      ? { ...line, amountPence: line.amountPence + difference }
      : { ...line },
  );
}

/** A booking priced before lines were kept: one line, the fare. */
export function fareLine(totalPence: number): PriceLine[] {
  return [{ code: "fare", label: "Fare", amountPence: totalPence }];
}

/** Stored lines when they still add up to the price; otherwise (older bookings) the one fare line. */
export function linesOrFare(stored: readonly PriceLine[] | null, totalPence: number): PriceLine[] {
  if (stored && stored.length > 0 && sumLines(stored) === totalPence) return [...stored];
  return fareLine(totalPence);
}

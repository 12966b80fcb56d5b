/**
 * Which positions a chauffeur's phone may report: coordinates on the globe, and no jump faster
 * than a car can go. Pure, so the endpoint, the tests and the bench agree on one rule.
 */
import { haversineMiles, type LatLng } from "@/lib/pricing";

/** A car on a public road does not go faster; a faster jump is a bad fix or a forged report. */
export const MAX_PLAUSIBLE_SPEED_KMH = 250;
const KM_PER_MILE = 1.609344;

/**
 * GPS fixes wander by their accuracy; the allowance is capped so a phone claiming a huge error
 * cannot move the car anywhere.
 */
const MAX_ACCURACY_ALLOWANCE_M = 100;

/** Two reports in the same second still allow this much drift (a second's travel at most speed). */
const MIN_ELAPSED_MS = 1000;

export function isOnGlobe(point: LatLng): boolean {
  return (
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    point.lat >= -90 &&
    point.lat <= 90 &&
    point.lng >= -180 &&
    point.lng <= 180
  );
}

export function distanceKm(a: LatLng, b: LatLng): number {
  return haversineMiles(a, b) * KM_PER_MILE;
}

/**
 * Whether moving from the last accepted position to `to` in the time between them would mean
 * going faster than MAX_PLAUSIBLE_SPEED_KMH, after allowing for the new fix's accuracy.
 */
export function isImpossibleJump(input: {
  from: LatLng & { at: Date };
  to: LatLng & { at: Date; accuracyM?: number | null };
}): boolean {
  const elapsedMs = Math.max(MIN_ELAPSED_MS, input.to.at.getTime() - input.from.at.getTime());
  const allowanceKm = Math.min(input.to.accuracyM ?? 0, MAX_ACCURACY_ALLOWANCE_M) / 1000;
  const travelledKm = Math.max(0, distanceKm(input.from, input.to) - allowanceKm);
  const maxKm = (MAX_PLAUSIBLE_SPEED_KMH * elapsedMs) / 3_600_000;
  return travelledKm > maxKm;
}

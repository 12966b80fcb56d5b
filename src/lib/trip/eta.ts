/**
 * The passenger's "arriving in about N minutes" while the car is on the way: the road distance
 * from the car to the pickup at the same average speed the dispatch job window uses, so the
 * estimate works offline and never promises more than the rest of the product does. Pure.
 */
import { routeDurationMinutes } from "@/lib/dispatch/job-end";
import { routeMiles, type LatLng } from "@/lib/pricing";

/** Whole minutes from the car to the pickup (at least 1 while not there). */
export function etaMinutes(car: LatLng, pickup: LatLng): number {
  return Math.max(1, routeDurationMinutes(routeMiles(car, pickup)));
}

/** The estimated arrival instant, counted from when the car's position was recorded. */
export function estimatedArrival(input: { car: LatLng; pickup: LatLng; recordedAt: Date }): Date {
  return new Date(input.recordedAt.getTime() + etaMinutes(input.car, input.pickup) * 60_000);
}

/**
 * Ride pricing (spec section 9). Every amount is integer pence; the only
 * rounding happens once per car, so a multi-car total is always exactly the
 * displayed one-car price times the number of cars.
 */
import { DEFAULT_CURRENCY, penceToPounds, roundHalfUpToPence, type Currency } from "@/lib/money";
import {
  SERVICE_CLASSES,
  SERVICE_TYPES,
  type RideArea,
  type ServiceType,
} from "@/lib/service-classes";

export interface LatLng {
  lat: number;
  lng: number;
}

export const EARTH_RADIUS_MILES = 3959;
/** Straight-line distance understates the road distance; the product uses a fixed 1.4 factor. */
export const ROUTE_DISTANCE_FACTOR = 1.4;
/** The base fare covers this many miles. */
export const MILES_INCLUDED_IN_BASE_FARE = 2;
/** Hourly bookings are billed for at least this many hours. */
import { MINIMUM_BILLED_HOURS } from "@/lib/hourly-minimum";

export { MINIMUM_BILLED_HOURS };

function assertCoordinates(point: LatLng, label: string): void {
  const { lat, lng } = point;
  if (
    !Number.isFinite(lat) ||
    lat < -90 ||
    lat > 90 ||
    !Number.isFinite(lng) ||
    lng < -180 ||
    lng > 180
  ) {
    throw new RangeError(`Invalid ${label} coordinates: ${lat}, ${lng}`);
  }
}

function assertCount(value: number, label: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${label} must be a whole number of at least 0, got ${value}`);
  }
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

export function haversineMiles(a: LatLng, b: LatLng): number {
  assertCoordinates(a, "pickup");
  assertCoordinates(b, "dropoff");
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min() guards asin against 1.0000000000000002 for antipodal points.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function routeMiles(a: LatLng, b: LatLng): number {
  return haversineMiles(a, b) * ROUTE_DISTANCE_FACTOR;
}

/** One car, point to point: base fare plus the per-mile rate beyond the included miles. */
export function pointToPointPence(serviceType: ServiceType, miles: number): number {
  if (!Number.isFinite(miles) || miles < 0) {
    throw new RangeError(`Distance must be a finite number of miles, got ${miles}`);
  }
  const { baseFarePence, perMilePence } = SERVICE_CLASSES[serviceType];
  const chargeableMiles = Math.max(0, miles - MILES_INCLUDED_IN_BASE_FARE);
  return roundHalfUpToPence(baseFarePence + perMilePence * chargeableMiles);
}

/** One car, hourly: the area's rate times the hours, never fewer than the minimum. */
export function hourlyPence(serviceType: ServiceType, hours: number, rideArea: RideArea): number {
  if (!Number.isFinite(hours) || hours <= 0) {
    throw new RangeError(`Hours must be a positive number, got ${hours}`);
  }
  const rate = SERVICE_CLASSES[serviceType].hourlyRatePence[rideArea];
  return roundHalfUpToPence(rate * Math.max(MINIMUM_BILLED_HOURS, hours));
}

/** Enough cars for both the passengers and the luggage, and always at least one. */
export function carsNeeded(serviceType: ServiceType, passengers: number, luggage: number): number {
  assertCount(passengers, "Passengers");
  assertCount(luggage, "Luggage");
  const capacity = SERVICE_CLASSES[serviceType];
  return Math.max(
    Math.ceil(passengers / capacity.passengers),
    Math.ceil(luggage / capacity.luggage),
    1,
  );
}

interface PartySize {
  passengers: number;
  luggage: number;
}

export type QuoteInput =
  | ({ booking_type: "point_to_point"; pickup: LatLng; dropoff: LatLng } & PartySize)
  | ({ booking_type: "hourly"; hours: number; ride_area: RideArea } & PartySize);

export interface ClassQuote {
  service_type: ServiceType;
  name: string;
  vehicle: string;
  /** Capacity of one car, shown on the class card. */
  passengers: number;
  luggage: number;
  cars: number;
  /** Total for all cars in pounds with 2 decimals; display only. */
  price: number;
  price_pence: number;
}

export interface Quote {
  /** Route miles rounded to 2 decimals for display; null for hourly rides. */
  distance_miles: number | null;
  currency: Currency;
  classes: ClassQuote[];
}

/** The quote endpoint's answer: the prices plus the town the hourly ride area is named after. */
export interface RideQuote extends Quote {
  /** The pickup's own town ('Toronto'), so the area reads 'Inside Toronto'; null when unknown. */
  ride_area_city: string | null;
}

export type SingleClassQuote = ClassQuote & Pick<Quote, "distance_miles" | "currency">;

function roundToHundredths(value: number): number {
  return roundHalfUpToPence(value * 100) / 100;
}

// Computed once per quote so every class prices the exact same unrounded distance.
function routeMilesFor(input: QuoteInput): number | null {
  return input.booking_type === "point_to_point" ? routeMiles(input.pickup, input.dropoff) : null;
}

function priceClass(input: QuoteInput, serviceType: ServiceType, miles: number | null): ClassQuote {
  const serviceClass = SERVICE_CLASSES[serviceType];
  const oneCarPence =
    input.booking_type === "point_to_point"
      ? pointToPointPence(serviceType, miles ?? 0)
      : hourlyPence(serviceType, input.hours, input.ride_area);
  const cars = carsNeeded(serviceType, input.passengers, input.luggage);
  const pricePence = oneCarPence * cars;
  return {
    service_type: serviceType,
    name: serviceClass.name,
    vehicle: serviceClass.vehicle,
    passengers: serviceClass.passengers,
    luggage: serviceClass.luggage,
    cars,
    price: penceToPounds(pricePence),
    price_pence: pricePence,
  };
}

export function quoteAllClasses(input: QuoteInput): Quote {
  const miles = routeMilesFor(input);
  return {
    distance_miles: miles === null ? null : roundToHundredths(miles),
    currency: DEFAULT_CURRENCY,
    classes: SERVICE_TYPES.map((serviceType) => priceClass(input, serviceType, miles)),
  };
}

export function quoteClass(input: QuoteInput, serviceType: ServiceType): SingleClassQuote {
  const miles = routeMilesFor(input);
  return {
    ...priceClass(input, serviceType, miles),
    distance_miles: miles === null ? null : roundToHundredths(miles),
    currency: DEFAULT_CURRENCY,
  };
}

/**
 * The three vehicle classes offered for every ride, with their capacities and
 * tariffs. Money is integer pence so prices can be computed without float drift.
 */

export const SERVICE_TYPES = ["business_class", "first_class", "business_van"] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Hourly bookings are priced by whether the ride stays inside the pickup's town. */
export const RIDE_AREAS = ["inside", "outside"] as const;
export type RideArea = (typeof RIDE_AREAS)[number];
export const DEFAULT_RIDE_AREA: RideArea = "inside";

/** 'Inside Toronto': the area is named after the pickup's own town, decided by the server. */
export function rideAreaLabel(area: RideArea, city: string | null): string {
  const place = city ?? "the city";
  return area === "inside" ? `Inside ${place}` : `Outside ${place}`;
}

export interface ServiceClass {
  readonly serviceType: ServiceType;
  readonly name: string;
  readonly vehicle: string;
  /** Seats per car; more passengers means more cars. */
  readonly passengers: number;
  /** Bags per car; more luggage means more cars. */
  readonly luggage: number;
  /** Point to point fare that already covers the first free miles. */
  readonly baseFarePence: number;
  readonly perMilePence: number;
  readonly hourlyRatePence: Readonly<Record<RideArea, number>>;
}

export const SERVICE_CLASSES: Readonly<Record<ServiceType, ServiceClass>> = {
  business_class: {
    serviceType: "business_class",
    name: "Business Class",
    vehicle: "E-Class or similar",
    passengers: 3,
    luggage: 3,
    baseFarePence: 6000,
    perMilePence: 275,
    hourlyRatePence: { inside: 6000, outside: 7500 },
  },
  first_class: {
    serviceType: "first_class",
    name: "First Class",
    vehicle: "S-Class or similar",
    passengers: 3,
    luggage: 3,
    baseFarePence: 9000,
    perMilePence: 375,
    hourlyRatePence: { inside: 9000, outside: 10500 },
  },
  business_van: {
    serviceType: "business_van",
    name: "Business Van/SUV",
    vehicle: "V-Class or similar",
    passengers: 5,
    luggage: 5,
    baseFarePence: 9000,
    perMilePence: 375,
    hourlyRatePence: { inside: 9000, outside: 10500 },
  },
};

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === "string" && (SERVICE_TYPES as readonly string[]).includes(value);
}

export function getServiceClass(serviceType: ServiceType): ServiceClass {
  return SERVICE_CLASSES[serviceType];
}

/** Cars beside the class wherever a booking is shown: 'Business Class (2 cars)'; one car says nothing. */
export function carsSuffix(cars: number): string {
  return cars > 1 ? ` (${cars} cars)` : "";
}

/*
 * The numbers behind the "All classes include" copy, kept here so the
 * cancellation rule in time-rules.ts and the text shown to customers cannot
 * drift apart. The terms page mentions a 24-hour policy too; the booking flow
 * promises 1 hour, and that is what the product enforces.
 */
export const FREE_CANCELLATION_MINUTES_BEFORE_PICKUP = 60;
export const FREE_WAITING_MINUTES = 60;
export const CHAUFFEUR_EARLY_ARRIVAL_MINUTES = 15;

export const CLASS_INCLUSIONS: readonly string[] = [
  "Free cancellation up to 1 hour before pickup",
  `${FREE_WAITING_MINUTES} minutes free wait`,
  "Meet and greet",
  "Bottle of water",
];

export const CHAUFFEUR_ARRIVAL_NOTE = `Your chauffeur will arrive ${CHAUFFEUR_EARLY_ARRIVAL_MINUTES} minutes before pickup.`;

/**
 * Whether a chauffeur and a vehicle fit a job, as sentences a dispatcher reads. Pure: the
 * suggestions list and the assign-time checks both call these with rows they have read and an
 * injected `now`, so the list and the refusal can never disagree.
 *
 * Classes. Business Class and First Class are ranked saloons (Business Class < First Class): a
 * First Class car may serve a Business Class booking (flagged as a higher class), never the
 * reverse. Business Van is a class of its own, chosen for its seats and luggage room: a van
 * booking needs a van, and a van may serve a Business Class booking as a higher class (it is
 * priced like First Class) but not a First Class one (that customer booked an S-Class saloon).
 *
 * Capacity is per car: a booking of 5 passengers in 2 cars needs 3 seats in each car.
 */
import { dayOffReason } from "@/lib/drivers/availability";
import {
  lapsedDriverDocuments,
  lapsedSentence,
  type DriverExpiries,
} from "@/lib/drivers/driver-documents";
import type { ServiceType } from "@/lib/service-classes";
import { SERVICE_CLASSES } from "@/lib/service-classes";
import {
  lapsedDocuments,
  VEHICLE_DOCUMENT_LABELS,
  vehicleToday,
  type VehicleExpiries,
} from "@/lib/vehicles/documents";
import { wallClock } from "./board-time";

const MINUTE_MS = 60_000;

/** Which classes of vehicle may serve a booking of each class, best first. */
export const SERVING_CLASSES: Readonly<Record<ServiceType, readonly ServiceType[]>> = {
  business_class: ["business_class", "first_class", "business_van"],
  first_class: ["first_class"],
  business_van: ["business_van"],
};

export type ClassFit = "same" | "higher" | null;

/** How a vehicle's class serves the booked class: the same, a higher class, or not at all. */
export function classFit(booked: ServiceType, vehicle: ServiceType): ClassFit {
  if (booked === vehicle) return "same";
  return SERVING_CLASSES[booked].includes(vehicle) ? "higher" : null;
}

export const className = (serviceType: ServiceType): string => SERVICE_CLASSES[serviceType].name;

/** What one car of the booking must carry: the party split evenly over its cars, rounded up. */
export function perCarNeeds(booking: {
  number_of_passengers: number;
  number_of_luggage: number;
  number_of_cars: number;
}): { passengers: number; luggage: number } {
  const cars = Math.max(1, booking.number_of_cars);
  return {
    passengers: Math.ceil(booking.number_of_passengers / cars),
    luggage: Math.ceil(booking.number_of_luggage / cars),
  };
}

export interface FitDriver extends DriverExpiries {
  /** The operator's record (Available / Unavailable / Under Review). */
  status: string;
  /** Approved by the operator (drivers.approved_at set). */
  approved: boolean;
}

/**
 * Why the chauffeur cannot take any job now (empty when they can): approved, Available, and a
 * driving licence and PHV driver licence in date (valid through the expiry day, lapsed from the
 * next, on the operator's calendar like the vehicle documents).
 */
export function driverReasons(driver: FitDriver, now: Date): string[] {
  const reasons: string[] = [];
  if (!driver.approved) reasons.push("Driver has not been approved");
  if (driver.status !== "Available") reasons.push(`Driver is ${driver.status}`);
  for (const lapsed of lapsedDriverDocuments(driver, vehicleToday(now)))
    reasons.push(lapsedSentence(lapsed));
  return reasons;
}

export interface FitVehicle extends VehicleExpiries {
  plate_display: string;
  service_class: ServiceType;
  passenger_capacity: number;
  luggage_capacity: number;
  status: string;
}

export interface FitBooking {
  service_type: ServiceType;
  number_of_passengers: number;
  number_of_luggage: number;
  number_of_cars: number;
}

/**
 * Why this vehicle cannot serve the booking (empty when it can): on the road, its PHV licence,
 * MOT and insurance in date, a class that serves the booked one, enough seats and luggage room.
 */
export function vehicleReasons(vehicle: FitVehicle, booking: FitBooking, now: Date): string[] {
  const reasons: string[] = [];
  if (vehicle.status === "off_road") reasons.push(`Vehicle ${vehicle.plate_display} is off road`);
  for (const lapsed of lapsedDocuments(vehicle, now)) {
    reasons.push(`${VEHICLE_DOCUMENT_LABELS[lapsed.document]} lapsed on ${lapsed.lapsed_on}`);
  }
  if (classFit(booking.service_type, vehicle.service_class) === null) {
    reasons.push(
      `Vehicle is ${className(vehicle.service_class)}; the booking is ${className(booking.service_type)}`,
    );
  }
  const needs = perCarNeeds(booking);
  if (vehicle.passenger_capacity < needs.passengers) {
    reasons.push(
      `Vehicle seats ${vehicle.passenger_capacity}; the booking needs ${needs.passengers} per car`,
    );
  }
  if (vehicle.luggage_capacity < needs.luggage) {
    reasons.push(
      `Vehicle takes ${vehicle.luggage_capacity} bags; the booking needs ${needs.luggage} per car`,
    );
  }
  return reasons;
}

/**
 * Why the chauffeur cannot take a job on the booking's own local date (empty when they can): a
 * day they marked off. Kept apart from driverReasons, which hold whatever the day.
 */
export function dayReasons(day: string, offThatDay: boolean): string[] {
  return offThatDay ? [dayOffReason(day)] : [];
}

/** The sentence for a chauffeur who is not on the vehicle's list of allowed drivers. */
export function notAllowedReason(plateDisplay: string): string {
  return `Driver is not allowed to drive ${plateDisplay}`;
}

export const NO_VEHICLE_REASON = "Driver has no vehicle they may drive";

export interface Span {
  startsAt: Date;
  endsAt: Date;
}

export interface BusySpan extends Span {
  reference: string;
}

/**
 * Whether an existing job leaves too little time around this one: the gap between one job's end
 * and the other's start must be at least the turnaround buffer, in real minutes (an instant
 * difference, so a DST change in between neither adds nor removes time). With a 30-minute
 * buffer, a job ending at 14:00 blocks any pickup before 14:30.
 */
export function clashes(job: Span, other: Span, bufferMinutes: number): boolean {
  const buffer = Math.max(0, bufferMinutes) * MINUTE_MS;
  return (
    other.startsAt.getTime() < job.endsAt.getTime() + buffer &&
    job.startsAt.getTime() < other.endsAt.getTime() + buffer
  );
}

/** The existing jobs that clash with this one, earliest first. */
export function clashingJobs<T extends Span>(
  job: Span,
  others: readonly T[],
  bufferMinutes: number,
): T[] {
  return others
    .filter((other) => clashes(job, other, bufferMinutes))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** "14:05" on the wall clock of `timeZone` (the board's own wording of a time). */
export { wallClock as localTime };

/** "Already on AB12CD34 from 14:00 to 15:30", in the booking's own time zone. */
export function busyReason(other: BusySpan, timeZone: string, subject = "Already on"): string {
  return `${subject} ${other.reference} from ${wallClock(other.startsAt, timeZone)} to ${wallClock(other.endsAt, timeZone)}`;
}

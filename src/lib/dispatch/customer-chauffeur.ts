/**
 * What a customer is shown about the chauffeur and car sent for one car of their booking: the
 * first name and photo, the car, the live status and, only while the ride is near, the phone.
 * Never the surname, address, licence numbers or pay. Shared by the booking's API answer and the
 * customer's pages (the card imports the type only, so nothing here reaches a bundle). Pure.
 */
import { CAR_TAKEN_STATES, isHolding, type JobState } from "./job-states";

export type CustomerChauffeurStatus = (typeof CAR_TAKEN_STATES)[number];

export interface CustomerChauffeurCar {
  make: string;
  model: string;
  colour: string;
  /** As displayed ('AB12 CDE'). */
  plate: string;
}

export interface CustomerChauffeur {
  /** Which of the booking's cars (1..number_of_cars). */
  car_number: number;
  first_name: string;
  /** `/api/files/{key}`, readable by the booking's owner while the job is theirs; or null. */
  photo_url: string | null;
  car: CustomerChauffeurCar | null;
  status: CustomerChauffeurStatus;
  /** The job state's label ("On the way", "Passenger on board"...). */
  status_label: string;
  /** Only inside the call window (see callWindowOpen); null outside it. */
  phone: string | null;
}

/** The customer may call the chauffeur from this long before pickup. */
export const CALL_WINDOW_MINUTES_BEFORE_PICKUP = 60;

/**
 * Whether the chauffeur's phone is shown: from one hour before pickup (counted on the instant,
 * so a clock change between the two is no trap) until the ride ends, that is while the job still
 * holds its chauffeur (assigned, on the way, arrived, on board). A completed, cancelled or
 * unassigned job shows no phone.
 */
export function callWindowOpen(input: { pickupAt: Date; state: JobState; now: Date }): boolean {
  if (!isHolding(input.state)) return false;
  const opensAt = input.pickupAt.getTime() - CALL_WINDOW_MINUTES_BEFORE_PICKUP * 60_000;
  return input.now.getTime() >= opensAt;
}

/** A name's first word: a partner names its chauffeur in full, the customer sees the first. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? "";
}

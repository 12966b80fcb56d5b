/**
 * What the public trip page and its poll may show, and nothing more: no customer name, e-mail,
 * phone, price or the chauffeur's surname. Types only; shared by the server and the page.
 */
import type { JobState } from "@/lib/dispatch/job-states";

export interface TripPoint {
  lat: number;
  lng: number;
  label: string;
}

export interface TripView {
  /** The leg's job state, or `awaiting_chauffeur` while no chauffeur holds the car. */
  status: JobState | "awaiting_chauffeur";
  status_label: string;
  /** The pickup as the passenger booked it, in its own zone ("Sunday 25 October 2026, 02:30 GMT"). */
  pickup_time: string;
  pickup_at: string;
  pickup: TripPoint;
  dropoff: TripPoint | null;
  chauffeur: { first_name: string; photo_url: string | null } | null;
  car: { make: string; model: string; colour: string; plate: string } | null;
  /** The car's last reported position, while on the way or just arrived. */
  position: { lat: number; lng: number; heading: number | null; recorded_at: string } | null;
  /** While on the way and the car's position is known. */
  eta: { minutes: number; arrives_at: string } | null;
  /** The chauffeur's number, only inside the call window. */
  phone: string | null;
  /** When the server was asked (the page shows "updated at"). */
  now: string;
  /** Whether this car's completed ride has been rated (the page then thanks instead of asking). */
  rated: boolean;
}

/** The poll's pace: at most one read per this many milliseconds, paused while hidden. */
export const TRIP_POLL_MS = 10_000;

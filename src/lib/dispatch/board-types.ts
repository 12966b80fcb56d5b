/**
 * The dispatch board as GET /api/admin/dispatch answers it (the shared dispatch contract): the
 * day's cars still to be given to someone (the queue), one lane per working chauffeur with the
 * jobs that touch the day, and the jobs farmed out to partners. Instants are ISO strings (UTC);
 * `local_*` times are wall-clock HH:mm in the booking's own pickup zone.
 */
import type { JobState } from "./job-states";

/** The operator's zone: the board's default day and its 24-hour axis are days in it. */
export const BOARD_TIME_ZONE = "Europe/London";

/** An unassigned car whose pickup is this close (or already past) is marked urgent. */
export const URGENT_WITHIN_MINUTES = 120;

/**
 * How many idle lanes (working chauffeurs without a job that day) the board holds at first, and
 * how many more each "Show more" adds; at most BOARD_IDLE_LANES_MAX. Every chauffeur with a job
 * always has a lane.
 */
export const BOARD_IDLE_LANES = 50;
export const BOARD_IDLE_LANES_MAX = 1000;

/**
 * How many unassigned cars the board sends at first (by pickup), and how many more each "Show
 * more" adds; at most BOARD_QUEUE_CARDS_MAX. The urgent ones always come, whatever the page.
 */
export const BOARD_QUEUE_CARDS = 50;
export const BOARD_QUEUE_CARDS_MAX = 1000;

/** How often the open board asks for a fresh copy (the issue allows at most every 10 s). */
export const BOARD_POLL_MS = 10_000;

export interface OpenOffer {
  assignment_id: number;
  driver_id: number | null;
  partner_id: number | null;
  /** The chauffeur's name, or the partner company's. */
  name: string;
  expires_at: string | null;
}

export interface QueueCard {
  booking_id: number;
  booking_reference: string;
  car_number: number;
  number_of_cars: number;
  pickup_at: string;
  pickup_time_zone: string;
  local_time: string;
  service_type: string;
  passengers: number;
  luggage: number;
  pickup: string;
  dropoff: string | null;
  hours: number | null;
  flight_number: string | null;
  status: string;
  payment_status: string;
  urgent: boolean;
  /** Whole minutes from the board's `generated_at` to the pickup; negative once it has passed. */
  minutes_until_pickup: number;
  open_offers: OpenOffer[];
  /** Why the car came back to the queue (a decline's reason, "Offer expired", an unassign's). */
  last_reason: string | null;
}

export interface Block {
  assignment_id: number;
  booking_id: number;
  booking_reference: string;
  car_number: number;
  status: JobState;
  starts_at: string;
  ends_at: string;
  /** The pickup's zone; absent when it is the board's own (BOARD_TIME_ZONE), as nearly always. */
  pickup_time_zone?: string;
  local_start: string;
  local_end: string;
  pickup: string;
  /** Absent for a booking by the hour without a destination. */
  dropoff?: string;
  partner_name?: string;
  /**
   * Why the job needs the dispatcher: "Licence lapsed", "MOT lapsed", "Vehicle off road"... (a
   * document lapsed by the job's day, or its chauffeur or vehicle out of service). Absent when none.
   */
  warnings?: string[];
}

export interface Lane {
  driver_id: number;
  name: string;
  /** The driver's own status (Available, Unavailable...). */
  status: string;
  /** The vehicle they drive that day (or the one they may drive), "Make Model · PLATE"; absent when none. */
  vehicle?: string;
  blocks: Block[];
}

export interface DispatchBoard {
  date: string;
  generated_at: string;
  turnaround_buffer_minutes: number;
  /** The first `cards` unassigned cars by pickup (BOARD_QUEUE_CARDS by default) and every urgent one. */
  queue: QueueCard[];
  /** How many cars of the day have no chauffeur, sent or not. */
  queue_total: number;
  /**
   * Every chauffeur with a job that day, and the first working ones without (the `idle` asked
   * for, BOARD_IDLE_LANES by default), by name; only names holding the search `q` when given.
   */
  lanes: Lane[];
  /** How many working chauffeurs have no job that day (matching `q`), with a lane or not. */
  idle_total: number;
  partner_jobs: Block[];
}

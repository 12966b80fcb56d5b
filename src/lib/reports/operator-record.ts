/**
 * The operator's booking record (what a UK private-hire operator must keep for 12 months): one
 * entry per car of a booking. Isomorphic, so the console's booking details and the CSV export
 * read the same shape and the same labels.
 */
export interface OperatorRecordEntry {
  booking_id: number;
  booking_reference: string;
  /** When the booking was received (ISO instant). */
  received_at: string;
  /** "online" (the customer or a partner's guest page) or "phone" (taken by an administrator). */
  received_via: string;
  /** Who received it: the administrator who took the phone booking, or the customer online. */
  received_by: string;
  passenger: string;
  passenger_phone: string | null;
  pickup: string;
  destination: string;
  /** The pickup's own wall clock: yyyy-mm-dd, HH:mm and its IANA zone. */
  pickup_date: string;
  pickup_time: string;
  pickup_time_zone: string;
  fare_pence: number;
  booking_status: string;
  car_number: number;
  number_of_cars: number;
  /** The job's state for this car (assigned ... completed), or null while no one holds it. */
  job_status: string | null;
  /** Our chauffeur, or the partner company's named chauffeur for a farmed-out job. */
  chauffeur_name: string | null;
  chauffeur_licence: string | null;
  vehicle_registration: string | null;
  vehicle: string | null;
  /** The partner company a farmed-out job went to; null for our own chauffeurs. */
  partner_company: string | null;
}

/** The range an export may cover: records are kept 12 months, so a year and a month at most. */
export const OPERATOR_RECORD_MAX_MONTHS = 13;

/** The last day an export starting on `from` (yyyy-mm-dd) may reach. */
export function operatorRecordLastDay(from: string): string {
  const [year, month, day] = from.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + OPERATOR_RECORD_MAX_MONTHS, day))
    .toISOString()
    .slice(0, 10);
}

export function operatorRecordFilename(from: string, to: string): string {
  return `operator-record-${from}-to-${to}.csv`;
}

/** The form's default: the last 30 days up to `today` (yyyy-mm-dd), today included. */
export function defaultOperatorRecordRange(today: string): { from: string; to: string } {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const from = new Date(Date.UTC(year, month - 1, day - 29)).toISOString().slice(0, 10);
  return { from, to: today };
}

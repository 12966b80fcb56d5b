/** One chauffeur on the way, as the operator's map tab shows it. Types only. */
export interface CarOnTheWay {
  assignment_id: number;
  booking_reference: string;
  /** The operator sees the full name. */
  chauffeur: string;
  pickup: { lat: number; lng: number; label: string };
  pickup_at: string;
  position: { lat: number; lng: number; recorded_at: string } | null;
  eta_minutes: number | null;
  /** The last few accepted positions, oldest first. */
  trail: { lat: number; lng: number }[];
}

/** The map tab reads again at this pace while visible. */
export const OPERATOR_MAP_POLL_MS = 10_000;

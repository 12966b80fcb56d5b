import type { CommissionRates, PartnerStatus } from "./partner-options";
import type { BookingTripView } from "@/lib/booking-trip-view";

/** What the partner area and Partner Management show of a partner record. */
export interface PartnerView extends CommissionRates {
  partner_id: number;
  user_id: number;
  status: PartnerStatus;
  slug: string;
  contact_person_name: string;
  contact_person_email: string;
  contact_person_phone: string;
  company_name: string;
  company_phone: string;
  company_address: string;
  company_registration: string;
  vat_number: string | null;
  guest_hero_title: string | null;
  guest_hero_text: string | null;
  guest_hero_image_url: string | null;
  guest_logo_url: string | null;
  created_at: string;
  approved_at: string | null;
}

/** A booking as its partner sees it: the ride and the guest, never the customer's payment. */
export interface PartnerBookingView extends BookingTripView {
  booking_id: number;
  /** What every partner screen, export and statement shows as the booking's ID ("WEJK5B5SSY"). */
  booking_reference: string;
  guest_name: string;
  guest_email: string | null;
  guest_phone: string | null;
  booking_type: "point_to_point" | "hourly";
  service_type: string;
  flight_number: string | null;
  status: string;
  paid: boolean;
  /** payment_state: unpaid, processing, paid, refunded, failed (lib/partners/payment-label.ts). */
  payment_status: string;
  amount_pence: number;
  created_at: string;
}

/** The four cards of Recent Bookings. */
export interface PartnerBookingSummary {
  total_bookings: number;
  active_guests: number;
  revenue_pence: number;
  /** Null until rides can be rated. */
  average_rating: number | null;
  rating_count: number;
}

/**
 * View Details' and the Payouts screen's balance, in pence. Available and not yet available are
 * commission (the ledger's net). Pending payouts and total paid are money sent or to be sent:
 * net plus VAT for a VAT-registered partner, with the VAT beside them, so that
 * earned = available + not yet available + (pending + paid) - their VAT, to the penny.
 */
export interface PartnerBalanceView {
  available_pence: number;
  not_yet_available_pence: number;
  pending_payouts_pence: number;
  pending_payouts_vat_pence: number;
  total_paid_pence: number;
  total_paid_vat_pence: number;
}

import type { PartnerView } from "@/lib/partners/types";

/** A partner card's data: the record with its bookings count and paid revenue. */
export interface AdminPartnerCard extends PartnerView {
  bookings_count: number;
  revenue_pence: number;
}

/**
 * The booking draft: what the browser keeps (components/booking/draft-store, in localStorage
 * with a cookie copy) from the home form until the details step creates the booking. Its shape
 * is defined once, by the schema the server checks the cookie copy with, so the steps, the
 * store and the server's readers (server/bookings/draft-*.ts) cannot drift apart.
 */
import type { z } from "zod";
import type { bookingDraftStateSchema } from "@/lib/validations/booking/draft-state";

export type BookingDraftState = z.output<typeof bookingDraftStateSchema>;

/** A place's coordinates, as the draft and the maps carry them. */
export interface LatLng {
  lat: number;
  lng: number;
}

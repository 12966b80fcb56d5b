/**
 * The trip of a booking as every serialised booking view carries it (the customer's My Bookings,
 * the partner's bookings): where, when in the pickup's own zone, and how many.
 */
export interface BookingTripView {
  pickup_location: string;
  dropoff_location: string | null;
  /** The named place chosen for each address ('The Savoy'); shown with placeLabel. */
  pickup_place_name?: string | null;
  dropoff_place_name?: string | null;
  booking_date: string;
  booking_time: string;
  pickup_time_zone: string;
  /** ISO instant of the pickup (its zone folded in), for time rules such as free cancellation. */
  pickup_at: string;
  number_of_passengers: number;
  number_of_luggage: number;
  number_of_hours: number | null;
}

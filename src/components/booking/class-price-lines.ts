import type { BookingDraftState, LatLng } from "@/lib/booking-draft";
import { fareLine, priceLines, type PriceLine } from "@/lib/price-lines";
import { routeMiles, type ClassQuote } from "@/lib/pricing";
import { DEFAULT_RIDE_AREA } from "@/lib/service-classes";

/**
 * The class step's lines for a quoted class, worked from the same coordinates and hours the
 * server priced (so they match its snapshot); they always sum to the quoted price.
 */
export function classPriceLines(
  draft: BookingDraftState,
  entry: ClassQuote,
  points: { pickup: LatLng; dropoff?: LatLng } | null,
): PriceLine[] {
  const common = {
    serviceType: entry.service_type,
    cars: entry.cars,
    totalPence: entry.price_pence,
  };
  if (draft.bookingType === "hourly")
    return priceLines({
      ...common,
      bookingType: "hourly",
      hours: draft.duration ?? 4,
      rideArea: draft.rideArea ?? DEFAULT_RIDE_AREA,
    });
  if (points?.dropoff)
    return priceLines({
      ...common,
      bookingType: "point_to_point",
      miles: routeMiles(points.pickup, points.dropoff),
    });
  return fareLine(entry.price_pence);
}

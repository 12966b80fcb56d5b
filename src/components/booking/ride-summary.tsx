import { hourlyDurationText } from "@/lib/hourly-minimum";
import { formatPence } from "@/lib/money";
import { placeLabel } from "@/lib/place-label";
import { carsSuffix, SERVICE_CLASSES } from "@/lib/service-classes";
import { formatLongDateTime } from "@/lib/wall-clock";
import type { BookingDraftState } from "./draft-store";
import { DetailRows } from "@/components/ui/detail-rows";
import { TitledSection } from "@/components/ui/titled-section";

/** 'Your ride' / booking-info panel: what the user asked for so far. */
export function RideSummary({
  draft,
  title = "Your ride",
  showPrice = false,
}: {
  draft: BookingDraftState;
  title?: string;
  showPrice?: boolean;
}) {
  const rows: [string, string][] = [
    ["From", placeLabel(draft.pickupLocation, draft.pickupPlaceName)],
    draft.bookingType === "hourly"
      ? ["Duration", hourlyDurationText(draft.duration ?? 4)]
      : ["To", placeLabel(draft.dropoffLocation ?? "", draft.dropoffPlaceName)],
    ["Date & Time", formatLongDateTime(draft.date, draft.time)],
    ["Passengers", String(draft.passengers)],
    ["Luggage", String(draft.luggage)],
  ];
  if (draft.serviceType)
    rows.push([
      "Service",
      `${SERVICE_CLASSES[draft.serviceType].name}${carsSuffix(draft.cars ?? 1)}`,
    ]);
  const back = draft.returnTrip;
  if (back)
    rows.push([
      "Return",
      back.date && back.time ? formatLongDateTime(back.date, back.time) : "Date and time to choose",
    ]);
  // The server's price is fixed; a return leg is priced the same as the outbound one.
  if (showPrice && draft.pricePence !== undefined) {
    if (back)
      rows.push(
        ["Outbound leg", formatPence(draft.pricePence)],
        ["Return leg", formatPence(draft.pricePence)],
      );
    rows.push(["Fixed price", formatPence(draft.pricePence * (back ? 2 : 1))]);
  }
  return (
    <TitledSection id="ride-summary-title" title={title}>
      <DetailRows rows={rows} />
    </TitledSection>
  );
}

import { formatPence } from "@/lib/money";
import type { RideSummaryData } from "./payment-ride-summary";
import { DetailRows } from "@/components/ui/detail-rows";
import { PriceBreakdown } from "@/components/booking/price-breakdown";
import { sumLines } from "@/lib/price-lines";

/** The ride and payment facts shown after payment (thank-you and confirmation pages). */
export function PaidBookingDetails({
  ride,
  statusLabel,
  vatLabel,
}: {
  ride: RideSummaryData;
  statusLabel: string;
  vatLabel?: string;
}) {
  const rows: [string, string][] = [
    ["From", ride.from],
    ride.to !== null ? ["To", ride.to] : ["Duration", `${ride.hours ?? 0} hours`],
    ["Date & Time", ride.dateTime || "Not specified"],
    ["Service", ride.service],
  ];
  if (ride.returnDateTime) rows.push(["Return", ride.returnDateTime]);
  rows.push(
    ["Amount Paid", formatPence(ride.totalPence)],
    ["Booking reference", ride.bookingReference],
    ["Status", statusLabel],
  );
  // The amount paid is the payment's own; the breakdown is shown only while it tells the same sum.
  const lines =
    ride.priceLines && sumLines(ride.priceLines) === ride.totalPence ? ride.priceLines : null;
  return (
    <div className="rounded-lg border border-neutral-200 bg-white p-5 text-left">
      <DetailRows rows={rows} termWidth="8rem" className="gap-3" />
      {lines ? (
        <PriceBreakdown
          className="mt-3"
          lines={lines}
          totalPence={ride.totalPence}
          vatLabel={vatLabel}
        />
      ) : null}
    </div>
  );
}

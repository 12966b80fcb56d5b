import { formatPence } from "@/lib/money";
import type { RideSummaryData } from "./payment-ride-summary";
import { DetailRows } from "@/components/ui/detail-rows";

/** The ride and payment facts shown after payment (thank-you and confirmation pages). */
export function PaidBookingDetails({
  ride,
  statusLabel,
}: {
  ride: RideSummaryData;
  statusLabel: string;
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
  return (
    <DetailRows
      rows={rows}
      termWidth="8rem"
      className="gap-3 rounded-lg border border-neutral-200 bg-white p-5 text-left"
    />
  );
}

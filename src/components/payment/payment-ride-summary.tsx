import { formatPence } from "@/lib/money";
import type { BookingView } from "@/server/payments/booking-view";
import { DetailRows } from "@/components/ui/detail-rows";
import { TitledSection } from "@/components/ui/titled-section";
import { PriceBreakdown } from "@/components/booking/price-breakdown";

// The server's booking view is the single definition; `import type` brings no server code along.
export type RideSummaryData = Pick<
  BookingView,
  | "bookingId"
  | "bookingReference"
  | "from"
  | "to"
  | "hours"
  | "dateTime"
  | "service"
  | "returnDateTime"
  | "totalPence"
> &
  Partial<Pick<BookingView, "priceLines">>;

/** 'Your ride' on the payment page: From, To (or hours), Date & Time, Service and the total. */
export function PaymentRideSummary({
  ride,
  totalLabel = "Total Amount",
  vatLabel,
}: {
  ride: RideSummaryData;
  totalLabel?: string;
  /** What VAT says about this total (Settings' Billing); left out where not known. */
  vatLabel?: string;
}) {
  const rows: [string, string][] = [
    ["From", ride.from],
    ride.to !== null ? ["To", ride.to] : ["Duration", `${ride.hours ?? 0} hours`],
    ["Date & Time", ride.dateTime],
    ["Service", ride.service],
  ];
  if (ride.returnDateTime) rows.push(["Return", ride.returnDateTime]);
  return (
    <TitledSection id="payment-ride-title" title="Your ride">
      <DetailRows rows={rows} />
      <div className="mt-4 flex items-baseline justify-between border-t border-neutral-200 pt-4">
        <span className="font-medium text-neutral-700">{totalLabel}</span>
        <span className="text-xl font-semibold text-brand-black" data-testid="payment-total">
          {formatPence(ride.totalPence)}
        </span>
      </div>
      {ride.priceLines ? (
        <PriceBreakdown
          className="mt-2"
          lines={ride.priceLines}
          totalPence={ride.totalPence}
          vatLabel={vatLabel}
        />
      ) : null}
    </TitledSection>
  );
}

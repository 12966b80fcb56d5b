"use client";

import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { DetailRows, type DetailRow } from "@/components/ui/detail-rows";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { api } from "@/lib/api-client";
import { dropoffLabel, pickupLabel } from "@/lib/place-label";
import { paymentAttemptLabel, paymentMethodLabel, paymentStateLabel } from "@/lib/payment-labels";
import { shortZoneName } from "@/lib/time-zone-names";
import type { AdminBookingDetails } from "./admin-booking-types";
import {
  COUNTRY_LABELS,
  customerName,
  formatPounds,
  guestName,
  pickupWhen,
  serviceLabel,
} from "@/components/bookings/booking-format";
import { BookingHistory } from "./booking-history";
import { OperatorRecordSection } from "./operator-record-section";
import { AdminStatusBadge } from "@/components/bookings/booking-status-badge";
import { DownloadReceiptButton } from "@/components/bookings/download-receipt";
import { PriceBreakdown } from "@/components/booking/price-breakdown";
import { sumLines } from "@/lib/price-lines";

function detailRows(booking: AdminBookingDetails): Record<string, DetailRow[]> {
  const guest = guestName(booking);
  const journey: DetailRow[] = [
    ["Pickup", pickupLabel(booking)],
    [
      booking.booking_type === "hourly" ? "Duration" : "Dropoff",
      booking.booking_type === "hourly"
        ? `${booking.number_of_hours ?? "N/A"} hours`
        : (dropoffLabel(booking) ?? "N/A"),
    ],
    ["Date & time", `${pickupWhen(booking)} (${shortZoneName(booking.pickup_time_zone)})`],
    ["Country", COUNTRY_LABELS[booking.destination_country] ?? booking.destination_country],
  ];
  if (booking.original_booking)
    journey.push(["Return of", `#${booking.original_booking.booking_id}`]);
  if (booking.return_booking) journey.push(["Return leg", `#${booking.return_booking.booking_id}`]);
  const service: DetailRow[] = [
    ["Service", serviceLabel(booking.service_type)],
    ["Passengers", String(booking.number_of_passengers)],
    ["Luggage", String(booking.number_of_luggage)],
    ["Cars", String(booking.number_of_cars)],
    ["Price", formatPounds(booking.price)],
    ["Payment", paymentStateLabel(booking.payment_status)],
  ];
  if (booking.flight_number) {
    service.push(["Flight number", booking.flight_number]);
    service.push(["Pickup sign", booking.pickup_sign ?? "N/A"]);
  }
  // The customer's own reference (a PO code), not the booking reference shown above.
  if (booking.reference_code) service.push(["Customer reference", booking.reference_code]);
  if (booking.notes_for_chauffeur) service.push(["Notes", booking.notes_for_chauffeur]);
  return {
    Customer: [
      ["Name", customerName(booking)],
      ["Email", booking.user_email ?? booking.email ?? "N/A"],
      ["Phone", booking.user_phone_number ?? booking.phone_number ?? "N/A"],
    ],
    ...(guest
      ? {
          Guest: [
            ["Name", guest],
            ["Email", booking.guest_email ?? "N/A"],
            ["Phone", booking.guest_phone_number ?? "N/A"],
          ] as DetailRow[],
        }
      : {}),
    Journey: journey,
    Service: service,
  };
}

/** Booking Details: status, customer, guest, journey, service, payments, and its History. */
export function BookingDetailsDialog({
  bookingId,
  onOpenChange,
}: {
  bookingId: number | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [state, setState] = useState<
    { id: number; booking: AdminBookingDetails } | { id: number; error: string } | null
  >(null);

  useEffect(() => {
    if (bookingId === null) return;
    let live = true;
    void api.get<AdminBookingDetails>(`/api/admin/bookings/${bookingId}`).then((result) => {
      if (!live) return;
      setState(
        result.ok
          ? { id: bookingId, booking: result.data }
          : { id: bookingId, error: result.message || "Could not load the booking" },
      );
    });
    return () => {
      live = false;
    };
  }, [bookingId]);

  const current = state && state.id === bookingId ? state : null;
  return (
    <Dialog open={bookingId !== null} onOpenChange={onOpenChange}>
      <DialogContent title={`Booking Details #${bookingId ?? ""}`} size="lg">
        {!current && <p role="status">Loading booking...</p>}
        {current && "error" in current && <Alert tone="error">{current.error}</Alert>}
        {current && "booking" in current && (
          <Tabs defaultValue="details">
            <TabsList aria-label="Booking details sections">
              <TabsTrigger value="details">Details</TabsTrigger>
              <TabsTrigger value="history">History</TabsTrigger>
            </TabsList>
            <TabsContent value="details" className="mt-4 flex flex-col gap-5">
              <p className="flex items-center gap-2 text-sm">
                Status: <AdminStatusBadge status={current.booking.status} />
              </p>
              <p className="text-sm">
                Booking reference:{" "}
                <span className="font-mono font-semibold">{current.booking.booking_reference}</span>
              </p>
              {Object.entries(detailRows(current.booking)).map(([heading, rows]) => (
                <section key={heading} aria-labelledby={`details-${heading}`}>
                  <h3 id={`details-${heading}`} className="mb-2 font-semibold text-neutral-900">
                    {heading}
                  </h3>
                  <DetailRows rows={rows} termWidth="8rem" />
                  {heading === "Service" && current.booking.price_lines ? (
                    <PriceBreakdown
                      className="mt-2"
                      lines={current.booking.price_lines}
                      totalPence={sumLines(current.booking.price_lines)}
                      vatLabel={current.booking.vat_label}
                    />
                  ) : null}
                </section>
              ))}
              {current.booking.payments && current.booking.payments.length > 0 && (
                <section aria-labelledby="details-payments">
                  <h3 id="details-payments" className="mb-2 font-semibold text-neutral-900">
                    Payments
                  </h3>
                  <ul className="flex flex-col gap-1 text-sm">
                    {current.booking.payments.map((payment) => (
                      <li key={`${payment.kind}-${payment.created_at}-${payment.reference}`}>
                        {payment.label} · {formatPounds(payment.amount)} ·{" "}
                        {paymentMethodLabel(payment.kind === "card" ? "card" : payment.method)} ·{" "}
                        {paymentAttemptLabel(payment.status)}
                        {payment.refunded > 0 && ` · refunded ${formatPounds(payment.refunded)}`}
                        {payment.reference && ` · ${payment.reference}`}
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              <OperatorRecordSection entries={current.booking.operator_record ?? []} />
              <DownloadReceiptButton
                bookingId={current.booking.booking_id}
                className="self-start"
              />
            </TabsContent>
            <TabsContent value="history" className="mt-4">
              <BookingHistory entries={current.booking.history ?? []} />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}

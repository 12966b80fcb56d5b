"use client";

import { useEffect, useState } from "react";
import { AdminStatusBadge } from "@/components/bookings/booking-status-badge";
import { Pagination } from "@/components/ui/pagination";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { api } from "@/lib/api-client";
import { formatPence } from "@/lib/money";
import { bookingPaymentLabel } from "@/lib/partners/payment-label";
import type { PartnerBookingView } from "@/lib/partners/types";

const PAGE_SIZE = 10;
type Page = { rows: PartnerBookingView[]; total: number };

const COLUMNS: DataColumn<PartnerBookingView>[] = [
  { key: "id", header: "Booking reference", cell: (b) => b.booking_reference },
  { key: "guest", header: "Guest", cell: (b) => b.guest_name },
  { key: "date", header: "Pickup", cell: (b) => `${b.booking_date} ${b.booking_time.slice(0, 5)}` },
  { key: "status", header: "Status", cell: (b) => <AdminStatusBadge status={b.status} /> },
  { key: "amount", header: "Amount", cell: (b) => formatPence(b.amount_pence) },
  { key: "payment", header: "Payment", cell: (b) => bookingPaymentLabel(b.payment_status) },
];

/** View Details' bookings: the partner's guest-page bookings, newest first, ten a page. */
export function PartnerBookingsSection({ partnerId }: { partnerId: number }) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void api
      .get<PartnerBookingView[]>(
        `/api/admin/partners/${partnerId}/bookings?page=${page}&page_size=${PAGE_SIZE}&sort=-created_at`,
        { signal: controller.signal, cache: "no-store" },
      )
      .then((result) => {
        if (!result.ok) return setError(result.message);
        const pagination = result.envelope.pagination as { total?: number } | undefined;
        setData({ rows: result.data, total: pagination?.total ?? result.data.length });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [partnerId, page]);

  return (
    <section aria-labelledby={`bookings-${partnerId}`} className="mt-6 flex flex-col gap-3">
      <h3 id={`bookings-${partnerId}`} className="text-base font-semibold">
        Bookings
      </h3>
      {error ? (
        <p role="alert">{error}</p>
      ) : !data ? (
        <p role="status">Loading bookings...</p>
      ) : data.rows.length === 0 ? (
        <p className="text-sm text-neutral-700">No bookings through this partner yet.</p>
      ) : (
        <>
          <DataTable
            caption="Bookings through this partner"
            columns={COLUMNS}
            rows={data.rows}
            rowKey={(b) => b.booking_id}
            cardTitle={(b) => `Booking ${b.booking_reference}`}
          />
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={data.total}
            onPageChange={setPage}
            label="Partner booking pages"
          />
        </>
      )}
    </section>
  );
}

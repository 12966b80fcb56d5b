"use client";

import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { Alert } from "@/components/ui/alert";
import { ChartFigures } from "@/components/ui/chart-figures";
import type { DataColumn } from "@/components/ui/data-table";
import { formatPounds } from "@/components/bookings/booking-format";
import { useAdminData } from "./use-admin-data";
import { HeadedSection } from "@/components/ui/headed-section";

interface DailyPoint {
  date: string;
  bookings: number;
  revenue: number;
}

const FIGURE_COLUMNS: DataColumn<DailyPoint>[] = [
  { key: "date", header: "Date", cell: (point) => point.date },
  { key: "bookings", header: "Bookings", align: "right", cell: (point) => point.bookings },
  {
    key: "revenue",
    header: "Revenue",
    align: "right",
    cell: (point) => formatPounds(point.revenue),
  },
];

/** Bookings and revenue per day for the last 30 days; the same figures as a table for screen readers. */
export function DailyChart() {
  const loaded = useAdminData<{ days: number; series: DailyPoint[] }>(
    "/api/admin/dashboard/daily?days=30",
  );
  return (
    <HeadedSection
      id="daily-heading"
      title="Bookings and revenue, last 30 days"
      className="rounded-xl border border-neutral-200 bg-white p-4"
    >
      {loaded.state === "loading" && <p role="status">Loading chart...</p>}
      {loaded.state === "error" && <Alert tone="error">{loaded.message}</Alert>}
      {loaded.state === "ready" && (
        <>
          <div className="mt-4 h-64" aria-hidden>
            <ResponsiveContainer width="100%" height="100%">
              <ComposedChart data={loaded.data.series} accessibilityLayer={false}>
                <CartesianGrid strokeDasharray="3 3" stroke="#e5e5e5" />
                <XAxis
                  dataKey="date"
                  tickFormatter={(date: string) => date.slice(5)}
                  fontSize={12}
                />
                <YAxis yAxisId="bookings" allowDecimals={false} fontSize={12} />
                <YAxis yAxisId="revenue" orientation="right" fontSize={12} />
                <Tooltip />
                <Legend />
                <Bar yAxisId="bookings" dataKey="bookings" name="Bookings" fill="#7a5c12" />
                <Line
                  yAxisId="revenue"
                  dataKey="revenue"
                  name="Revenue (£)"
                  stroke="#111111"
                  dot={false}
                />
              </ComposedChart>
            </ResponsiveContainer>
          </div>
          <ChartFigures
            caption="Bookings and revenue per day"
            columns={FIGURE_COLUMNS}
            rows={loaded.data.series}
            rowKey={(point) => point.date}
          />
        </>
      )}
    </HeadedSection>
  );
}

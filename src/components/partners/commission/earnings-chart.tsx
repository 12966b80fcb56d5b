"use client";

import { formatPounds, penceToPounds } from "@/lib/money";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/** Earnings per day for 30 days; the same figures follow as a table for screen readers. */
export function EarningsChart({ series }: { series: { date: string; pence: number }[] }) {
  const data = series.map((day) => ({ date: day.date, pounds: penceToPounds(day.pence) }));
  return (
    <div className="mt-4 h-64" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e5e5e5" />
          <XAxis dataKey="date" tickFormatter={(date: string) => date.slice(5)} fontSize={12} />
          <YAxis fontSize={12} />
          <Tooltip formatter={(value) => formatPounds(Number(value))} />
          <Bar dataKey="pounds" name="Commission (£)" fill="#7a5c12" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

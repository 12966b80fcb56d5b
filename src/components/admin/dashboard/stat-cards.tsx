"use client";

import { CalendarDays, Car, PoundSterling } from "lucide-react";
import { StatCard } from "@/components/ui/stat-card";
import { formatPounds } from "@/components/bookings/booking-format";
import { useAdminData, type Loaded } from "./use-admin-data";

interface Stat {
  total?: number;
  total_revenue?: number;
  /** Null when the period before had nothing. */
  percentageChange: number | null;
  period: { label: string };
}

function value(loaded: Loaded<Stat>, format: (stat: Stat) => string): string {
  if (loaded.state === "loading") return "…";
  if (loaded.state === "error") return "—";
  return format(loaded.data);
}

/** Total Bookings, Active Drivers and Revenue, each against the period before it. */
export function DashboardStatCards() {
  const bookings = useAdminData<Stat>("/api/admin/dashboard/total-bookings");
  const drivers = useAdminData<Stat>("/api/admin/dashboard/active-drivers");
  const revenue = useAdminData<Stat>("/api/revenue/total");
  const change = (loaded: Loaded<Stat>) =>
    loaded.state === "ready" ? loaded.data.percentageChange : undefined;
  const period = (loaded: Loaded<Stat>) =>
    loaded.state === "ready" ? `${loaded.data.period.label}, against the period before` : undefined;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <StatCard
        title="Total Bookings"
        value={value(bookings, (stat) => String(stat.total ?? 0))}
        change={change(bookings)}
        periodLabel={period(bookings)}
        icon={<CalendarDays aria-hidden className="h-5 w-5" />}
      />
      <StatCard
        title="Active Drivers"
        value={value(drivers, (stat) => String(stat.total ?? 0))}
        change={change(drivers)}
        periodLabel={period(drivers)}
        icon={<Car aria-hidden className="h-5 w-5" />}
      />
      <StatCard
        title="Revenue"
        value={value(revenue, (stat) => formatPounds(stat.total_revenue ?? 0))}
        change={change(revenue)}
        periodLabel={period(revenue)}
        icon={<PoundSterling aria-hidden className="h-5 w-5" />}
      />
    </div>
  );
}

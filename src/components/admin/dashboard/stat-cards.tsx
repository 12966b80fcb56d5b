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
  const count = (stat: Stat) => String(stat.total ?? 0);
  const cards = [
    { title: "Total Bookings", loaded: bookings, format: count, Icon: CalendarDays },
    { title: "Active Drivers", loaded: drivers, format: count, Icon: Car },
    {
      title: "Revenue",
      loaded: revenue,
      format: (stat: Stat) => formatPounds(stat.total_revenue ?? 0),
      Icon: PoundSterling,
    },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {cards.map(({ title, loaded, format, Icon }) => (
        <StatCard
          key={title}
          title={title}
          value={value(loaded, format)}
          change={change(loaded)}
          periodLabel={period(loaded)}
          icon={<Icon aria-hidden className="h-5 w-5" />}
        />
      ))}
    </div>
  );
}

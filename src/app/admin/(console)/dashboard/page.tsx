import type { Metadata } from "next";
import { requirePageRole } from "@/server/auth/guards";
import { DailyChart } from "@/components/admin/dashboard/daily-chart";
import { RecentBookings } from "@/components/admin/dashboard/recent-bookings";
import { DashboardStatCards } from "@/components/admin/dashboard/stat-cards";

export const metadata: Metadata = { title: "Dashboard", robots: { index: false } };

export default async function AdminDashboardPage() {
  await requirePageRole("admin", "/admin/dashboard");
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-neutral-900">Dashboard Overview</h1>
      <DashboardStatCards />
      <DailyChart />
      <RecentBookings />
    </div>
  );
}

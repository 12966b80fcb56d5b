import type { Metadata } from "next";
import { requirePageRole } from "@/server/auth/guards";
import { DailyChart } from "@/components/admin/dashboard/daily-chart";
import { RecentBookings } from "@/components/admin/dashboard/recent-bookings";
import { DashboardStatCards } from "@/components/admin/dashboard/stat-cards";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Dashboard", robots: { index: false } };

export default async function AdminDashboardPage() {
  await requirePageRole("admin", "/admin/dashboard");
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Dashboard Overview" />
      <DashboardStatCards />
      <DailyChart />
      <RecentBookings />
    </div>
  );
}

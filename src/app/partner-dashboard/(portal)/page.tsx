import { redirect } from "next/navigation";
import { requirePartnerPage } from "@/server/partners/guards";

/** /partner-dashboard opens on Recent Bookings (spec §2). */
export default async function PartnerDashboardIndex() {
  await requirePartnerPage("/partner-dashboard");
  redirect("/partner-dashboard/recent-bookings");
}

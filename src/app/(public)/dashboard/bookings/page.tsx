import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { MyBookings } from "@/components/dashboard/my-bookings";
import { getPageUser } from "@/server/auth/session";
import { listDashboardBookings } from "@/server/users/bookings";

export const metadata: Metadata = { title: "My Bookings" };

export default async function MyBookingsPage() {
  const user = await getPageUser();
  if (!user) redirect("/login");
  const bookings = await listDashboardBookings(user.user_id);
  return (
    <section aria-labelledby="my-bookings-heading">
      <h1 id="my-bookings-heading" className="mb-4 text-2xl font-semibold text-neutral-900">
        My Bookings
      </h1>
      <MyBookings bookings={bookings} />
    </section>
  );
}

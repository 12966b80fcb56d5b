import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ACCOUNT_AREA } from "@/lib/account-area";
import { NotificationPreferencesSection } from "@/components/account/notification-preferences-section";
import { ProfileSettings } from "@/components/dashboard/profile-settings";
import { getPageUser } from "@/server/auth/session";
import { toPublicUser } from "@/server/users/public-user";
import { findUserById } from "@/server/users/queries";
import { readNotificationPreferences } from "@/server/notifications/notification-preferences";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: ACCOUNT_AREA.profile.label };

export default async function ProfilePage() {
  const session = await getPageUser();
  if (!session) redirect("/login");
  const user = await findUserById(session.user_id);
  if (!user) redirect("/login");
  return (
    <section aria-labelledby="profile-heading">
      <PageHeader id="profile-heading" className="mb-4" title={ACCOUNT_AREA.profile.label} />
      <ProfileSettings user={toPublicUser(user)} />
      {/* The preferences endpoint serves customers and drivers (drivers choose on their dashboard). */}
      {user.role === "customer" && (
        <div className="mt-6">
          <NotificationPreferencesSection
            initial={await readNotificationPreferences(user.user_id)}
            audience="customer"
            hasPhone={Boolean(user.phone_number)}
          />
        </div>
      )}
    </section>
  );
}

import type { Metadata } from "next";
import { NotificationPreferencesSection } from "@/components/account/notification-preferences-section";
import { DriverOverview } from "@/components/driver-dashboard/driver-overview";
import { requirePageRole } from "@/server/auth/guards";
import { loadOwnDriver } from "@/server/drivers/own-driver";
import { AppError } from "@/server/http/errors";
import { readNotificationPreferences } from "@/server/notifications/notification-preferences";
import { PageHeader } from "@/components/ui/page-header";
import { orRefusal, RefusalNotice } from "@/app/_shared/refusal";

export const metadata: Metadata = { title: "Profile", robots: { index: false } };

export default async function DriverDashboardPage() {
  const user = await requirePageRole("driver", "/driver-dashboard/profile");
  const loaded = await orRefusal(loadOwnDriver(user.user_id));
  if (!(loaded instanceof AppError)) {
    const preferences = await readNotificationPreferences(user.user_id);
    return (
      <div className="flex flex-col gap-6">
        <DriverOverview driver={loaded} />
        <NotificationPreferencesSection
          initial={preferences}
          audience="driver"
          hasPhone={Boolean(loaded.phone_number)}
        />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Profile" />
      <RefusalNotice refusal={loaded} />
    </div>
  );
}

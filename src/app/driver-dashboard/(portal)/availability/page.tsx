import type { Metadata } from "next";
import { AvailabilityPanel } from "@/components/driver-dashboard/availability-panel";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageRole } from "@/server/auth/guards";
import { readOwnAvailability } from "@/server/drivers/availability-queries";
import { loadOwnDriver } from "@/server/drivers/own-driver";
import { AppError } from "@/server/http/errors";
import { orRefusal, RefusalNotice } from "@/app/_shared/refusal";

export const metadata: Metadata = { title: "Availability", robots: { index: false } };

/**
 * The chauffeur's availability, rendered on the server with today's state and the days off, so
 * it shows at once on a slow connection; the controls then talk to /api/driver/availability.
 */
export default async function DriverAvailabilityPage() {
  const user = await requirePageRole("driver", "/driver-dashboard/availability");
  const loaded = await orRefusal(
    Promise.all([loadOwnDriver(user.user_id), readOwnAvailability({ userId: user.user_id })]),
  );
  if (loaded instanceof AppError) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title="Availability" />
        <RefusalNotice refusal={loaded} />
      </div>
    );
  }
  const [driver, availability] = loaded;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <PageHeader
        title="Availability"
        description="Tell the office when you can work. Jobs are not offered on your days off."
      />
      {driver.status === "Unavailable" && (
        <Alert tone="warning" live={false}>
          The office has set you as Unavailable, so no jobs are offered to you until they change it,
          whatever you choose here.
        </Alert>
      )}
      <AvailabilityPanel initial={availability} />
    </div>
  );
}

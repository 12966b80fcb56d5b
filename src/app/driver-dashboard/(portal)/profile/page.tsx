import type { Metadata } from "next";
import { DriverOverview } from "@/components/driver-dashboard/driver-overview";
import { Alert } from "@/components/ui/alert";
import { requirePageRole } from "@/server/auth/guards";
import { loadOwnDriver } from "@/server/drivers/own-driver";
import { AppError } from "@/server/http/errors";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Profile", robots: { index: false } };

export default async function DriverDashboardPage() {
  const user = await requirePageRole("driver", "/driver-dashboard/profile");
  const loaded = await loadOwnDriver(user.user_id).catch((error: unknown) => {
    if (error instanceof AppError) return error;
    throw error;
  });
  if (!(loaded instanceof AppError)) return <DriverOverview driver={loaded} />;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Profile" />
      <Alert tone="warning" live={false}>
        {loaded.message}
      </Alert>
    </div>
  );
}

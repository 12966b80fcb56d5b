import type { Metadata } from "next";
import { DriverJobsApp } from "@/components/driver-app/driver-jobs-app";
import { PageHeader } from "@/components/ui/page-header";
import { DriverRatingCard } from "@/components/ratings/driver-rating-card";
import { readOwnDriverRating } from "@/server/ratings/own-driver-rating";
import { requirePageRole } from "@/server/auth/guards";
import { loadDriverJobs } from "@/server/driver-app/driver-jobs";
import { AppError } from "@/server/http/errors";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { orRefusal, RefusalNotice } from "@/app/_shared/refusal";

export const metadata: Metadata = { title: "Jobs", robots: { index: false } };

/**
 * /driver-dashboard: the chauffeur's jobs, painted on the server with the same data the app then
 * polls, so a slow connection shows the day at once.
 */
export default async function DriverJobsPage() {
  const user = await requirePageRole("driver", "/driver-dashboard");
  const [loaded, site, rating] = await Promise.all([
    orRefusal(loadDriverJobs({ userId: user.user_id })),
    getSiteIdentity(),
    orRefusal(readOwnDriverRating({ userId: user.user_id })),
  ]);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PageHeader title={`Welcome, ${user.first_name}`} description="Your jobs" />
      {loaded instanceof AppError ? (
        <RefusalNotice refusal={loaded} />
      ) : (
        <DriverJobsApp
          initial={loaded}
          office={{ display: site.phoneDisplay, href: site.phoneHref }}
        />
      )}
      {rating instanceof AppError ? null : <DriverRatingCard rating={rating} />}
    </div>
  );
}

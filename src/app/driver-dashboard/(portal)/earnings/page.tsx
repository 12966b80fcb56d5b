import type { Metadata } from "next";
import Link from "next/link";
import { EarningsLedger, type WeekLink } from "@/components/drivers/earnings-ledger";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { earningsParamsSchema } from "@/lib/validations/driver-earnings";
import { requirePageRole } from "@/server/auth/guards";
import { readOwnDriverEarnings } from "@/server/drivers/earnings-queries";
import { AppError } from "@/server/http/errors";
import type { SearchParamsProps } from "@/app/_shared/page-props";
import { orRefusal, RefusalNotice } from "@/app/_shared/refusal";

export const metadata: Metadata = { title: "Earnings", robots: { index: false } };

const PATH = "/driver-dashboard/earnings";

const weekLink: WeekLink = (weekStart, label, rel) => (
  <Button asChild variant={rel === "week" ? "link" : "outline"} size="sm">
    <Link href={`${PATH}?week=${weekStart}`} rel={rel === "week" ? undefined : rel}>
      {label}
    </Link>
  </Button>
);

/** /driver-dashboard/earnings: the signed-in chauffeur's own earnings by week, with totals. */
export default async function DriverEarningsPage({ searchParams }: SearchParamsProps) {
  const user = await requirePageRole("driver", PATH);
  // A week that cannot be read shows this week rather than an error page.
  const parsed = earningsParamsSchema.safeParse({ week: (await searchParams).week });
  const week = parsed.success ? parsed.data.week : undefined;
  const view = await orRefusal(readOwnDriverEarnings({ userId: user.user_id, week }));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Earnings"
        description="What you earn for each completed job, by week (Monday to Sunday)."
      />
      {view instanceof AppError ? (
        <RefusalNotice refusal={view} />
      ) : (
        <EarningsLedger view={view} weekLink={weekLink} />
      )}
    </div>
  );
}

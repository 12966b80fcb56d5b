import type { Metadata } from "next";
import { OperatorRecordForm } from "@/components/admin/reports/operator-record-form";
import { PageHeader } from "@/components/ui/page-header";
import { defaultOperatorRecordRange } from "@/lib/reports/operator-record";
import { operatorRecordQuerySchema } from "@/lib/validations/operator-record";
import { todayInZone } from "@/lib/wall-clock";
import { requirePageRole } from "@/server/auth/guards";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Operator record", robots: { index: false } };

const OPERATOR_TIME_ZONE = "Europe/London";

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/**
 * The operator's booking record for a range of pickup days: a plain GET form (it works before
 * the page's script loads), its errors from the endpoint's own schema, and the CSV download.
 */
export default async function OperatorRecordPage({ searchParams }: SearchParamsProps) {
  await requirePageRole("admin", "/admin/reports/operator-record");
  const search = await searchParams;
  const defaults = defaultOperatorRecordRange(todayInZone(OPERATOR_TIME_ZONE, new Date()));
  const range = {
    from: single(search.from) ?? defaults.from,
    to: single(search.to) ?? defaults.to,
  };
  const checked = operatorRecordQuerySchema.safeParse(range);
  const errors: Record<string, string> = {};
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? "to");
      errors[field] ??= issue.message;
    }
  const download = checked.success
    ? `/api/admin/reports/operator-record?${new URLSearchParams(checked.data).toString()}`
    : null;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Operator record"
        description="Every booking with when and by whom it was received, the passenger, the journey, the fare, and the chauffeur and vehicle that did each car's job."
      />
      <p className="max-w-3xl text-sm text-neutral-700">
        A licensed private hire operator must keep this record for every booking for at least 12
        months. Choose the pickup days (at most 13 months at once) and download it as a spreadsheet;
        farmed-out jobs name the partner company and its chauffeur.
      </p>
      <OperatorRecordForm range={range} errors={errors} download={download} />
    </div>
  );
}

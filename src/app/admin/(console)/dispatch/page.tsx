import type { Metadata } from "next";
import { DispatchBoard } from "@/components/admin/dispatch/dispatch-board";
import { PageHeader } from "@/components/ui/page-header";
import { dispatchBoardParamsSchema } from "@/lib/validations/dispatch-board";
import { requirePageRole } from "@/server/auth/guards";
import { readDispatchBoard } from "@/server/dispatch/board";
import { activePartnerOptions } from "@/server/dispatch/board-partners";
import { readListParams } from "@/server/http/list-params";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Dispatch", robots: { index: false } };

/**
 * The dispatch board: rendered on the server for the URL's day (today by default, a bad date
 * falls back to today), then kept fresh by the browser, which polls the same read.
 */
export default async function AdminDispatchPage({ searchParams }: SearchParamsProps) {
  await requirePageRole("admin", "/admin/dispatch");
  const { params } = readListParams(dispatchBoardParamsSchema, await searchParams);
  const [board, partners] = await Promise.all([
    readDispatchBoard({ date: params.date }),
    activePartnerOptions(),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Dispatch"
        description="Give each car of the day a chauffeur: assign, offer or farm out."
      />
      <DispatchBoard initial={board} partners={partners} />
    </div>
  );
}

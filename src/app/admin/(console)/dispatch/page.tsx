import type { Metadata } from "next";
import { DispatchBoard } from "@/components/admin/dispatch/dispatch-board";
import { OnTheWayMap } from "@/components/admin/dispatch/on-the-way-map";
import { PageHeader } from "@/components/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { dispatchBoardParamsSchema } from "@/lib/validations/dispatch-board";
import { requirePageRole } from "@/server/auth/guards";
import { readDispatchBoard } from "@/server/dispatch/board";
import { activePartnerOptions } from "@/server/dispatch/board-partners";
import { readListParams } from "@/server/http/list-params";
import { readCarsOnTheWay } from "@/server/trip/on-the-way";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Dispatch", robots: { index: false } };

/**
 * The dispatch board: rendered on the server for the URL's day (today by default, a bad date
 * falls back to today), then kept fresh by the browser, which polls the same read.
 */
export default async function AdminDispatchPage({ searchParams }: SearchParamsProps) {
  await requirePageRole("admin", "/admin/dispatch");
  const { params } = readListParams(dispatchBoardParamsSchema, await searchParams);
  const [board, partners, carsOnTheWay] = await Promise.all([
    readDispatchBoard({ date: params.date }),
    activePartnerOptions(),
    readCarsOnTheWay(undefined),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Dispatch"
        description="Give each car of the day a chauffeur: assign, offer or farm out."
      />
      <Tabs defaultValue="board">
        <TabsList aria-label="Dispatch views">
          <TabsTrigger value="board">Board</TabsTrigger>
          <TabsTrigger value="map">Map ({carsOnTheWay.length} on the way)</TabsTrigger>
        </TabsList>
        <TabsContent value="board">
          <DispatchBoard initial={board} partners={partners} />
        </TabsContent>
        <TabsContent value="map">
          <OnTheWayMap initial={carsOnTheWay} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

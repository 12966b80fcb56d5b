import type { DriverHistoryEntry } from "@/lib/drivers/types";
import { driverIdParamsSchema } from "@/lib/validations/ids";
import { listAuditEvents } from "@/server/audit/queries";
import { requireRole } from "@/server/auth/guards";
import { DRIVER_NOT_FOUND, findDriverRow } from "@/server/drivers/queries";
import { ok } from "@/server/http/envelope";
import { notFound } from "@/server/http/errors";
import { route } from "@/server/http/route";

export const dynamic = "force-dynamic";

/** GET /api/drivers/{id}/history (administrators): the driver's audit events, oldest first. */
export const GET = route({ params: driverIdParamsSchema }, async (request, { params }) => {
  await requireRole(request, "admin");
  if (!(await findDriverRow(params.driver_id))) throw notFound(DRIVER_NOT_FOUND);
  const events: DriverHistoryEntry[] = await listAuditEvents({
    kind: "driver",
    id: params.driver_id,
  });
  return ok(events);
});

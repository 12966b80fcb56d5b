import { rejectDriverSchema } from "@/lib/validations/driver-decision";
import { driverIdParamsSchema } from "@/lib/validations/ids";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { rejectDriverApplication } from "@/server/drivers/reject-application";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/** POST /api/drivers/{id}/reject (administrators, `{ reason }`): the reason is e-mailed. */
export const POST = route({ params: driverIdParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const { reason } = await parseJsonBody(request, rejectDriverSchema);
  const driver = await rejectDriverApplication({
    driverId: params.driver_id,
    reason,
    actor: actorFromUser(admin),
  });
  return ok(driver, {
    message: `Application rejected: the reason was e-mailed to ${driver.email}`,
  });
});

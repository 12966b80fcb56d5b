import { approveDriverSchema } from "@/lib/validations/driver-decision";
import { driverIdParamsSchema } from "@/lib/validations/ids";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { approveDriverApplication } from "@/server/drivers/approve-application";
import { approvalMessage } from "@/server/drivers/update-driver";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/** POST /api/drivers/{id}/approve (administrators, body `{}`): `data` is the approved driver. */
export const POST = route({ params: driverIdParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  await parseJsonBody(request, approveDriverSchema);
  const { driver, approval } = await approveDriverApplication({
    driverId: params.driver_id,
    actor: actorFromUser(admin),
  });
  return ok(driver, { message: approvalMessage(approval) });
});

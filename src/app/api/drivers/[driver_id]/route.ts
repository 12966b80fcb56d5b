import { driverIdParamsSchema } from "@/lib/validations/ids";
import { driverUpdateSchema } from "@/lib/validations/driver-admin";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole, requireUser } from "@/server/auth/guards";
import { driverView, loadReadableDriver } from "@/server/drivers/queries";
import { approvalMessage, updateDriver } from "@/server/drivers/update-driver";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/** GET /api/drivers/{id}: administrators, and the approved driver themself; anyone else 404. */
export const GET = route({ params: driverIdParamsSchema }, async (request, { params }) => {
  const caller = await requireUser(request);
  const row = await loadReadableDriver(caller, params.driver_id);
  return ok(await driverView(row));
});

/** PUT /api/drivers/{id} (administrators): the spec's JSON fields; `data` is the updated driver. */
export const PUT = route({ params: driverIdParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const changes = await parseJsonBody(request, driverUpdateSchema);
  const { driver, notice, approval } = await updateDriver({
    driverId: params.driver_id,
    changes,
    actor: actorFromUser(admin),
  });
  const message = approval ? approvalMessage(approval) : notice;
  return ok(driver, { message: message ?? "Driver updated successfully" });
});

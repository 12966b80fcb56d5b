import { driverIdParamsSchema } from "@/lib/validations/ids";
import { driverUpdateSchema } from "@/lib/validations/driver-admin";
import { requireUser } from "@/server/auth/guards";
import { driverView, loadReadableDriver } from "@/server/drivers/queries";
import { approvalMessage, updateDriver } from "@/server/drivers/update-driver";
import { ok } from "@/server/http/envelope";
import { jsonAction } from "@/server/http/json-action";
import { route } from "@/server/http/route";

export const dynamic = "force-dynamic";

/** GET /api/drivers/{id}: administrators, and the approved driver themself; anyone else 404. */
export const GET = route({ params: driverIdParamsSchema }, async (request, { params }) => {
  const caller = await requireUser(request);
  const row = await loadReadableDriver(caller, params.driver_id);
  return ok(await driverView(row));
});

/** PUT /api/drivers/{id} (administrators): the spec's JSON fields; `data` is the updated driver. */
export const PUT = jsonAction(
  { role: "admin", params: driverIdParamsSchema, body: driverUpdateSchema },
  async ({ actor, params, body: changes }) => {
    const { driver, notice, approval } = await updateDriver({
      driverId: params.driver_id,
      changes,
      actor,
    });
    const message = approval ? approvalMessage(approval) : notice;
    return ok(driver, { message: message ?? "Driver updated successfully" });
  },
);

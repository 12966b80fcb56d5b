import { approveDriverSchema } from "@/lib/validations/driver-decision";
import { approveDriverApplication } from "@/server/drivers/approve-application";
import { adminDriverRoute } from "@/server/drivers/admin-driver-route";
import { approvalMessage } from "@/server/drivers/update-driver";
import { ok } from "@/server/http/envelope";
import { parseJsonBody } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/** POST /api/drivers/{id}/approve (administrators, body `{}`): `data` is the approved driver. */
export const POST = adminDriverRoute(async ({ request, driverId, actor }) => {
  await parseJsonBody(request, approveDriverSchema);
  const { driver, approval } = await approveDriverApplication({ driverId, actor });
  return ok(driver, { message: approvalMessage(approval) });
});

import { rejectDriverSchema } from "@/lib/validations/driver-decision";
import { adminDriverRoute } from "@/server/drivers/admin-driver-route";
import { rejectDriverApplication } from "@/server/drivers/reject-application";
import { ok } from "@/server/http/envelope";
import { parseJsonBody } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/** POST /api/drivers/{id}/reject (administrators, `{ reason }`): the reason is e-mailed. */
export const POST = adminDriverRoute(async ({ request, driverId, actor }) => {
  const { reason } = await parseJsonBody(request, rejectDriverSchema);
  const driver = await rejectDriverApplication({ driverId, reason, actor });
  return ok(driver, {
    message: `Application rejected: the reason was e-mailed to ${driver.email}`,
  });
});

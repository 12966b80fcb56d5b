import type { DriverApplicationReceipt } from "@/lib/drivers/types";
import { driverListQuerySchema } from "@/lib/validations/driver-list";
import { optionalUser } from "@/server/auth/guards";
import { createDriver } from "@/server/drivers/create-driver";
import { consumeApplicationLimit, readDriverForm } from "@/server/drivers/driver-form";
import { listDrivers } from "@/server/drivers/queries";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { listAction } from "@/server/http/json-action";
import { route } from "@/server/http/route";

export const dynamic = "force-dynamic";

/** GET /api/drivers (administrators): `data` is the page of drivers, `pagination` beside it. */
export const GET = listAction({ role: "admin", query: driverListQuerySchema }, listDrivers);

/**
 * POST /api/drivers (multipart): a visitor's application, rate-limited per address and always
 * Under Review, or an administrator's Add New Driver (any status; `data` is the new driver). An
 * administrator without the 2FA Settings requires is refused (403), not taken for a visitor.
 */
export const POST = route(async (request) => {
  const caller = await optionalUser(request);
  const admin = caller?.role === "admin" ? caller : null;
  if (!admin) await consumeApplicationLimit(clientAddress(request));
  const driver = await createDriver(await readDriverForm(request, admin));
  if (admin) return ok(driver, { status: 201, message: "Driver added successfully" });
  const receipt: DriverApplicationReceipt = {
    driver_id: driver.driver_id,
    first_name: driver.first_name,
    last_name: driver.last_name,
    status: driver.status,
  };
  return ok(receipt, { status: 201, message: "Application submitted successfully" });
});

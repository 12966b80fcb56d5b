import { vehicleDriverParamsSchema } from "@/lib/validations/ids";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { setVehicleDriver } from "@/server/vehicles/vehicle-drivers";

const allowRoute = (allowed: boolean) =>
  route({ params: vehicleDriverParamsSchema }, async (request, { params }) => {
    const admin = await requireRole(request, "admin");
    const vehicle = await setVehicleDriver({
      vehicleId: params.id,
      driverId: params.driverId,
      allowed,
      actor: actorFromUser(admin),
    });
    return ok(vehicle, { message: allowed ? "Driver allowed" : "Driver no longer allowed" });
  });

/** POST: lets an approved driver drive this vehicle. */
export const POST = allowRoute(true);

/** DELETE: stops the driver driving this vehicle. */
export const DELETE = allowRoute(false);

import { vehicleIdParamsSchema } from "@/lib/validations/ids";
import { vehicleUpdateSchema } from "@/lib/validations/vehicle";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { notFound } from "@/server/http/errors";
import { jsonAction } from "@/server/http/json-action";
import { route } from "@/server/http/route";
import { findVehicleRow, VEHICLE_NOT_FOUND, vehicleView } from "@/server/vehicles/queries";
import { updateVehicle } from "@/server/vehicles/update-vehicle";

/** GET /api/admin/vehicles/{id}: one vehicle with its documents, pictures and drivers. */
export const GET = route({ params: vehicleIdParamsSchema }, async (request, { params }) => {
  await requireRole(request, "admin");
  const row = await findVehicleRow(params.id);
  if (!row) throw notFound(VEHICLE_NOT_FOUND);
  return ok(await vehicleView(row));
});

/** PATCH /api/admin/vehicles/{id}: Edit Vehicle (the fields sent). */
export const PATCH = jsonAction(
  { role: "admin", params: vehicleIdParamsSchema, body: vehicleUpdateSchema },
  async ({ actor, params, body: changes }) => {
    const vehicle = await updateVehicle({ vehicleId: params.id, changes, actor });
    return ok(vehicle, { message: "Vehicle updated" });
  },
);

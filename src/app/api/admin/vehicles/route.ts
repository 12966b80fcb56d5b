import { vehicleCreateSchema, vehicleListParamsSchema } from "@/lib/validations/vehicle";
import { requireRole } from "@/server/auth/guards";
import { ok, okList } from "@/server/http/envelope";
import { jsonAction } from "@/server/http/json-action";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import { createVehicle } from "@/server/vehicles/create-vehicle";
import { listVehicles } from "@/server/vehicles/list-vehicles";

/** GET /api/admin/vehicles: the fleet list (q, class, status, expiring=30, pages, sort). */
export const GET = route(async (request) => {
  await requireRole(request, "admin");
  const params = parseSearchParams(request, vehicleListParamsSchema);
  const { data, pagination } = await listVehicles(params);
  return okList(data, { pagination });
});

/** POST /api/admin/vehicles: Add Vehicle. */
export const POST = jsonAction(
  { role: "admin", body: vehicleCreateSchema },
  async ({ actor, body: data }) => {
    const vehicle = await createVehicle({ data, actor });
    return ok(vehicle, { status: 201, message: "Vehicle added" });
  },
);

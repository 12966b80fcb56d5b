import { vehicleCreateSchema, vehicleListParamsSchema } from "@/lib/validations/vehicle";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { ok, okList } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody, parseSearchParams } from "@/server/http/validation";
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
export const POST = route(async (request) => {
  const admin = await requireRole(request, "admin");
  const data = await parseJsonBody(request, vehicleCreateSchema);
  const vehicle = await createVehicle({ data, actor: actorFromUser(admin) });
  return ok(vehicle, { status: 201, message: "Vehicle added" });
});

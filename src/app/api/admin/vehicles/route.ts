import { vehicleCreateSchema, vehicleListParamsSchema } from "@/lib/validations/vehicle";
import { ok } from "@/server/http/envelope";
import { jsonAction, listAction } from "@/server/http/json-action";
import { createVehicle } from "@/server/vehicles/create-vehicle";
import { listVehicles } from "@/server/vehicles/list-vehicles";

/** GET /api/admin/vehicles: the fleet list (q, class, status, expiring=30, pages, sort). */
export const GET = listAction({ role: "admin", query: vehicleListParamsSchema }, listVehicles);

/** POST /api/admin/vehicles: Add Vehicle. */
export const POST = jsonAction(
  { role: "admin", body: vehicleCreateSchema },
  async ({ actor, body: data }) => {
    const vehicle = await createVehicle({ data, actor });
    return ok(vehicle, { status: 201, message: "Vehicle added" });
  },
);

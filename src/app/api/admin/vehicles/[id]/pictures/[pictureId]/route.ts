import { vehiclePictureParamsSchema } from "@/lib/validations/ids";
import { ok } from "@/server/http/envelope";
import { roleAction } from "@/server/http/json-action";
import { removeVehiclePicture } from "@/server/vehicles/vehicle-pictures";

/** DELETE /api/admin/vehicles/{id}/pictures/{pictureId}. */
export const DELETE = roleAction(
  { role: "admin", params: vehiclePictureParamsSchema },
  async ({ actor, params }) => {
    const { id: vehicleId, pictureId } = params;
    const vehicle = await removeVehiclePicture({ vehicleId, pictureId, actor });
    return ok(vehicle, { message: "Picture removed" });
  },
);

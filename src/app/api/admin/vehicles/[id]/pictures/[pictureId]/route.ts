import { vehiclePictureParamsSchema } from "@/lib/validations/ids";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { removeVehiclePicture } from "@/server/vehicles/vehicle-pictures";

/** DELETE /api/admin/vehicles/{id}/pictures/{pictureId}. */
export const DELETE = route({ params: vehiclePictureParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const vehicle = await removeVehiclePicture({
    vehicleId: params.id,
    pictureId: params.pictureId,
    actor: actorFromUser(admin),
  });
  return ok(vehicle, { message: "Picture removed" });
});

import { vehicleIdParamsSchema } from "@/lib/validations/ids";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { readMultipart } from "@/server/http/multipart";
import { route } from "@/server/http/route";
import { addVehiclePictures, VEHICLE_PICTURES_UPLOAD } from "@/server/vehicles/vehicle-pictures";

export const dynamic = "force-dynamic";

/** POST /api/admin/vehicles/{id}/pictures: repeated `pictures` (multipart). */
export const POST = route({ params: vehicleIdParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const { files } = await readMultipart(request, VEHICLE_PICTURES_UPLOAD);
  const vehicle = await addVehiclePictures({
    vehicleId: params.id,
    files: files.pictures,
    actor: actorFromUser(admin),
  });
  return ok(vehicle, { message: "Pictures added" });
});

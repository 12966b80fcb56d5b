import { driverIdParamsSchema } from "@/lib/validations/ids";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { addCarPictures } from "@/server/drivers/driver-files";
import { CAR_PICTURES_UPLOAD } from "@/server/drivers/driver-uploads";
import { ok } from "@/server/http/envelope";
import { readMultipart } from "@/server/http/multipart";
import { route } from "@/server/http/route";

export const dynamic = "force-dynamic";

/** POST /api/drivers/{id}/car-pictures (administrators): repeated `car_pictures`. */
export const POST = route({ params: driverIdParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const { files } = await readMultipart(request, CAR_PICTURES_UPLOAD);
  const driver = await addCarPictures({
    driverId: params.driver_id,
    files: files.car_pictures,
    actor: actorFromUser(admin),
  });
  return ok(driver, { message: "Car pictures added successfully" });
});

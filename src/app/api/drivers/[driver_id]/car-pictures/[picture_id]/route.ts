import { driverPictureParamsSchema } from "@/lib/validations/ids";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { removeCarPicture } from "@/server/drivers/driver-files";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";

export const dynamic = "force-dynamic";

/** DELETE /api/drivers/{id}/car-pictures/{picture_id} (administrators); `data` is the driver. */
export const DELETE = route({ params: driverPictureParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const driver = await removeCarPicture({
    driverId: params.driver_id,
    pictureId: params.picture_id,
    actor: actorFromUser(admin),
  });
  return ok(driver, { message: "Car picture removed successfully" });
});

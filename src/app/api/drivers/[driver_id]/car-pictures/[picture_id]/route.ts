import { driverPictureParamsSchema } from "@/lib/validations/ids";
import { removeCarPicture } from "@/server/drivers/driver-files";
import { ok } from "@/server/http/envelope";
import { roleAction } from "@/server/http/json-action";

export const dynamic = "force-dynamic";

/** DELETE /api/drivers/{id}/car-pictures/{picture_id} (administrators); `data` is the driver. */
export const DELETE = roleAction(
  { role: "admin", params: driverPictureParamsSchema },
  async ({ actor, params }) => {
    const { driver_id: driverId, picture_id: pictureId } = params;
    const driver = await removeCarPicture({ driverId, pictureId, actor });
    return ok(driver, { message: "Car picture removed successfully" });
  },
);

import { driverIdParamsSchema } from "@/lib/validations/ids";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { replaceDriverPhoto } from "@/server/drivers/driver-files";
import { DRIVER_PHOTO_UPLOAD } from "@/server/drivers/driver-uploads";
import { ok } from "@/server/http/envelope";
import { readMultipart } from "@/server/http/multipart";
import { route } from "@/server/http/route";

export const dynamic = "force-dynamic";

/** PUT /api/drivers/{id}/photo (administrators): multipart `driver_picture`; `data` is the driver. */
export const PUT = route({ params: driverIdParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const { files } = await readMultipart(request, DRIVER_PHOTO_UPLOAD);
  const driver = await replaceDriverPhoto({
    driverId: params.driver_id,
    file: files.driver_picture[0]!,
    actor: actorFromUser(admin),
  });
  return ok(driver, { message: "Driver photo updated successfully" });
});

import { adminDriverRoute } from "@/server/drivers/admin-driver-route";
import { replaceDriverPhoto } from "@/server/drivers/driver-files";
import { DRIVER_PHOTO_UPLOAD } from "@/server/drivers/driver-uploads";
import { ok } from "@/server/http/envelope";
import { readMultipart } from "@/server/http/multipart";

export const dynamic = "force-dynamic";

/** PUT /api/drivers/{id}/photo (administrators): multipart `driver_picture`; `data` is the driver. */
export const PUT = adminDriverRoute(async ({ request, driverId, actor }) => {
  const { files } = await readMultipart(request, DRIVER_PHOTO_UPLOAD);
  const driver = await replaceDriverPhoto({ driverId, file: files.driver_picture[0]!, actor });
  return ok(driver, { message: "Driver photo updated successfully" });
});

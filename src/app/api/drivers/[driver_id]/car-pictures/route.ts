import { adminDriverRoute } from "@/server/drivers/admin-driver-route";
import { addCarPictures } from "@/server/drivers/driver-files";
import { CAR_PICTURES_UPLOAD } from "@/server/drivers/driver-uploads";
import { ok } from "@/server/http/envelope";
import { readMultipart } from "@/server/http/multipart";

export const dynamic = "force-dynamic";

/** POST /api/drivers/{id}/car-pictures (administrators): repeated `car_pictures`. */
export const POST = adminDriverRoute(async ({ request, driverId, actor }) => {
  const { files } = await readMultipart(request, CAR_PICTURES_UPLOAD);
  const driver = await addCarPictures({ driverId, files: files.car_pictures, actor });
  return ok(driver, { message: "Car pictures added successfully" });
});

import { MAX_DRIVER_UPLOAD_BYTES } from "@/lib/drivers/upload-limits";
import { estimateMultipartBytes, formatBytes } from "@/lib/images/photo-budget";
import { PhotoError, resizeImageFiles } from "@/lib/images/resize-image";
import { VEHICLE_FIELDS } from "@/lib/validations/driver-fields";

export type PhotoField = "driver_picture" | "car_pictures";

/** A photo that cannot be sent, and the picker it belongs to. */
export class ApplicationPhotoError extends PhotoError {
  constructor(
    message: string,
    readonly field: PhotoField,
  ) {
    super(message);
  }
}

export const tooLargeTogetherMessage = (bytes: number) =>
  `Your photos come to ${formatBytes(bytes)}, more than the ${formatBytes(MAX_DRIVER_UPLOAD_BYTES)} that can be sent at once. Please remove a car picture or choose smaller photos.`;

async function resized(files: readonly File[], field: PhotoField): Promise<File[]> {
  try {
    return await resizeImageFiles(files);
  } catch (error) {
    if (error instanceof PhotoError) throw new ApplicationPhotoError(error.message, field);
    throw error;
  }
}

/**
 * The multipart body of POST /api/drivers: every filled text field by name (vehicle fields only
 * with a vehicle), `driver_picture`, and `car_pictures` repeated, each photo compressed to its
 * byte budget first. The whole body is measured before it is sent, so the applicant hears which
 * photos to change instead of the server's 413.
 */
export async function applicationFormData(
  fields: Record<string, unknown>,
  pictures: { driver: readonly File[]; cars: readonly File[] },
  maxBytes: number = MAX_DRIVER_UPLOAD_BYTES,
): Promise<FormData> {
  const body = new FormData();
  const vehicle = new Set<string>(VEHICLE_FIELDS);
  const hasVehicle = fields.has_vehicle === "yes";
  for (const [name, value] of Object.entries(fields)) {
    if (vehicle.has(name) && !hasVehicle) continue;
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text) body.append(name, text);
  }
  // One after another: a phone decodes one large photo at a time.
  const driver = await resized(pictures.driver, "driver_picture");
  const cars = await resized(pictures.cars, "car_pictures");
  for (const file of driver) body.append("driver_picture", file, file.name);
  for (const file of cars) body.append("car_pictures", file, file.name);
  const bytes = estimateMultipartBytes(body.entries());
  if (bytes > maxBytes)
    throw new ApplicationPhotoError(tooLargeTogetherMessage(bytes), "car_pictures");
  return body;
}

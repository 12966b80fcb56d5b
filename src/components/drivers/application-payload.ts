import { VEHICLE_FIELDS } from "@/lib/validations/driver-fields";
import { resizeImageFiles } from "@/lib/images/resize-image";

/**
 * The multipart body of POST /api/drivers: every filled text field by name (vehicle fields only
 * with a vehicle), `driver_picture`, and `car_pictures` repeated, each photo resized first.
 */
export async function applicationFormData(
  fields: Record<string, unknown>,
  pictures: { driver: readonly File[]; cars: readonly File[] },
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
  const driver = await resizeImageFiles(pictures.driver);
  const cars = await resizeImageFiles(pictures.cars);
  for (const file of driver) body.append("driver_picture", file, file.name);
  for (const file of cars) body.append("car_pictures", file, file.name);
  return body;
}

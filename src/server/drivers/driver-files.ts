import "server-only";
import { and, eq, max } from "drizzle-orm";
import type { DriverView } from "@/lib/drivers/types";
import { MAX_CAR_PICTURES_PER_DRIVER } from "@/lib/drivers/upload-limits";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import { driverCarPictures, drivers } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { AppError, notFound } from "@/server/http/errors";
import { logger } from "@/server/http/logger";
import type { UploadedFile } from "@/server/http/multipart";
import { deleteStoredFiles, withUploads } from "@/server/storage/stored-files";
import { driverFilesEvent } from "./driver-events";
import { storeCarPictures, storeDriverPhoto } from "./driver-uploads";
import { DRIVER_NOT_FOUND, driverView, findDriverRow, lockDriverRow } from "./queries";
import { filesShownOnVehicles } from "@/server/vehicles/queries";

export const TOO_MANY_CAR_PICTURES_MESSAGE = `A driver can have at most ${MAX_CAR_PICTURES_PER_DRIVER} car pictures. Remove one first.`;

/**
 * Removes replaced files once the change that dropped them has committed; a car picture that
 * became a vehicle's picture on approval stays for the vehicle.
 */
async function discard(urls: string[]): Promise<void> {
  const shown = await filesShownOnVehicles(urls);
  await deleteStoredFiles(urls.filter((url) => !shown.has(url))).catch((error: unknown) =>
    logger.error({ err: error }, "could not remove a driver's replaced files"),
  );
}

/** PUT /api/drivers/{id}/photo: the new photo replaces the old one, which is then deleted. */
export async function replaceDriverPhoto(input: {
  driverId: number;
  file: UploadedFile;
  actor: AuditActor;
}): Promise<DriverView> {
  if (!(await findDriverRow(input.driverId))) throw notFound(DRIVER_NOT_FOUND);
  const { view, previous } = await withUploads(async (uploads) => {
    const photo = await storeDriverPhoto(uploads, input.file, input.driverId);
    return inTransaction(undefined, async (tx) => {
      const row = await lockDriverRow(tx, input.driverId);
      const [updated] = await tx
        .update(drivers)
        .set({ driver_picture: photo.url, updated_at: new Date() })
        .where(eq(drivers.driver_id, input.driverId))
        .returning();
      await recordAudit(
        tx,
        driverFilesEvent(input.driverId, input.actor, "photo_changed", {
          driver_picture: { old: row.driver_picture, new: photo.url },
        }),
      );
      return { view: await driverView(updated!, tx), previous: row.driver_picture };
    });
  });
  if (previous) await discard([previous]);
  return view;
}

/** POST /api/drivers/{id}/car-pictures: more pictures, after the existing ones. */
export async function addCarPictures(input: {
  driverId: number;
  files: UploadedFile[];
  actor: AuditActor;
}): Promise<DriverView> {
  if (!(await findDriverRow(input.driverId))) throw notFound(DRIVER_NOT_FOUND);
  return withUploads(async (uploads) => {
    const stored = await storeCarPictures(uploads, input.files, input.driverId);
    return inTransaction(undefined, async (tx) => {
      const driver = await lockDriverRow(tx, input.driverId);
      const existing = await tx
        .select({ last: max(driverCarPictures.position) })
        .from(driverCarPictures)
        .where(eq(driverCarPictures.driver_id, input.driverId));
      const count = await tx.$count(
        driverCarPictures,
        eq(driverCarPictures.driver_id, input.driverId),
      );
      if (count + stored.length > MAX_CAR_PICTURES_PER_DRIVER)
        throw new AppError("CONFLICT", TOO_MANY_CAR_PICTURES_MESSAGE);
      const start = (existing[0]?.last ?? -1) + 1;
      await tx.insert(driverCarPictures).values(
        stored.map((image, index) => ({
          driver_id: input.driverId,
          file: image.url,
          position: start + index,
        })),
      );
      await recordAudit(
        tx,
        driverFilesEvent(input.driverId, input.actor, "car_pictures_added", {
          car_pictures: { old: count, new: count + stored.length },
        }),
      );
      return driverView(driver, tx);
    });
  });
}

/** DELETE /api/drivers/{id}/car-pictures/{picture_id}. */
export async function removeCarPicture(input: {
  driverId: number;
  pictureId: number;
  actor: AuditActor;
}): Promise<DriverView> {
  const { view, url } = await inTransaction(undefined, async (tx) => {
    const [removed] = await tx
      .delete(driverCarPictures)
      .where(
        and(
          eq(driverCarPictures.picture_id, input.pictureId),
          eq(driverCarPictures.driver_id, input.driverId),
        ),
      )
      .returning();
    if (!removed) throw notFound("Car picture not found");
    await recordAudit(
      tx,
      driverFilesEvent(input.driverId, input.actor, "car_picture_removed", {
        car_picture: { old: removed.file, new: null },
      }),
    );
    const driver = await findDriverRow(input.driverId, tx);
    if (!driver) throw notFound(DRIVER_NOT_FOUND);
    return { view: await driverView(driver, tx), url: removed.file };
  });
  await discard([url]);
  return view;
}

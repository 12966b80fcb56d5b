import "server-only";
import { and, eq, max } from "drizzle-orm";
import {
  MAX_CAR_PICTURES,
  MAX_DRIVER_PHOTO_BYTES,
  MAX_DRIVER_UPLOAD_BYTES,
} from "@/lib/drivers/upload-limits";
import type { VehicleView } from "@/lib/vehicles/types";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import { driverCarPictures, vehiclePictures } from "@/server/db/schema";
import { getDb } from "@/server/db/client";
import { inTransaction } from "@/server/db/transaction";
import { AppError, notFound } from "@/server/http/errors";
import { logger } from "@/server/http/logger";
import type { MultipartLimits, UploadedFile } from "@/server/http/multipart";
import { deleteStoredFiles, withUploads, type StoredImage } from "@/server/storage/stored-files";
import { findVehicleRow, lockVehicleRow, VEHICLE_NOT_FOUND, vehicleView } from "./queries";

/** As many pictures as a driver's car may have, with the same limits (one phone upload). */
export const MAX_VEHICLE_PICTURES = MAX_CAR_PICTURES;
export const TOO_MANY_VEHICLE_PICTURES_MESSAGE = `A vehicle can have at most ${MAX_VEHICLE_PICTURES} pictures. Remove one first.`;

export const VEHICLE_PICTURES_UPLOAD = {
  files: {
    pictures: {
      maxBytes: MAX_DRIVER_PHOTO_BYTES,
      maxCount: MAX_VEHICLE_PICTURES,
      required: true,
      requiredMessage: "At least one picture is required",
    },
  },
  maxRequestBytes: MAX_DRIVER_UPLOAD_BYTES,
} satisfies MultipartLimits;

/** POST /api/admin/vehicles/{id}/pictures: re-encoded, private, after the existing ones. */
export async function addVehiclePictures(input: {
  vehicleId: number;
  files: UploadedFile[];
  actor: AuditActor;
}): Promise<VehicleView> {
  if (!(await findVehicleRow(input.vehicleId))) throw notFound(VEHICLE_NOT_FOUND);
  return withUploads(async (uploads) => {
    const stored: StoredImage[] = [];
    for (const file of input.files)
      stored.push(
        await uploads.storeImage({
          ownerKind: "vehicle",
          ownerId: input.vehicleId,
          visibility: "private",
          file,
          folder: "vehicles",
          maxSide: 1600,
        }),
      );
    return inTransaction(undefined, async (tx) => {
      const vehicle = await lockVehicleRow(tx, input.vehicleId);
      const where = eq(vehiclePictures.vehicle_id, input.vehicleId);
      const count = await tx.$count(vehiclePictures, where);
      if (count + stored.length > MAX_VEHICLE_PICTURES)
        throw new AppError("CONFLICT", TOO_MANY_VEHICLE_PICTURES_MESSAGE);
      const [last] = await tx
        .select({ last: max(vehiclePictures.position) })
        .from(vehiclePictures)
        .where(where);
      const start = (last?.last ?? -1) + 1;
      await tx.insert(vehiclePictures).values(
        stored.map((image, index) => ({
          vehicle_id: input.vehicleId,
          file: image.url,
          position: start + index,
        })),
      );
      await recordAudit(tx, {
        actor: input.actor,
        entity: { kind: "vehicle", id: input.vehicleId },
        action: "pictures_added",
        changes: { pictures: { old: count, new: count + stored.length } },
      });
      return vehicleView(vehicle, tx);
    });
  });
}

/** DELETE /api/admin/vehicles/{id}/pictures/{pictureId}; a driver's own copy is kept. */
export async function removeVehiclePicture(input: {
  vehicleId: number;
  pictureId: number;
  actor: AuditActor;
}): Promise<VehicleView> {
  const { view, url } = await inTransaction(undefined, async (tx) => {
    const [removed] = await tx
      .delete(vehiclePictures)
      .where(
        and(
          eq(vehiclePictures.picture_id, input.pictureId),
          eq(vehiclePictures.vehicle_id, input.vehicleId),
        ),
      )
      .returning();
    if (!removed) throw notFound("Picture not found");
    await recordAudit(tx, {
      actor: input.actor,
      entity: { kind: "vehicle", id: input.vehicleId },
      action: "picture_removed",
      changes: { picture: { old: removed.file, new: null } },
    });
    const vehicle = await findVehicleRow(input.vehicleId, tx);
    if (!vehicle) throw notFound(VEHICLE_NOT_FOUND);
    return { view: await vehicleView(vehicle, tx), url: removed.file };
  });
  const db = await getDb();
  const driverCopy = await db.$count(driverCarPictures, eq(driverCarPictures.file, url));
  if (driverCopy === 0)
    await deleteStoredFiles([url]).catch((error: unknown) =>
      logger.error({ err: error }, "could not remove a vehicle's picture file"),
    );
  return view;
}

import "server-only";
import {
  MAX_CAR_PICTURES,
  MAX_DRIVER_PHOTO_BYTES,
  MAX_DRIVER_UPLOAD_BYTES,
} from "@/lib/drivers/upload-limits";
import { inArray } from "drizzle-orm";
import type { Transaction } from "@/server/db/client";
import { storedFiles } from "@/server/db/schema";
import type { MultipartLimits, UploadedFile } from "@/server/http/multipart";
import type { StoredImage, Uploads } from "@/server/storage/stored-files";

/** Text fields beside the files: generous per field; the zod schema has the real limits. */
function textFields(names: readonly string[]): Record<string, { maxLength: number }> {
  return Object.fromEntries(names.map((name) => [name, { maxLength: 1000 }]));
}

/** POST /api/drivers: the form's text fields, `driver_picture` and repeated `car_pictures`. */
export function driverFormLimits(fieldNames: readonly string[]) {
  return {
    files: {
      driver_picture: { maxBytes: MAX_DRIVER_PHOTO_BYTES },
      car_pictures: { maxBytes: MAX_DRIVER_PHOTO_BYTES, maxCount: MAX_CAR_PICTURES },
    },
    fields: textFields(fieldNames),
    maxRequestBytes: MAX_DRIVER_UPLOAD_BYTES,
  } satisfies MultipartLimits;
}

export const DRIVER_PHOTO_UPLOAD = {
  files: {
    driver_picture: {
      maxBytes: MAX_DRIVER_PHOTO_BYTES,
      required: true,
      requiredMessage: "Driver Picture is required",
    },
  },
  maxRequestBytes: MAX_DRIVER_UPLOAD_BYTES,
} satisfies MultipartLimits;

export const CAR_PICTURES_UPLOAD = {
  files: {
    car_pictures: {
      maxBytes: MAX_DRIVER_PHOTO_BYTES,
      maxCount: MAX_CAR_PICTURES,
      required: true,
      requiredMessage: "At least one car picture is required",
    },
  },
  maxRequestBytes: MAX_DRIVER_UPLOAD_BYTES,
} satisfies MultipartLimits;

/** A driver's photo: at most 1200 px on its longest side, private. */
export function storeDriverPhoto(uploads: Uploads, file: UploadedFile, driverId: number | null) {
  return uploads.storeImage({
    ownerKind: "driver",
    ownerId: driverId,
    visibility: "private",
    file,
    folder: "drivers/photos",
    maxSide: 1200,
  });
}

/**
 * Re-encoding a photo is the slow part of an application (about half a second each on a busy
 * 2-core server): two at a time keeps both cores busy without holding nine decoded photos.
 */
const CAR_PICTURE_WORKERS = 2;

/**
 * Car pictures: at most 1600 px on the longest side, private, in the order sent. Every started
 * store is awaited before a failure is thrown, so `withUploads` removes all of them.
 */
export async function storeCarPictures(
  uploads: Uploads,
  files: readonly UploadedFile[],
  driverId: number | null,
): Promise<StoredImage[]> {
  const stored: StoredImage[] = new Array<StoredImage>(files.length);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const at = next++;
      stored[at] = await uploads.storeImage({
        ownerKind: "driver",
        ownerId: driverId,
        visibility: "private",
        file: files[at]!,
        folder: "drivers/cars",
        maxSide: 1600,
      });
    }
  };
  const workers = Math.min(CAR_PICTURE_WORKERS, files.length);
  const results = await Promise.allSettled(Array.from({ length: workers }, worker));
  const failed = results.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
  return stored;
}

/** Files stored before their driver row existed are given to it inside the creating transaction. */
export async function assignFilesToDriver(
  tx: Transaction,
  keys: readonly string[],
  driverId: number,
): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .update(storedFiles)
    .set({ owner_id: driverId })
    .where(inArray(storedFiles.key, [...keys]));
}

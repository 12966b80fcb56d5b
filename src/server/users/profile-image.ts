import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Executor } from "@/server/db/client";
import { executorOrDb } from "@/server/db/transaction";
import { users } from "@/server/db/schema";
import { AppError, notFound } from "@/server/http/errors";
import { deleteFile, storeFile } from "@/server/storage/files";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
// 40 megapixels: far above any phone photo, far below a decompression bomb.
export const MAX_INPUT_PIXELS = 40_000_000;
export const AVATAR_SIZE_PX = 400;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
export const NOT_AN_IMAGE_MESSAGE = "Please upload a JPEG, PNG or WebP image.";

/**
 * Checks the bytes (not the name or the browser's MIME type) are a JPEG, PNG or WebP within
 * the limits, and re-encodes them as a JPEG of at most 400 px, which also drops metadata.
 */
export async function normaliseAvatar(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0)
    throw new AppError("BAD_REQUEST", "Please choose an image to upload.", {
      errors: { profile_image: "Please choose an image to upload." },
    });
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", "The image must be 5 MB or smaller.");
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", NOT_AN_IMAGE_MESSAGE, {
      errors: { profile_image: NOT_AN_IMAGE_MESSAGE },
    });
  }
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: "cover", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer();
  } catch {
    // Too many pixels, or a truncated file that only looked like an image.
    throw new AppError("UNPROCESSABLE", "The image could not be read. Please try another image.", {
      errors: { profile_image: "The image could not be read." },
    });
  }
}

/** Stores the new photo under a server-made name, points the user at it, removes the old one. */
export async function replaceProfileImage(
  input: { userId: number; bytes: Buffer },
  executor?: Executor,
): Promise<string> {
  const jpeg = await normaliseAvatar(input.bytes);
  const stored = await storeFile({
    key: `avatars/${randomBytes(16).toString("hex")}.jpg`,
    body: jpeg,
    contentType: "image/jpeg",
  });
  const db = await executorOrDb(executor);
  const [previous] = await db
    .select({ profile_image: users.profile_image })
    .from(users)
    .where(eq(users.user_id, input.userId))
    .limit(1);
  if (!previous) {
    await deleteFile(stored.url);
    throw notFound("User not found");
  }
  await db
    .update(users)
    .set({ profile_image: stored.url, updated_at: new Date() })
    .where(eq(users.user_id, input.userId));
  if (previous.profile_image) await deleteFile(previous.profile_image);
  return stored.url;
}

export async function removeProfileImage(userId: number, executor?: Executor): Promise<void> {
  const db = await executorOrDb(executor);
  const [previous] = await db
    .select({ profile_image: users.profile_image })
    .from(users)
    .where(eq(users.user_id, userId))
    .limit(1);
  if (!previous) throw notFound("User not found");
  await db
    .update(users)
    .set({ profile_image: null, updated_at: new Date() })
    .where(eq(users.user_id, userId));
  if (previous.profile_image) await deleteFile(previous.profile_image);
}

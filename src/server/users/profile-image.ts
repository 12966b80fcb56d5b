import "server-only";
import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { executorOrDb, inTransaction } from "@/server/db/transaction";
import { notFound } from "@/server/http/errors";
import type { MultipartLimits, UploadedFile } from "@/server/http/multipart";
import { deleteFile } from "@/server/storage/files";
import { deleteStoredFiles, withUploads } from "@/server/storage/stored-files";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 400;

/** What POST /api/users/{user_id}/profile-image reads: one image in `profile_image`. */
export const PROFILE_IMAGE_UPLOAD = {
  files: {
    profile_image: {
      maxBytes: MAX_UPLOAD_BYTES,
      required: true,
      requiredMessage: "Please choose an image to upload.",
    },
  },
} satisfies MultipartLimits;

/** Photos stored before stored_files were served from elsewhere (a public Blob URL) and have no row. */
async function discardPhoto(url: string, executor?: Executor): Promise<void> {
  if (url.startsWith("/api/files/")) await deleteStoredFiles([url], executor);
  else await deleteFile(url);
}

/**
 * Stores the new photo (checked by its bytes, a square JPEG of at most 400 px, private to its
 * owner), points the user at it, then removes the old one. If pointing fails the new file goes.
 */
export async function replaceProfileImage(
  input: { userId: number; file: UploadedFile },
  executor?: Executor,
): Promise<string> {
  const { url, previous } = await withUploads(async (uploads) => {
    const image = await uploads.storeImage({
      ownerKind: "user",
      ownerId: input.userId,
      visibility: "private",
      file: input.file,
      folder: "avatars",
      maxSide: AVATAR_SIZE_PX,
      square: true,
      format: "jpeg",
      executor,
    });
    const before = await inTransaction(executor, async (tx) => {
      const [row] = await tx
        .select({ profile_image: users.profile_image })
        .from(users)
        .where(eq(users.user_id, input.userId))
        .limit(1);
      if (!row) throw notFound("User not found");
      await tx
        .update(users)
        .set({ profile_image: image.url, updated_at: new Date() })
        .where(eq(users.user_id, input.userId));
      return row.profile_image;
    });
    return { url: image.url, previous: before };
  });
  if (previous) await discardPhoto(previous, executor);
  return url;
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
  if (previous.profile_image) await discardPhoto(previous.profile_image, executor);
}

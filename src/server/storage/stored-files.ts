import "server-only";
import { logger } from "@/server/http/logger";
import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { getDb, type Executor } from "@/server/db/client";
import { executorOrDb } from "@/server/db/transaction";
import { storedFiles, type StoredFileRow } from "@/server/db/schema";
import { deleteFile, localFileUrl, storeFile } from "./files";
import { normaliseImage, type ImageOutputFormat } from "./image";
import type { UploadedFile } from "@/server/http/multipart";

export type FileOwnerKind = StoredFileRow["owner_kind"];
export type FileVisibility = StoredFileRow["visibility"];

export interface StoredImage {
  key: string;
  /** `/api/files/{key}`: what a record keeps and a page shows; served by the access-checked route. */
  url: string;
  content_type: string;
  size_bytes: number;
  width: number;
  height: number;
}

export interface StoreImageInput {
  ownerKind: FileOwnerKind;
  /** The user, driver or partner id; null for site files. */
  ownerId: number | null;
  visibility: FileVisibility;
  /** A file from readMultipart (or raw bytes with its field name). */
  file: UploadedFile;
  /** The key's folder, by purpose: "avatars", "drivers/photos", "cars", "partners/logos". */
  folder: string;
  /** Longest side after re-encoding; 2048 unless given. */
  maxSide?: number;
  square?: boolean;
  format?: ImageOutputFormat;
  /** The caller's transaction: the row commits (or rolls back) with the change that uses it. */
  executor?: Executor;
}

/**
 * Checks, re-encodes and stores one image, then records it in stored_files. If recording fails
 * the bytes are removed again. Wrap a request's uploads in `withUploads` so a later failure in
 * the same request removes them too.
 */
export async function storeImage(input: StoreImageInput): Promise<StoredImage> {
  const image = await normaliseImage(input.file.bytes, {
    field: input.file.field,
    maxSide: input.maxSide ?? 2048,
    square: input.square,
    format: input.format ?? "webp",
  });
  const key = `${input.folder}/${randomBytes(16).toString("hex")}.${image.extension}`;
  const stored = await storeFile({ key, body: image.body, contentType: image.contentType });
  try {
    const db = await executorOrDb(input.executor);
    await db.insert(storedFiles).values({
      key,
      owner_kind: input.ownerKind,
      owner_id: input.ownerId,
      visibility: input.visibility,
      content_type: image.contentType,
      size_bytes: image.body.length,
      width: image.width,
      height: image.height,
    });
  } catch (error) {
    await deleteFile(stored.url);
    throw error;
  }
  return {
    key,
    url: stored.url,
    content_type: image.contentType,
    size_bytes: image.body.length,
    width: image.width,
    height: image.height,
  };
}

export async function findStoredFile(key: string): Promise<StoredFileRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key)).limit(1);
  return row ?? null;
}

const keyOf = (keyOrUrl: string) => keyOrUrl.replace(/^\/api\/files\//, "");

/** Removes files (bytes and rows), given keys or `/api/files/...` URLs. Missing ones are skipped. */
export async function deleteStoredFiles(keysOrUrls: string[], executor?: Executor): Promise<void> {
  if (keysOrUrls.length === 0) return;
  const keys = keysOrUrls.map(keyOf);
  const db = await executorOrDb(executor);
  await db.delete(storedFiles).where(inArray(storedFiles.key, keys));
  for (const key of keys) await deleteFile(localFileUrl(key));
}

export interface Uploads {
  storeImage(input: StoreImageInput): Promise<StoredImage>;
}

/**
 * Runs a request's work with an upload session: every image stored through it is deleted again
 * (bytes and row) if the work throws, so a failed request leaves no orphan files behind.
 */
export async function withUploads<T>(work: (uploads: Uploads) => Promise<T>): Promise<T> {
  const stored: string[] = [];
  try {
    return await work({
      storeImage: async (input) => {
        const image = await storeImage(input);
        stored.push(image.key);
        return image;
      },
    });
  } catch (error) {
    await deleteStoredFiles(stored).catch((cleanupError: unknown) =>
      logger.error({ err: cleanupError }, "could not remove the files of a failed request"),
    );
    throw error;
  }
}

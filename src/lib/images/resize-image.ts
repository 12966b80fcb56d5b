/**
 * Phone photos (4000x3000, 3-6 MB) are resized in the browser before upload, so a driver picture
 * plus several car pictures stay under a serverless function's 4.5 MB request limit. The maths
 * is pure (and unit-tested); the canvas work runs only in a browser.
 */
import { RESIZE_MAX_SIDE_PX } from "@/lib/drivers/upload-limits";
import { encodeWithinBudget, formatBytes, PHOTO_BYTE_BUDGET } from "./photo-budget";

export const HEIC_MESSAGE =
  "HEIC photos (the iPhone's default format) cannot be uploaded. Set the camera to 'Most Compatible' (Settings > Camera > Formats), or send a screenshot or a JPEG of the photo.";
export const UNREADABLE_IMAGE_MESSAGE =
  "This file could not be read as a photo. Please choose a JPEG, PNG or WebP image.";

/** A file already this small, and within the size limit, is sent as it is. */
const KEEP_AS_IS_BYTES = 500 * 1024;
const PASS_THROUGH_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

export interface Size {
  width: number;
  height: number;
}

/** The size that fits within `maxSide` on its longest side, keeping the aspect ratio; never enlarges. */
export function fitWithin({ width, height }: Size, maxSide: number): Size {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The name of the resized file: the same name with a .jpg extension. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, "");
  return `${base || "photo"}.jpg`;
}

// ISO-BMFF brands of HEIF/HEIC images, found at bytes 8-11 after "ftyp" at bytes 4-7.
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

/** True for an HEIC/HEIF photo, by its type, its name or its first bytes. */
export function looksLikeHeic(type: string, name: string, head: Uint8Array): boolean {
  if (/^image\/hei[cf]/i.test(type) || /\.(heic|heif)$/i.test(name)) return true;
  if (head.length < 12) return false;
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  return ascii(4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(8, 12).toLowerCase());
}

export class PhotoError extends Error {}

async function decode(file: File): Promise<ImageBitmap> {
  try {
    // "from-image" applies the EXIF orientation, so a portrait phone photo stays upright.
    return await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new PhotoError(UNREADABLE_IMAGE_MESSAGE);
  }
}

function encode(bitmap: ImageBitmap, size: Size, quality: number): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  if (!context) throw new PhotoError(UNREADABLE_IMAGE_MESSAGE);
  // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new PhotoError(UNREADABLE_IMAGE_MESSAGE))),
      "image/jpeg",
      quality,
    ),
  );
}

export const tooLargeMessage = (name: string, budget: number) =>
  `"${name}" could not be made smaller than ${formatBytes(budget)}. Please choose another photo of it, or take it again at a lower resolution.`;

/**
 * The photo to upload: refused with HEIC_MESSAGE when it is HEIC, sent as it is when already
 * small, otherwise scaled and JPEG-encoded, harder and harder, until it is at most `budget` bytes
 * (refused, naming the photo, when even the smallest encoding is larger).
 */
export async function resizeImageFile(
  file: File,
  { budget = PHOTO_BYTE_BUDGET } = {},
): Promise<File> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (looksLikeHeic(file.type, file.name, head)) throw new PhotoError(HEIC_MESSAGE);
  const bitmap = await decode(file);
  try {
    const size = fitWithin(bitmap, RESIZE_MAX_SIDE_PX);
    const unchanged = size.width === bitmap.width && size.height === bitmap.height;
    const small = file.size <= Math.min(KEEP_AS_IS_BYTES, budget);
    if (unchanged && small && PASS_THROUGH_TYPES.has(file.type)) return file;
    const blob = await encodeWithinBudget(
      (step) => encode(bitmap, fitWithin(bitmap, step.maxSide), step.quality),
      budget,
    );
    if (!blob) throw new PhotoError(tooLargeMessage(file.name, budget));
    return new File([blob], jpegName(file.name), { type: "image/jpeg", lastModified: Date.now() });
  } finally {
    bitmap.close();
  }
}

/** Resizes each photo in turn (one decoded phone photo at a time keeps a phone's memory low). */
export async function resizeImageFiles(files: readonly File[]): Promise<File[]> {
  const resized: File[] = [];
  for (const file of files) resized.push(await resizeImageFile(file));
  return resized;
}

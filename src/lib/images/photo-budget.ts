/**
 * The byte budget of one photo of the driver application, and the choice of how hard to compress
 * a photo to meet it. Pure (the encoder is passed in), so the ladder is unit-tested without a canvas.
 *
 * Why a budget and not only a size: a 1600 px JPEG of a detailed phone photo can be 750 kB, and
 * nine of them (one driver picture, eight car pictures) overflow the 4.4 MB request cap.
 */
import { MAX_CAR_PICTURES, MAX_DRIVER_UPLOAD_BYTES } from "@/lib/drivers/upload-limits";

/** Room for the text fields and the multipart framing of the request. */
export const FIELDS_MARGIN_BYTES = 100_000;

/** Every photo the picker allows fits the request cap when each stays under this. */
export const PHOTO_BYTE_BUDGET = Math.floor(
  (MAX_DRIVER_UPLOAD_BYTES - FIELDS_MARGIN_BYTES) / (1 + MAX_CAR_PICTURES),
);

export interface EncodeStep {
  /** Longest side in pixels. */
  maxSide: number;
  /** JPEG quality, 0-1. */
  quality: number;
}

/** Quality first (a sharper, smaller photo), then dimensions, until the photo fits. */
export const ENCODE_STEPS: readonly EncodeStep[] = [
  { maxSide: 1600, quality: 0.82 },
  { maxSide: 1600, quality: 0.7 },
  { maxSide: 1600, quality: 0.6 },
  { maxSide: 1280, quality: 0.7 },
  { maxSide: 1280, quality: 0.6 },
  { maxSide: 1024, quality: 0.6 },
  { maxSide: 800, quality: 0.6 },
  { maxSide: 640, quality: 0.5 },
];

/**
 * The first encoding, along `steps`, of at most `budget` bytes; null when even the last is larger.
 * Encodes one step at a time, so a photo that fits at once costs a single encode.
 */
export async function encodeWithinBudget<B extends { size: number }>(
  encode: (step: EncodeStep) => Promise<B>,
  budget: number = PHOTO_BYTE_BUDGET,
  steps: readonly EncodeStep[] = ENCODE_STEPS,
): Promise<B | null> {
  for (const step of steps) {
    const blob = await encode(step);
    if (blob.size <= budget) return blob;
  }
  return null;
}

/** Per-part framing of a multipart body: boundary, headers and line breaks (generous). */
const PART_OVERHEAD_BYTES = 200;

/** UTF-8 length, counted by hand: TextEncoder is missing from some test environments (jsdom). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const point = char.codePointAt(0)!;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** About how many bytes a multipart body of these parts takes (an upper estimate). */
export function estimateMultipartBytes(
  parts: Iterable<[string, string | { size: number; name?: string }]>,
): number {
  let total = 0;
  for (const [name, value] of parts) {
    total += PART_OVERHEAD_BYTES + utf8Length(name);
    total +=
      typeof value === "string" ? utf8Length(value) : value.size + utf8Length(value.name ?? "");
  }
  return total;
}

/** "1.2 MB" / "450 kB": sizes as the applicant reads them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} kB`;
}

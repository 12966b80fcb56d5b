import type { Area } from "react-easy-crop";

export const CROP_OUTPUT_MAX_PX = 400;
export const CROP_JPEG_QUALITY = 0.95;

/** Spec nudging: 1 px, 10 with Shift, 100 with Ctrl or Cmd. */
export function nudgeStep(event: {
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}): number {
  if (event.ctrlKey || event.metaKey) return 100;
  if (event.shiftKey) return 10;
  return 1;
}

const DIRECTIONS: Record<string, { x: number; y: number }> = {
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
};

export function nudgeDirection(key: string): { x: number; y: number } | null {
  return DIRECTIONS[key] ?? null;
}

/** Keeps the image covering the crop area (react-easy-crop's own rule, without rotation). */
export function clampCrop(
  crop: { x: number; y: number },
  media: { width: number; height: number } | null,
  cropSize: { width: number; height: number } | null,
  zoom: number,
): { x: number; y: number } {
  if (!media || !cropSize) return crop;
  const maxX = Math.max(0, (media.width * zoom - cropSize.width) / 2);
  const maxY = Math.max(0, (media.height * zoom - cropSize.height) / 2);
  return { x: Math.min(maxX, Math.max(-maxX, crop.x)), y: Math.min(maxY, Math.max(-maxY, crop.y)) };
}

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("The image could not be loaded"));
    image.src = source;
  });
}

/** Draws the chosen square into a canvas of at most 400 px and encodes it as JPEG at 0.95. */
export async function cropToJpeg(source: string, area: Area): Promise<Blob> {
  const image = await loadImage(source);
  const side = Math.max(1, Math.min(CROP_OUTPUT_MAX_PX, Math.round(area.width)));
  const canvas = document.createElement("canvas");
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("Canvas is not available");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, side, side);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The image could not be encoded"))),
      "image/jpeg",
      CROP_JPEG_QUALITY,
    );
  });
}

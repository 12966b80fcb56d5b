import sharp from "sharp";

/**
 * A photo the size a phone camera takes (4000x3000 JPEG of 3-6 MB): random colour noise scaled
 * up, so it compresses like a detailed real photo rather than a flat test card.
 */
export async function phoneCameraPhoto(name: string): Promise<{
  name: string;
  mimeType: string;
  buffer: Buffer;
}> {
  const width = 400;
  const height = 300;
  const raw = Buffer.alloc(width * height * 3);
  for (let at = 0; at < raw.length; at += 1) raw[at] = Math.floor(Math.random() * 256);
  const buffer = await sharp(raw, { raw: { width, height, channels: 3 } })
    .resize(4000, 3000, { kernel: "cubic" })
    .jpeg({ quality: 95 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

// Draws the driver app's home-screen icons from the site's mark (src/app/icon.svg) with sharp.
// The PNGs are committed; run again (node scripts/driver-app-icons.mjs) when the mark changes.
//  - icon-192.png, icon-512.png: the mark as the site shows it (rounded black tile, gold A).
//  - icon-maskable-512.png: full-bleed black with the A inside the central 80% safe zone, so a
//    launcher's circle or squircle mask never cuts it.
//  - apple-touch-icon.png (180): iOS adds its own rounded corners, so a square tile.
import { readFile, mkdir } from "node:fs/promises";
import sharp from "sharp";

const OUT = "public/driver-app";
const BLACK = "#0b0b0c";

const svg = await readFile("src/app/icon.svg", "utf8");
const mark = svg.match(/<path[^>]*\/>/)?.[0];
if (!mark) throw new Error("src/app/icon.svg has no path for the mark");

/** The mark on a square black tile; `scale` is how much of the tile the 32-unit mark spans. */
function tile({ radius, scale }) {
  const offset = (32 - 32 * scale) / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
      `<rect width="32" height="32" rx="${radius}" fill="${BLACK}"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${scale})">${mark}</g></svg>`,
  );
}

await mkdir(OUT, { recursive: true });
const icons = [
  { file: "icon-192.png", size: 192, radius: 7, scale: 1 },
  { file: "icon-512.png", size: 512, radius: 7, scale: 1 },
  { file: "icon-maskable-512.png", size: 512, radius: 0, scale: 0.75 },
  { file: "apple-touch-icon.png", size: 180, radius: 0, scale: 0.9 },
];
for (const icon of icons) {
  await sharp(tile(icon), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${OUT}/${icon.file}`);
  console.log(`${OUT}/${icon.file}`);
}

import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const PUBLIC = path.join(process.cwd(), "public");
const manifest = JSON.parse(
  readFileSync(path.join(PUBLIC, "driver-app/manifest.webmanifest"), "utf8"),
) as {
  name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

describe("the driver app's web app manifest", () => {
  it("installs as Chauffeur jobs, opening standalone on the jobs, in the site's black", () => {
    expect(manifest).toMatchObject({
      name: "Chauffeur jobs",
      start_url: "/driver-dashboard",
      scope: "/driver-dashboard",
      display: "standalone",
      theme_color: "#0b0b0c",
      background_color: "#0b0b0c",
    });
  });

  it("lists 192 and 512 px PNG icons and a maskable one, each the size it says", async () => {
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ]);
    for (const icon of manifest.icons) {
      const meta = await sharp(path.join(PUBLIC, icon.src)).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      expect(meta.format).toBe("png");
    }
  });

  it("has an opaque maskable icon: a launcher's mask never shows a transparent corner", async () => {
    const { data } = await sharp(path.join(PUBLIC, "driver-app/icon-maskable-512.png"))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(255);
  });
});

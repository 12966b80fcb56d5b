import {
  fitWithin,
  HEIC_MESSAGE,
  jpegName,
  looksLikeHeic,
  resizeImageFile,
} from "@/lib/images/resize-image";
import { MAX_CAR_PICTURES, MAX_DRIVER_UPLOAD_BYTES } from "@/lib/drivers/upload-limits";

const heicHead = (brand: string) =>
  new Uint8Array([0, 0, 0, 24, ...Buffer.from("ftyp"), ...Buffer.from(brand)]);

describe("fitWithin", () => {
  it("scales a 4000x3000 phone photo to 1600 on its longest side", () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 1600)).toEqual({ width: 1600, height: 1200 });
  });

  it("scales a portrait photo by its height", () => {
    expect(fitWithin({ width: 3024, height: 4032 }, 1600)).toEqual({ width: 1200, height: 1600 });
  });

  it("never enlarges a small image", () => {
    expect(fitWithin({ width: 800, height: 600 }, 1600)).toEqual({ width: 800, height: 600 });
  });

  it("keeps at least one pixel on a very thin image", () => {
    expect(fitWithin({ width: 20000, height: 2 }, 1600)).toEqual({ width: 1600, height: 1 });
  });

  it("answers nothing for an empty image", () => {
    expect(fitWithin({ width: 0, height: 300 }, 1600)).toEqual({ width: 0, height: 0 });
  });

  it("leaves room for a driver picture and every car picture under the request limit", () => {
    // A 1600x1200 JPEG at quality 0.82 of a detailed photo is at most about 450 kB.
    const { width, height } = fitWithin({ width: 4000, height: 3000 }, 1600);
    const worstCasePhoto = width * height * 0.23;
    expect(worstCasePhoto * (1 + MAX_CAR_PICTURES)).toBeLessThan(MAX_DRIVER_UPLOAD_BYTES);
  });
});

describe("jpegName", () => {
  it.each([
    ["IMG_0001.PNG", "IMG_0001.jpg"],
    ["car.front.webp", "car.front.jpg"],
    ["noext", "noext.jpg"],
    [".png", "photo.jpg"],
  ])("%s becomes %s", (name, expected) => {
    expect(jpegName(name)).toBe(expected);
  });
});

describe("looksLikeHeic", () => {
  it("spots HEIC by type, by name and by its bytes", () => {
    const none = new Uint8Array();
    expect(looksLikeHeic("image/heic", "a.jpg", none)).toBe(true);
    expect(looksLikeHeic("image/heif", "a", none)).toBe(true);
    expect(looksLikeHeic("", "IMG_1234.HEIC", none)).toBe(true);
    expect(looksLikeHeic("image/jpeg", "renamed.jpg", heicHead("heic"))).toBe(true);
    expect(looksLikeHeic("image/jpeg", "renamed.jpg", heicHead("mif1"))).toBe(true);
  });

  it("lets JPEG, PNG and an MP4's ftyp brand through", () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);
    expect(looksLikeHeic("image/jpeg", "a.jpg", jpeg)).toBe(false);
    expect(looksLikeHeic("image/png", "a.png", new Uint8Array([137, 80, 78, 71]))).toBe(false);
    expect(looksLikeHeic("video/mp4", "a.mp4", heicHead("isom"))).toBe(false);
  });
});

describe("resizeImageFile", () => {
  it("refuses an iPhone HEIC photo renamed .jpg, saying how to send it", async () => {
    const file = new File([heicHead("heic"), new Uint8Array(100)], "IMG_0001.jpg", {
      type: "image/jpeg",
    });
    await expect(resizeImageFile(file)).rejects.toThrow(HEIC_MESSAGE);
    expect(HEIC_MESSAGE).toMatch(/Most Compatible/);
    expect(HEIC_MESSAGE).toMatch(/JPEG/);
  });
});

import { NextRequest } from "next/server";
import sharp from "sharp";
import { POST as submit } from "@/app/api/drivers/route";
import { GET as serveFile } from "@/app/api/files/[...key]/route";
import { issueToken } from "@/server/auth/session";
import {
  HEIC_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
  TOO_MANY_PIXELS_MESSAGE,
} from "@/server/storage/image";
import type { UserRow } from "@/server/db/schema";
import { call, freshAddress } from "@test/accounts";
import {
  applicationFields,
  applicationFiles,
  driverFilesOnDisk,
  HEIC_HEADER,
  incompressible,
  jpeg,
  multipart,
  pngClaiming,
  reloadDriver,
  storedFileCount,
  type FilePart,
} from "@test/drivers";

interface Receipt {
  driver_id: number;
  first_name: string;
  last_name: string;
  status: string;
}

function apply(fields: Record<string, string>, files: FilePart[], address = freshAddress()) {
  return call<{
    success: boolean;
    message: string;
    data?: Receipt;
    errors?: Record<string, string>;
  }>(submit, {
    method: "POST",
    url: "/api/drivers",
    formData: multipart(fields, files),
    headers: address,
  });
}

async function fetchFile(url: string, viewer?: UserRow): Promise<Response> {
  const headers = new Headers();
  if (viewer) headers.set("cookie", `next-auth.session-token=${await issueToken(viewer)}`);
  return serveFile(new NextRequest(`http://localhost:3000${url}`, { headers }), {
    params: Promise.resolve({ key: url.replace("/api/files/", "").split("/") }),
  });
}

describe("POST /api/drivers: the pictures are checked by their bytes", () => {
  async function withCarPicture(file: FilePart) {
    const [photo] = await applicationFiles();
    return apply(applicationFields(), [photo!, file]);
  }

  it.each([
    [
      "an SVG named .jpg",
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    ],
    ["an HTML file named .jpg", "<!doctype html><html><script>alert(1)</script></html>"],
  ])("refuses %s, leaving no file or row behind", async (_label, content) => {
    const filesBefore = driverFilesOnDisk().length;
    const rowsBefore = await storedFileCount();
    const res = await withCarPicture({ field: "car_pictures", bytes: content, name: "car.jpg" });
    expect(res.status).toBe(415);
    expect(res.body.errors).toEqual({ car_pictures: NOT_AN_IMAGE_MESSAGE });
    // The driver picture had been stored before the car picture failed: it is removed again.
    expect(driverFilesOnDisk()).toHaveLength(filesBefore);
    expect(await storedFileCount()).toBe(rowsBefore);
  });

  it("refuses an iPhone HEIC photo with a message saying how to send it", async () => {
    const res = await withCarPicture({
      field: "car_pictures",
      bytes: HEIC_HEADER,
      name: "IMG.heic",
    });
    expect(res.status).toBe(415);
    expect(res.body.errors).toEqual({ car_pictures: HEIC_MESSAGE });
    expect(HEIC_MESSAGE).toMatch(/JPEG/);
  });

  it("re-encodes a JPEG with a script appended, so the script is not stored", async () => {
    const script = "<script>alert('stored')</script>";
    const bytes = Buffer.concat([await jpeg(400, 300), Buffer.from(script)]);
    const res = await apply(applicationFields(), [
      { field: "driver_picture", bytes },
      { field: "car_pictures", bytes: await jpeg() },
    ]);
    expect(res.status).toBe(201);
    const row = (await reloadDriver(res.body.data!.driver_id))!;
    const { createUser } = await import("@test/factories");
    const admin = await createUser({ role: "admin" });
    const served = await fetchFile(row.driver_picture!, admin);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const stored = Buffer.from(await served.arrayBuffer());
    expect(stored.includes(Buffer.from("<script"))).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe("webp");
  });

  it("refuses an oversized file with 413 naming the field", async () => {
    const res = await withCarPicture({
      field: "car_pictures",
      bytes: incompressible(3.5 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual({ car_pictures: "The file must be 3 MB or smaller." });
  });

  it("refuses a request over the serverless body limit", async () => {
    const part = (n: number): FilePart => ({
      field: "car_pictures",
      bytes: incompressible(2.5 * 1024 * 1024),
      name: `car-${n}.jpg`,
    });
    const [photo] = await applicationFiles();
    const res = await apply(applicationFields(), [photo!, part(1), part(2)]);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("The upload is too large.");
  });

  it("refuses a 20000x20000 image by its header, before decoding it", async () => {
    const filesBefore = driverFilesOnDisk().length;
    const res = await withCarPicture({
      field: "car_pictures",
      bytes: await pngClaiming(20_000, 20_000),
      name: "huge.png",
      type: "image/png",
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ car_pictures: TOO_MANY_PIXELS_MESSAGE });
    expect(driverFilesOnDisk()).toHaveLength(filesBefore);
  });

  it("refuses a real image wider than the side limit", async () => {
    const wide = await sharp({
      create: { width: 12_500, height: 40, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    const res = await withCarPicture({ field: "car_pictures", bytes: wide, type: "image/png" });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ car_pictures: TOO_MANY_PIXELS_MESSAGE });
  });
});

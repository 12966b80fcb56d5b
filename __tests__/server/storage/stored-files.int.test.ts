import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { crc32 } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { GET as serveFile } from "@/app/api/files/[...key]/route";
import { getServerConfig } from "@/env";
import { issueToken } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { storedFiles, type UserRow } from "@/server/db/schema";
import { AppError } from "@/server/http/errors";
import { HEIC_MESSAGE, NOT_AN_IMAGE_MESSAGE } from "@/server/storage/image";
import { storeImage, withUploads, type StoreImageInput } from "@/server/storage/stored-files";
import { createUser } from "@test/factories";

const upload = (bytes: Buffer | string, field = "photo") => ({
  field,
  name: "innocent.jpg",
  type: "image/jpeg",
  bytes: typeof bytes === "string" ? Buffer.from(bytes) : bytes,
});

function input(bytes: Buffer | string, overrides: Partial<StoreImageInput> = {}): StoreImageInput {
  return {
    ownerKind: "user",
    ownerId: 1,
    visibility: "private",
    file: upload(bytes),
    folder: "tests",
    ...overrides,
  };
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c89b3c" } })
    .png()
    .toBuffer();

/** A PNG whose header says 20000 x 20000: sharp makes a 1 x 1 PNG, the IHDR is rewritten. */
async function giantPngHeader(): Promise<Buffer> {
  const bytes = Buffer.from(await png(1, 1));
  bytes.writeUInt32BE(20_000, 16);
  bytes.writeUInt32BE(20_000, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

function localPath(key: string): string {
  const config = getServerConfig().files;
  if (config.kind !== "local") throw new Error("tests use the local file adapter");
  return path.join(config.directory, key);
}

async function fetchFile(url: string, viewer?: UserRow): Promise<Response> {
  const headers = new Headers();
  if (viewer) headers.set("cookie", `next-auth.session-token=${await issueToken(viewer)}`);
  return serveFile(new NextRequest(`http://localhost:3000${url}`, { headers }), {
    params: Promise.resolve({ key: url.replace("/api/files/", "").split("/") }),
  });
}

describe("storeImage", () => {
  it.each([
    [
      "an SVG named .jpg",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ],
    ["an HTML page", "<!doctype html><html><body><script>alert(1)</script></body></html>"],
  ])("refuses %s by its bytes with 415", async (_label, bytes) => {
    const error = await rejection(storeImage(input(bytes)));
    expect(error.status).toBe(415);
    expect(error.options.errors).toEqual({ photo: NOT_AN_IMAGE_MESSAGE });
  });

  it("refuses a HEIC photo with a hint to send JPEG", async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
    ]);
    const error = await rejection(storeImage(input(heic)));
    expect(error.status).toBe(415);
    expect(error.message).toBe(HEIC_MESSAGE);
    expect(error.message).toMatch(/Most Compatible/);
  });

  it("refuses a 20000 x 20000 PNG before decoding it", async () => {
    const error = await rejection(storeImage(input(await giantPngHeader())));
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/megapixels/);
  });

  it("turns the photo upright, strips EXIF and records it", async () => {
    const owner = await createUser();
    const photo = await sharp(await png(300, 150))
      .jpeg()
      .withExif({ IFD0: { Copyright: "GPS and camera secrets" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const image = await storeImage(
      input(photo, { ownerId: owner.user_id, folder: "drivers/photos", maxSide: 100 }),
    );
    expect(image.key).toMatch(/^drivers\/photos\/[a-f0-9]{32}\.webp$/);
    expect(image.url).toBe(`/api/files/${image.key}`);
    const stored = await sharp(localPath(image.key)).metadata();
    expect(stored.format).toBe("webp");
    expect(stored.exif).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([50, 100]);
    const db = await getDb();
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, image.key));
    expect(row).toMatchObject({
      owner_kind: "user",
      owner_id: owner.user_id,
      visibility: "private",
      content_type: "image/webp",
      width: 50,
      height: 100,
      size_bytes: image.size_bytes,
    });
  });
});

describe("withUploads", () => {
  it("deletes the files and rows of a request that fails after storing them", async () => {
    const keys: string[] = [];
    await expect(
      withUploads(async (uploads) => {
        keys.push((await uploads.storeImage(input(await png(20, 20)))).key);
        keys.push((await uploads.storeImage(input(await png(30, 30)))).key);
        throw new Error("a later step failed");
      }),
    ).rejects.toThrow("a later step failed");
    expect(keys).toHaveLength(2);
    const db = await getDb();
    for (const key of keys) {
      expect(existsSync(localPath(key))).toBe(false);
      expect(await db.select().from(storedFiles).where(eq(storedFiles.key, key))).toEqual([]);
    }
  });
});

describe("GET /api/files/{key}", () => {
  it("serves a private file to its owner and an administrator only", async () => {
    const owner = await createUser();
    const admin = await createUser({ role: "admin" });
    const other = await createUser();
    const { url } = await storeImage(input(await png(40, 40), { ownerId: owner.user_id }));
    const own = await fetchFile(url, owner);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/webp");
    expect(own.headers.get("cache-control")).toMatch(/^private\b/);
    expect((await fetchFile(url, admin)).status).toBe(200);
    expect((await fetchFile(url, other)).status).toBe(404);
    expect((await fetchFile(url)).status).toBe(401);
  });

  it("keeps a driver's private file for administrators until the driver policy exists", async () => {
    const admin = await createUser({ role: "admin" });
    const driverUser = await createUser({ role: "driver" });
    const { url } = await storeImage(
      input(await png(40, 40), {
        ownerKind: "driver",
        ownerId: driverUser.user_id,
        folder: "cars",
      }),
    );
    expect((await fetchFile(url, admin)).status).toBe(200);
    expect((await fetchFile(url, driverUser)).status).toBe(404);
  });

  it("serves a public file to anyone, cacheably", async () => {
    const { url } = await storeImage(
      input(await png(40, 40), { ownerKind: "partner", ownerId: 7, visibility: "public" }),
    );
    const res = await fetchFile(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/^public\b/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers 404 for an unknown or malformed key, signed in or not", async () => {
    const owner = await createUser();
    const unknown = "/api/files/avatars/0123456789abcdef0123456789abcdef.jpg";
    expect((await fetchFile(unknown)).status).toBe(404);
    expect((await fetchFile(unknown, owner)).status).toBe(404);
    expect((await fetchFile("/api/files/avatars/../../auth-secret", owner)).status).toBe(404);
  });
});

describe("profile photos stored before the stored_files table", () => {
  it("get their row from the backfill migration and stay their owner's", async () => {
    const key = "avatars/00112233445566778899aabbccddeeff.jpg";
    const owner = await createUser({ profile_image: `/api/files/${key}` });
    const other = await createUser();
    await mkdir(path.dirname(localPath(key)), { recursive: true });
    await writeFile(
      localPath(key),
      await sharp(await png(20, 20))
        .jpeg()
        .toBuffer(),
    );
    expect((await fetchFile(`/api/files/${key}`, owner)).status).toBe(404);
    // Found by name: migrations are renumbered when branches merge.
    const drizzle = path.join(process.cwd(), "drizzle");
    const file = (await readdir(drizzle)).find((name) => name.endsWith("_stored_files_custom.sql"));
    const backfill = await readFile(path.join(drizzle, file!), "utf8");
    const db = await getDb();
    await db.execute(sql.raw(backfill));
    await db.execute(sql.raw(backfill));
    const rows = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ owner_kind: "user", owner_id: owner.user_id });
    const served = await fetchFile(`/api/files/${key}`, owner);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect((await fetchFile(`/api/files/${key}`, other)).status).toBe(404);
  });
});

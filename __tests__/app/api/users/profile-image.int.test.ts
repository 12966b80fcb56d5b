import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import {
  DELETE as removeImage,
  POST as uploadImage,
} from "@/app/api/users/[user_id]/profile-image/route";
import { GET as serveFile } from "@/app/api/files/[...key]/route";
import { getServerConfig } from "@/env";
import { NextRequest } from "next/server";
import { issueToken } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { users, type UserRow } from "@/server/db/schema";
import { createUser } from "@test/factories";
import { call } from "@test/accounts";

/** GET /api/files/… as a browser's <img> would ask, with the viewer's session cookie if any; raw bytes. */
async function fetchFile(url: string, viewer?: UserRow): Promise<Response> {
  const headers = new Headers();
  if (viewer) headers.set("cookie", `next-auth.session-token=${await issueToken(viewer)}`);
  return serveFile(new NextRequest(`http://localhost:3000${url}`, { headers }), {
    params: Promise.resolve({ key: url.replace("/api/files/", "").split("/") }),
  });
}

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 160, b: 60 } } })
    .png()
    .toBuffer();
}

function form(bytes: Buffer | string, name = "avatar.jpg", type = "image/jpeg"): FormData {
  const data = new FormData();
  data.append(
    "profile_image",
    new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type }),
    name,
  );
  return data;
}

function localPath(url: string): string {
  const config = getServerConfig().files;
  if (config.kind !== "local") throw new Error("tests use the local file adapter");
  return path.join(config.directory, url.replace(/^\/api\/files\//, ""));
}

async function reload(userId: number) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.user_id, userId));
  return row!;
}

const params = (id: number) => ({ user_id: String(id) });
const urlFor = (id: number) => `/api/users/${id}/profile-image`;

describe("POST /api/users/{user_id}/profile-image", () => {
  it("re-encodes the image as a JPEG of at most 400 px under a generated name and serves it", async () => {
    const user = await createUser();
    const res = await call(uploadImage, {
      method: "POST",
      url: urlFor(user.user_id),
      params: params(user.user_id),
      as: user,
      formData: form(await png(900, 600), "../../etc/passwd.png", "text/plain"),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Profile photo updated successfully.");
    const url = (res.body.data as { profile_image: string }).profile_image;
    expect(url).toMatch(/^\/api\/files\/avatars\/[a-f0-9]{32}\.jpg$/);
    expect((await reload(user.user_id)).profile_image).toBe(url);
    const served = await fetchFile(url, user);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("jpeg");
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(400);
  });

  it("accepts WebP and JPEG by content and deletes the previous file", async () => {
    const user = await createUser();
    const webp = await sharp(await png(300, 300))
      .webp()
      .toBuffer();
    const first = await call(uploadImage, {
      method: "POST",
      url: urlFor(user.user_id),
      params: params(user.user_id),
      as: user,
      formData: form(webp, "photo.webp"),
    });
    const firstUrl = (first.body.data as { profile_image: string }).profile_image;
    expect(existsSync(localPath(firstUrl))).toBe(true);
    const jpeg = await sharp(await png(120, 120))
      .jpeg()
      .toBuffer();
    const second = await call(uploadImage, {
      method: "POST",
      url: urlFor(user.user_id),
      params: params(user.user_id),
      as: user,
      formData: form(jpeg),
    });
    expect(second.status).toBe(200);
    expect(existsSync(localPath(firstUrl))).toBe(false);
  });

  it.each([
    [
      "an SVG named .jpg",
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    ],
    [
      "an HTML file named .jpg",
      "<!doctype html><html><body><script>alert(1)</script></body></html>",
    ],
    ["plain text", "just some text"],
    ["a GIF", Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64")],
  ])("rejects %s and keeps the old photo", async (_label, bytes) => {
    const user = await createUser({
      profile_image: "/api/files/avatars/0123456789abcdef0123456789abcdef.jpg",
    });
    const res = await call(uploadImage, {
      method: "POST",
      url: urlFor(user.user_id),
      params: params(user.user_id),
      as: user,
      formData: form(bytes as Buffer | string, "innocent.jpg", "image/jpeg"),
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe("Please upload a JPEG, PNG or WebP image.");
    expect((await reload(user.user_id)).profile_image).toBe(user.profile_image);
  });

  it("rejects files over 5 MB with 413", async () => {
    const user = await createUser();
    const res = await call(uploadImage, {
      method: "POST",
      url: urlFor(user.user_id),
      params: params(user.user_id),
      as: user,
      formData: form(Buffer.alloc(5 * 1024 * 1024 + 1, 1)),
    });
    expect(res.status).toBe(413);
  });

  it("rejects images over the pixel limit", async () => {
    const user = await createUser();
    // A tiny file that decodes to 50 megapixels: the pixel limit, not the byte limit, stops it.
    const bomb = await sharp({
      create: { width: 10_000, height: 5_000, channels: 3, background: "#000" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const res = await call(uploadImage, {
      method: "POST",
      url: urlFor(user.user_id),
      params: params(user.user_id),
      as: user,
      formData: form(bomb, "bomb.png"),
    });
    expect([415, 422]).toContain(res.status);
    expect((await reload(user.user_id)).profile_image).toBeNull();
  });

  it("asks for a file when the field is missing or the body is not multipart", async () => {
    const user = await createUser();
    const empty = new FormData();
    empty.append("other", "x");
    const missing = await call(uploadImage, {
      method: "POST",
      url: urlFor(user.user_id),
      params: params(user.user_id),
      as: user,
      formData: empty,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.profile_image).toBe("Please choose an image to upload.");
    const json = await call(uploadImage, {
      method: "POST",
      url: urlFor(user.user_id),
      params: params(user.user_id),
      as: user,
      body: { profile_image: "x" },
    });
    expect(json.status).toBe(415);
  });

  it("answers 401 without a session and 404 for another customer, changing nothing", async () => {
    const user = await createUser();
    const other = await createUser();
    expect(
      (
        await call(uploadImage, {
          method: "POST",
          url: urlFor(user.user_id),
          params: params(user.user_id),
          formData: form(await png(50, 50)),
        })
      ).status,
    ).toBe(401);
    const foreign = await call(uploadImage, {
      method: "POST",
      url: urlFor(other.user_id),
      params: params(other.user_id),
      as: user,
      formData: form(await png(50, 50)),
    });
    expect(foreign.status).toBe(404);
    expect((await reload(other.user_id)).profile_image).toBeNull();
  });
});

describe("DELETE /api/users/{user_id}/profile-image", () => {
  it("removes the photo and its file", async () => {
    const user = await createUser();
    const upload = await call(uploadImage, {
      method: "POST",
      url: urlFor(user.user_id),
      params: params(user.user_id),
      as: user,
      formData: form(await png(64, 64)),
    });
    const url = (upload.body.data as { profile_image: string }).profile_image;
    const res = await call(removeImage, {
      method: "DELETE",
      url: urlFor(user.user_id),
      params: params(user.user_id),
      as: user,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "Profile photo removed successfully.",
    });
    expect((await reload(user.user_id)).profile_image).toBeNull();
    expect(existsSync(localPath(url))).toBe(false);
  });

  it("answers 401 without a session and 404 for another customer, changing nothing", async () => {
    const user = await createUser();
    const other = await createUser({
      profile_image: "/api/files/avatars/fedcba9876543210fedcba9876543210.jpg",
    });
    expect(
      (
        await call(removeImage, {
          method: "DELETE",
          url: urlFor(user.user_id),
          params: params(user.user_id),
        })
      ).status,
    ).toBe(401);
    const foreign = await call(removeImage, {
      method: "DELETE",
      url: urlFor(other.user_id),
      params: params(other.user_id),
      as: user,
    });
    expect(foreign.status).toBe(404);
    expect((await reload(other.user_id)).profile_image).toBe(other.profile_image);
  });
});

describe("GET /api/files/{key} (profile photos)", () => {
  async function uploaded(owner: UserRow): Promise<string> {
    const res = await call(uploadImage, {
      method: "POST",
      url: urlFor(owner.user_id),
      params: params(owner.user_id),
      as: owner,
      formData: form(await png(80, 80)),
    });
    expect(res.status).toBe(200);
    return (res.body.data as { profile_image: string }).profile_image;
  }

  it("serves the photo to its owner, privately and never sniffed", async () => {
    const owner = await createUser();
    const url = await uploaded(owner);
    const res = await fetchFile(url, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toMatch(/^private\b/);
    expect(res.headers.get("cache-control")).not.toMatch(/public|immutable/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe("jpeg");
  });

  it("serves it to an administrator", async () => {
    const owner = await createUser();
    const admin = await createUser({ role: "admin" });
    const url = await uploaded(owner);
    expect((await fetchFile(url, admin)).status).toBe(200);
  });

  it("answers 401 without a session and 404 to another customer, with no image bytes", async () => {
    const owner = await createUser();
    const other = await createUser();
    const url = await uploaded(owner);
    const anonymous = await fetchFile(url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("content-type")).toMatch(/^application\/json/);
    const foreign = await fetchFile(url, other);
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("stops serving a replaced photo to its former owner and 404s unknown or malformed keys", async () => {
    const owner = await createUser();
    const first = await uploaded(owner);
    await uploaded(owner);
    expect((await fetchFile(first, owner)).status).toBe(404);
    expect(
      (await fetchFile("/api/files/avatars/0123456789abcdef0123456789abcdef.jpg", owner)).status,
    ).toBe(404);
    expect((await fetchFile("/api/files/avatars/../../auth-secret", owner)).status).toBe(404);
    expect(
      (await fetchFile("/api/files/other/0123456789abcdef0123456789abcdef.jpg", owner)).status,
    ).toBe(404);
  });
});

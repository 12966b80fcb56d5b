import { NextRequest } from "next/server";
import sharp from "sharp";
import {
  DELETE as removeImage,
  POST as uploadImage,
} from "@/app/api/users/[user_id]/profile-image/route";
import { GET as serveFile } from "@/app/api/files/[...key]/route";
import { resetServerConfigForTests } from "@/env";
import { issueToken } from "@/server/auth/session";
import type { UserRow } from "@/server/db/schema";
import { createUser } from "@test/factories";
import { call } from "@test/accounts";

// Vercel Blob, faked in memory: what matters is how the adapter calls it (private blobs, read
// back through the access-checked route), not the service itself.
const mockBlobs = new Map<string, { body: Buffer; access: string; contentType: string }>();
jest.mock("@vercel/blob", () => ({
  put: jest.fn(
    async (pathname: string, body: Buffer, options: { access: string; contentType: string }) => {
      mockBlobs.set(pathname, { body, access: options.access, contentType: options.contentType });
      return { url: `https://store.private.blob.vercel-storage.com/${pathname}`, pathname };
    },
  ),
  get: jest.fn(async (pathname: string, options: { access: string }) => {
    const blob = mockBlobs.get(pathname);
    if (!blob || options.access !== blob.access) return null;
    return {
      statusCode: 200,
      stream: new Response(new Uint8Array(blob.body)).body,
      blob: { pathname, contentType: blob.contentType },
    };
  }),
  del: jest.fn(async (pathname: string) => {
    mockBlobs.delete(pathname);
  }),
}));

beforeAll(() => {
  process.env.BLOB_READ_WRITE_TOKEN = "vercel_blob_rw_teststore_secret";
  resetServerConfigForTests();
});
afterAll(() => {
  delete process.env.BLOB_READ_WRITE_TOKEN;
  resetServerConfigForTests();
});

async function fetchFile(url: string, viewer?: UserRow): Promise<Response> {
  const headers = new Headers();
  if (viewer) headers.set("cookie", `next-auth.session-token=${await issueToken(viewer)}`);
  return serveFile(new NextRequest(`http://localhost:3000${url}`, { headers }), {
    params: Promise.resolve({ key: url.replace("/api/files/", "").split("/") }),
  });
}

describe("profile photos on Vercel Blob", () => {
  it("stores them as private blobs, serves them only to the owner, and deletes them on removal", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const data = new FormData();
    const png = await sharp({
      create: { width: 500, height: 500, channels: 3, background: { r: 10, g: 20, b: 30 } },
    })
      .png()
      .toBuffer();
    data.append("profile_image", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
    const uploaded = await call(uploadImage, {
      method: "POST",
      url: `/api/users/${owner.user_id}/profile-image`,
      params: { user_id: String(owner.user_id) },
      as: owner,
      formData: data,
    });
    expect(uploaded.status).toBe(200);
    const url = (uploaded.body.data as { profile_image: string }).profile_image;
    expect(url).toMatch(/^\/api\/files\/avatars\/[a-f0-9]{32}\.jpg$/);
    const key = url.replace("/api/files/", "");
    expect(mockBlobs.get(key)).toMatchObject({ access: "private", contentType: "image/jpeg" });

    const served = await fetchFile(url, owner);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("private, no-store");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(400);
    expect((await fetchFile(url, stranger)).status).toBe(404);
    expect((await fetchFile(url)).status).toBe(401);

    const removed = await call(removeImage, {
      method: "DELETE",
      url: `/api/users/${owner.user_id}/profile-image`,
      params: { user_id: String(owner.user_id) },
      as: owner,
    });
    expect(removed.status).toBe(200);
    expect(mockBlobs.has(key)).toBe(false);
  });
});

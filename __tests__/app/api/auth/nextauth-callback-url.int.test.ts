import type { NextRequest } from "next/server";
import { GET as nextauthGet } from "@/app/api/auth/[...nextauth]/route";
import { callRoute } from "@test/route-client";

// next-auth's App Router handler reads cookies() and headers() from next/headers, which need
// Next's request scope; here they answer from the request the handler was given.
const mockRequestScope: { request?: NextRequest } = {};
jest.mock("next/headers", () => ({
  cookies: async () => ({ getAll: () => mockRequestScope.request?.cookies.getAll() ?? [] }),
  headers: async () => mockRequestScope.request?.headers ?? new Headers(),
}));

type Handler = typeof nextauthGet;
const get: Handler = (request, context) => {
  mockRequestScope.request = request;
  return nextauthGet(request, context);
};

/** The callback URL next-auth decided on, as it stores it in its cookie for after sign-in. */
async function decidedCallback(callbackUrl: string, cookie?: string): Promise<string | null> {
  const res = await callRoute(get, {
    url: `/api/auth/csrf?callbackUrl=${encodeURIComponent(callbackUrl)}`,
    params: { nextauth: ["csrf"] },
    headers: cookie ? { cookie } : {},
  });
  expect(res.status).toBe(200);
  const set = res.headers.getSetCookie().find((line) => line.startsWith("next-auth.callback-url="));
  return set ? decodeURIComponent(set.split(";")[0]!.split("=")[1]!) : null;
}

describe("callbackUrl on next-auth's endpoints", () => {
  it.each([
    "/\t/evil.example/pwned",
    "/\n/evil.example/pwned",
    "/%09/evil.example/pwned",
    "/%5Cevil.example",
    "/%2F%2Fevil.example",
    "/\\evil.example",
    "//evil.example/pwned",
    "https://evil.example/pwned",
  ])("%j falls back to the site itself", async (value) => {
    expect(await decidedCallback(value)).toBe("http://localhost:3000");
  });

  it("keeps a path on this site", async () => {
    expect(await decidedCallback("/dashboard/profile?tab=1")).toBe(
      "http://localhost:3000/dashboard/profile?tab=1",
    );
    expect(await decidedCallback("http://localhost:3000/dashboard")).toBe(
      "http://localhost:3000/dashboard",
    );
  });
});

describe("malformed input to next-auth's endpoints", () => {
  it.each(["http://a:b", "http://[::1", "http://localhost:3000.evil.example/", "evil.example"])(
    "ignores a callbackUrl parameter %j",
    async (value) => {
      expect(await decidedCallback(value)).toBe("http://localhost:3000");
    },
  );

  it.each(["http://a:b", "http://[::1", "https://evil.example/"])(
    "answers 400 and clears a callback cookie %j",
    async (value) => {
      const res = await callRoute(get, {
        url: "/api/auth/csrf",
        params: { nextauth: ["csrf"] },
        headers: { cookie: `next-auth.callback-url=${encodeURIComponent(value)}` },
      });
      expect(res.status).toBe(400);
      expect(
        res.headers.getSetCookie().some((line) => line.startsWith("next-auth.callback-url=;")),
      ).toBe(true);
    },
  );

  it("answers 400 for a truncated JSON body on the credentials callback", async () => {
    const res = await callRoute(get, {
      method: "POST",
      url: "/api/auth/callback/credentials",
      params: { nextauth: ["callback", "credentials"] },
      body: '{"email":"a@example.com","pass',
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    // Named like every other answer: the id in the header is the one in the envelope.
    expect(res.headers.get("x-request-id")).toMatch(/^[\w-]{36}$/);
    expect(res.body).toMatchObject({ success: false, requestId: res.headers.get("x-request-id") });
  });
});

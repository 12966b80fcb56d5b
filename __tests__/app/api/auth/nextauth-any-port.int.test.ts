import type { NextRequest } from "next/server";
import { GET as nextauthGet, POST as nextauthPost } from "@/app/api/auth/[...nextauth]/route";
import { resetServerConfigForTests } from "@/env";
import { createUser, DEFAULT_PASSWORD } from "@test/factories";
import { createApprovedDriver } from "@test/drivers";
import { callRoute } from "@test/route-client";

// A server started with `next start -p 3950` (or `next dev` moved to 3001) and no NEXTAUTH_URL:
// Next stores the port it listens on in PORT, and fills X-Forwarded-Host/-Proto from the request
// when no proxy wrote them. Before the fix next-auth still took http://localhost:3000 as its
// origin, so its callback cookie failed the same-origin check and every sign-in answered 400.
const mockRequestScope: { request?: NextRequest } = {};
jest.mock("next/headers", () => ({
  cookies: async () => ({ getAll: () => mockRequestScope.request?.cookies.getAll() ?? [] }),
  headers: async () => mockRequestScope.request?.headers ?? new Headers(),
}));

type Handler = typeof nextauthGet;
const inScope =
  (handler: Handler): Handler =>
  (request, context) => {
    mockRequestScope.request = request;
    return handler(request, context);
  };
const get = inScope(nextauthGet);
const post = inScope(nextauthPost);

const saved = { url: process.env.NEXTAUTH_URL, port: process.env.PORT };
beforeAll(() => {
  delete process.env.NEXTAUTH_URL;
  process.env.PORT = "3950";
  resetServerConfigForTests();
});
afterAll(() => {
  process.env.NEXTAUTH_URL = saved.url;
  if (saved.port === undefined) delete process.env.PORT;
  else process.env.PORT = saved.port;
  delete process.env.AUTH_TRUST_HOST;
  resetServerConfigForTests();
});

function setCookie(response: { headers: Headers }, name: string): string | undefined {
  return response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(";")[0];
}

let addressCounter = 0;

/** The browser's `signIn("credentials", { redirect: false })` against `origin`. */
async function signInAt(
  origin: string,
  input: {
    email: string;
    password: string;
    portal?: "admin";
    headers?: Record<string, string>;
    callbackUrl?: string;
  },
) {
  // What Next's server adds to a direct request before any handler sees it.
  const headers = {
    "x-forwarded-for": `203.0.113.${++addressCounter}`,
    "x-forwarded-host": new URL(origin).host,
    "x-forwarded-proto": "http",
    ...input.headers,
  };
  const csrf = await callRoute<{ csrfToken: string }, { nextauth: string[] }>(get, {
    origin,
    url: "/api/auth/csrf",
    params: { nextauth: ["csrf"] },
    headers,
  });
  expect(csrf.status).toBe(200);
  const cookies = [
    setCookie(csrf, "next-auth.csrf-token") ?? setCookie(csrf, "__Host-next-auth.csrf-token"),
  ];
  const callback =
    setCookie(csrf, "next-auth.callback-url") ?? setCookie(csrf, "__Secure-next-auth.callback-url");
  if (callback) cookies.push(callback);
  const form = new URLSearchParams({
    email: input.email,
    password: input.password,
    ...(input.portal ? { portal: input.portal } : {}),
    csrfToken: csrf.body.csrfToken,
    callbackUrl: input.callbackUrl ?? `${origin}/dashboard`,
    json: "true",
  });
  const answer = await callRoute<{ url?: string }, { nextauth: string[] }>(post, {
    origin,
    method: "POST",
    url: "/api/auth/callback/credentials",
    params: { nextauth: ["callback", "credentials"] },
    body: form.toString(),
    headers: {
      ...headers,
      cookie: cookies.join("; "),
      "content-type": "application/x-www-form-urlencoded",
    },
  });
  return {
    csrf,
    answer,
    callbackCookie: callback ? decodeURIComponent(callback.split("=")[1]!) : null,
  };
}

describe("sign-in on any address without NEXTAUTH_URL", () => {
  it.each([
    ["customer", "http://localhost:3950"],
    ["driver", "http://127.0.0.1:3950"],
    ["partner", "http://localhost:3001"],
  ] as const)("signs a %s in at %s", async (role, origin) => {
    const user =
      role === "driver" ? (await createApprovedDriver()).user : await createUser({ role });
    const { answer, callbackCookie } = await signInAt(origin, {
      email: user.email,
      password: DEFAULT_PASSWORD,
    });
    expect(callbackCookie).toBe(origin);
    expect(answer.status).toBe(200);
    expect(answer.body.url).toBe(`${origin}/dashboard`);
    expect(setCookie(answer, "next-auth.session-token")).toBeDefined();
  });

  it("signs an administrator in through the console's sign-in on port 3950", async () => {
    const admin = await createUser({ role: "admin" });
    const { answer } = await signInAt("http://localhost:3950", {
      email: admin.email,
      password: DEFAULT_PASSWORD,
      portal: "admin",
    });
    expect(answer.status).toBe(200);
    expect(setCookie(answer, "next-auth.session-token")).toBeDefined();
  });

  it("follows the host and scheme a proxy writes, with secure cookies on https", async () => {
    const user = await createUser({ role: "customer" });
    const { answer, callbackCookie } = await signInAt("http://127.0.0.1:3950", {
      email: user.email,
      password: DEFAULT_PASSWORD,
      headers: { "x-forwarded-host": "book.example.com", "x-forwarded-proto": "https" },
      callbackUrl: "https://book.example.com/dashboard",
    });
    expect(callbackCookie).toBe("https://book.example.com");
    expect(answer.status).toBe(200);
    expect(answer.body.url).toBe("https://book.example.com/dashboard");
    expect(setCookie(answer, "__Secure-next-auth.session-token")).toBeDefined();
  });

  it("still refuses a callback cookie for another site", async () => {
    const res = await callRoute(get, {
      origin: "http://localhost:3950",
      url: "/api/auth/csrf",
      params: { nextauth: ["csrf"] },
      headers: { cookie: `next-auth.callback-url=${encodeURIComponent("http://localhost:3000")}` },
    });
    expect(res.status).toBe(400);
  });

  it("answers 400, not 500, for a Host no browser sends", async () => {
    const res = await callRoute(get, {
      url: "/api/auth/csrf",
      params: { nextauth: ["csrf"] },
      headers: { "x-forwarded-host": "evil.example/<script>" },
    });
    expect(res.status).toBe(400);
  });

  it("links e-mails to the port the server listens on", async () => {
    const { getServerConfig } = await import("@/env");
    expect(getServerConfig().siteUrl).toBe("http://localhost:3950");
    process.env.PORT = "3951";
    expect(getServerConfig().siteUrl).toBe("http://localhost:3951");
    process.env.PORT = "3950";
  });
});

import NextAuth from "next-auth";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { getServerConfig } from "@/env";
import { LOGIN_LIMIT_MESSAGE, loginRetryAfterSeconds } from "@/server/auth/authenticate";
import { getAuthOptions } from "@/server/auth/options";
import { clientAddress } from "@/server/http/client-address";
import { errorResponse } from "@/server/http/route";

// Only the e-mail is read here, to pick the per-account counter; next-auth parses the rest itself.
const signInForm = z.object({ email: z.string().max(320).optional() });

async function emailFromSignIn(request: NextRequest): Promise<string | undefined> {
  const copy = request.clone();
  const contentType = copy.headers.get("content-type") ?? "";
  let fields: unknown;
  try {
    fields = contentType.includes("application/json")
      ? await copy.json()
      : Object.fromEntries(new URLSearchParams(await copy.text()));
  } catch {
    return undefined;
  }
  const parsed = signInForm.safeParse(fields);
  return parsed.success ? parsed.data.email : undefined;
}

/**
 * next-auth can only answer a refused sign-in with 401, so the login limits are checked here
 * first and answered 429 with Retry-After. This only reads the counters: `authorize` still
 * counts the attempt, once. `url` is what next-auth's `signIn()` reads its error from.
 */
async function loginLimitedResponse(request: NextRequest): Promise<Response | null> {
  const retryAfter = await loginRetryAfterSeconds({
    email: await emailFromSignIn(request),
    address: clientAddress(request),
  });
  if (retryAfter === null) return null;
  const url = new URL("/login", getServerConfig().siteUrl);
  url.searchParams.set("error", LOGIN_LIMIT_MESSAGE);
  return NextResponse.json(
    { success: false, message: LOGIN_LIMIT_MESSAGE, url: url.toString() },
    { status: 429, headers: { "Retry-After": String(retryAfter), "Cache-Control": "no-store" } },
  );
}

// Options are built per request so the secret and cookie security come from validated config.
async function handler(request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }) {
  const params = await context.params;
  if (request.method === "POST" && params.nextauth.join("/") === "callback/credentials") {
    try {
      const limited = await loginLimitedResponse(request);
      if (limited) return limited;
    } catch (error) {
      return errorResponse(error, request);
    }
  }
  try {
    return await NextAuth(request, { params }, getAuthOptions());
  } catch (error) {
    // A database outage while next-auth reads the account answers 503, not a bare 500.
    return errorResponse(error, request);
  }
}

export { handler as GET, handler as POST };

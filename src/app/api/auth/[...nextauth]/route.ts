import NextAuth from "next-auth";
import { NextRequest, NextResponse } from "next/server";
import { z } from "zod";
import { letSignInFollowRequestOrigin } from "@/env";
import { sameOriginPath } from "@/lib/callback-url";
import { LOGIN_LIMIT_MESSAGE, signInRetryAfterSeconds } from "@/server/auth/authenticate";
import { getAuthOptions } from "@/server/auth/options";
import { clientAddress } from "@/server/http/client-address";
import { fail } from "@/server/http/envelope";
import { requestOrigin } from "@/server/http/request-origin";
import { currentRequestId } from "@/server/http/request-context";
import { withRequestLog } from "@/server/http/request-log";
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
async function loginLimitedResponse(
  request: NextRequest,
  origin: string,
): Promise<Response | null> {
  const retryAfter = await signInRetryAfterSeconds({
    email: await emailFromSignIn(request),
    address: clientAddress(request),
  });
  if (retryAfter === null) return null;
  const url = new URL("/login", origin);
  url.searchParams.set("error", LOGIN_LIMIT_MESSAGE);
  return NextResponse.json(
    {
      success: false,
      message: LOGIN_LIMIT_MESSAGE,
      url: url.toString(),
      requestId: currentRequestId(),
    },
    { status: 429, headers: { "Retry-After": String(retryAfter), "Cache-Control": "no-store" } },
  );
}

const CALLBACK_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];
const MALFORMED = "The sign-in request was malformed. Please try again.";

/**
 * next-auth answers 500 for a callbackUrl (parameter or cookie) it cannot parse and for a JSON
 * body it cannot read. A bad parameter is dropped (the redirect callback then picks the home
 * page); a bad cookie is cleared with a 400, since next-auth reads cookies from Next's own
 * request scope and it cannot be hidden from it; a bad body answers 400.
 */
async function malformedResponse(request: NextRequest, origin: string): Promise<Response | null> {
  const badCookies = CALLBACK_COOKIES.filter((name) => {
    const value = request.cookies.get(name)?.value;
    return value !== undefined && sameOriginPath(value, origin) === null;
  });
  if (badCookies.length > 0) {
    const response = fail(400, MALFORMED);
    for (const name of badCookies) response.cookies.delete(name);
    return response;
  }
  if (
    request.method === "POST" &&
    request.headers.get("content-type")?.includes("application/json")
  ) {
    try {
      await request.clone().json();
    } catch {
      return fail(400, MALFORMED);
    }
  }
  return null;
}

function withoutBadCallbackParam(request: NextRequest, origin: string): NextRequest {
  const value = request.nextUrl.searchParams.get("callbackUrl");
  if (value === null || sameOriginPath(value, origin) !== null) return request;
  const url = request.nextUrl.clone();
  url.searchParams.delete("callbackUrl");
  return new NextRequest(url, request);
}

// Options are built per request so the secret and cookie security come from validated config.
async function handler(request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }) {
  const params = await context.params;
  // Sign-in works on whatever address the server was reached at (any port, a LAN address, a
  // proxy's host), unless NEXTAUTH_URL pins one; next-auth and this file read it alike.
  letSignInFollowRequestOrigin();
  const origin = requestOrigin(request.headers);
  if (!origin) return fail(400, MALFORMED);
  const malformed = await malformedResponse(request, origin);
  if (malformed) return malformed;
  request = withoutBadCallbackParam(request, origin);
  if (request.method === "POST" && params.nextauth.join("/") === "callback/credentials") {
    try {
      const limited = await loginLimitedResponse(request, origin);
      if (limited) return limited;
    } catch (error) {
      return errorResponse(error, request);
    }
  }
  try {
    return await NextAuth(request, { params }, getAuthOptions(origin));
  } catch (error) {
    // A database outage while next-auth reads the account answers 503, not a bare 500.
    return errorResponse(error, request);
  }
}

// Not wrapped in route() (next-auth answers for itself), but logged and named like every route:
// X-Request-Id on the answer, requestId in this file's own error envelopes.
function loggedHandler(
  request: NextRequest,
  context: { params: Promise<{ nextauth: string[] }> },
): Promise<Response> {
  return withRequestLog(request, () => handler(request, context));
}

export { loggedHandler as GET, loggedHandler as POST };

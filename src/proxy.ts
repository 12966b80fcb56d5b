import { NextResponse, type NextRequest } from "next/server";
import { getServerConfig } from "@/env";
import { CONSOLE_PATHNAME_HEADER } from "@/lib/console-path-header";
import { slugFromHost } from "@/lib/partners/partner-host";

// Only a convenience redirect for signed-out visitors; every page and endpoint checks the
// session itself, because a proxy can be bypassed.
const PROTECTED = [
  { prefix: "/dashboard", login: "/login" },
  { prefix: "/partner-dashboard", login: "/login" },
  { prefix: "/driver-dashboard", login: "/login" },
  { prefix: "/admin", login: "/admin/login" },
];
const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

/** Tells the console layout its path (see console-path-header.ts); a client's value is replaced. */
function withConsolePath(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(CONSOLE_PATHNAME_HEADER, request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // A partner's subdomain opens its guest page; the rest of the journey runs on the same host.
  const rootDomain = getServerConfig().partnerRootDomain;
  const partnerSlug =
    rootDomain && pathname === "/" ? slugFromHost(request.headers.get("host"), rootDomain) : null;
  if (partnerSlug) return NextResponse.rewrite(new URL(`/p/${partnerSlug}`, request.url));
  if (pathname === "/dashboard") {
    return NextResponse.redirect(new URL("/dashboard/bookings", request.url));
  }
  const rule = PROTECTED.find(
    (r) => (pathname === r.prefix || pathname.startsWith(`${r.prefix}/`)) && pathname !== r.login,
  );
  if (!rule) return NextResponse.next();
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (hasSession) return rule.prefix === "/admin" ? withConsolePath(request) : NextResponse.next();
  const login = new URL(rule.login, request.url);
  login.searchParams.set("callbackUrl", `${pathname}${search}`);
  return NextResponse.redirect(login);
}

export const config = {
  matcher: [
    "/",
    "/dashboard/:path*",
    "/partner-dashboard/:path*",
    "/driver-dashboard/:path*",
    "/admin/:path*",
  ],
};

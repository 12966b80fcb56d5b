import "server-only";
import { getServerConfig } from "@/env";
import { headerValue, type HeaderSource } from "./client-address";

// A host name or address with an optional port; anything else is not an origin we answer on.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin a sign-in request came in on, computed exactly as next-auth computes its own once
 * letSignInFollowRequestOrigin() is in effect: NEXTAUTH_URL when set; otherwise X-Forwarded-Host
 * (Next fills it from Host for a direct request; a trusted proxy writes its own) with
 * X-Forwarded-Proto. The two must agree, or next-auth's callback cookie fails our same-origin
 * check. A header a client forges only changes where that client's own sign-in redirects to;
 * links in e-mails never come from here (they use the configured or listening address).
 * Null for a value no browser sends: the caller answers 400.
 */
export function requestOrigin(headers: HeaderSource): string | null {
  const configured = getServerConfig().configuredSiteUrl;
  if (configured) return configured;
  const host = headerValue(headers, "x-forwarded-host") ?? headerValue(headers, "host");
  if (!host || !HOST.test(host)) return null;
  const protocol = headerValue(headers, "x-forwarded-proto") === "http" ? "http" : "https";
  return `${protocol}://${host.toLowerCase()}`;
}

import "server-only";
import { tokenFromCookieHeader } from "@/server/auth/session";
import { currentRequestUserId } from "./request-context";

const READS = new Set(["GET", "HEAD"]);
// What a handler sets on purpose for an answer anyone may share (a public file, place names).
const SHARED_CACHE = /\b(public|s-maxage)\b/i;

function carriesSession(request: Request): boolean {
  if (request.headers.get("authorization")?.toLowerCase().startsWith("bearer ")) return true;
  return tokenFromCookieHeader(request.headers.get("cookie")) !== undefined;
}

/**
 * Personal and money data must never be kept by a browser's or a proxy's cache, and a handler
 * that forgets to say so is one too many: every answer to a request that carried a session,
 * passed a guard or changed something is `no-store`, unless the handler marked it public.
 */
export function applyCachePolicy(request: Request, response: Response): Response {
  const sensitive =
    !READS.has(request.method) || carriesSession(request) || currentRequestUserId() !== undefined;
  if (!sensitive) return response;
  const given = response.headers.get("cache-control") ?? "";
  if (SHARED_CACHE.test(given) || /\bno-store\b/i.test(given)) return response;
  try {
    response.headers.set("Cache-Control", "no-store");
  } catch {
    // A response with immutable headers (Response.redirect) is a redirect: nothing to keep.
  }
  return response;
}

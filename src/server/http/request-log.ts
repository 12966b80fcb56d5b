import "server-only";
import { loggedPath } from "@/lib/trip/logged-path";
import { logger } from "./logger";
import {
  currentRequestUserId,
  requestIdFor,
  responseCookies,
  runWithRequestContext,
} from "./request-context";

/**
 * Runs a route handler inside its request's context: the response carries X-Request-Id (also in
 * 5xx envelopes, so a customer can quote it) and one log line records the request's id, route,
 * status, duration and user. Query strings are left out (reset tokens travel in them), and so are
 * trip tokens in the path.
 */
export async function withRequestLog(
  request: Request,
  handle: () => Promise<Response>,
): Promise<Response> {
  const requestId = requestIdFor(request);
  const started = performance.now();
  return runWithRequestContext({ requestId }, async () => {
    const response = await handle();
    const status = response.status;
    try {
      response.headers.set("X-Request-Id", requestId);
      // A renewed session cookie never rides on an answer a shared cache may keep.
      if (!/\b(public|s-maxage)\b/i.test(response.headers.get("cache-control") ?? "")) {
        for (const cookie of responseCookies()) response.headers.append("Set-Cookie", cookie);
      }
    } catch {
      // A response with immutable headers (a redirect from Response.redirect) keeps its own.
    }
    const line = {
      requestId,
      method: request.method,
      route: loggedPath(new URL(request.url).pathname),
      status,
      durationMs: Math.round(performance.now() - started),
      userId: currentRequestUserId(),
    };
    if (status >= 500) logger.error(line, "request failed");
    else logger.info(line, "request");
    return response;
  });
}

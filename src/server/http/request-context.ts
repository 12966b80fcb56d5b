import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

interface RequestContext {
  requestId: string;
  userId?: number;
  /** Set-Cookie values the route wrapper adds to the answer (a renewed session cookie). */
  cookies?: string[];
}

// One store per request so deep code (the envelope, the logger) can name the request without
// every function passing its id along.
const storage = new AsyncLocalStorage<RequestContext>();

/** A caller's own X-Request-Id (a load balancer's) is kept when it is short and plain. */
export function requestIdFor(request: Request): string {
  const given = request.headers.get("x-request-id")?.trim();
  return given && /^[\w.:-]{8,100}$/.test(given) ? given : randomUUID();
}

export function runWithRequestContext<T>(context: RequestContext, run: () => T): T {
  return storage.run(context, run);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

export function currentRequestUserId(): number | undefined {
  return storage.getStore()?.userId;
}

/** Called by the guards once the session is known, so the request's log line names the user. */
export function noteRequestUser(userId: number): void {
  const store = storage.getStore();
  if (store) store.userId = userId;
}

/** A cookie for the answer of the current request, set by code far from the response (session.ts). */
export function noteResponseCookie(setCookie: string): void {
  const store = storage.getStore();
  if (store) (store.cookies ??= []).push(setCookie);
}

export function responseCookies(): string[] {
  return storage.getStore()?.cookies ?? [];
}

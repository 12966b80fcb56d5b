import { NextRequest } from "next/server";
import { issueToken } from "@/server/auth/session";
import type { UserRow } from "@/server/db/schema";
import { findForbiddenKeys } from "@test/forbidden-keys";

type Params = Record<string, string | string[]>;
type RouteHandler<P extends Params> = (
  request: NextRequest,
  context: { params: Promise<P> },
) => Promise<Response>;

export interface CallOptions<P extends Params = Record<string, string>> {
  method?: string;
  /** Path and query, e.g. `/api/places?country=uk&q=heath`. */
  url?: string;
  /** An object is sent as JSON; a string is sent as is (for malformed-body tests). */
  body?: unknown;
  formData?: FormData;
  headers?: Record<string, string>;
  params?: P;
  /** Signs the request in as this user with a real session cookie. */
  as?: Pick<UserRow, "user_id" | "role" | "session_version" | "email">;
  /** Sends the token as `Authorization: Bearer` instead of a cookie. */
  bearer?: boolean;
  /** The address the request is sent to (URL and Host), e.g. `http://127.0.0.1:3950`. */
  origin?: string;
  /** The login answer's `data.token` is the caller's own and the only token an answer may hold. */
  ownTokenAllowed?: boolean;
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
  /** The answer as sent (a PDF or an image reads from here). */
  bytes: Uint8Array;
}

export const TEST_ORIGIN = "http://localhost:3000";

/** Calls a route handler directly with a real NextRequest, the way Next would. */
export async function callRoute<
  T = Record<string, unknown>,
  P extends Params = Record<string, string>,
>(handler: RouteHandler<P>, options: CallOptions<P> = {}): Promise<CallResult<T>> {
  const headers = new Headers(options.headers);
  const origin = new URL(options.origin ?? TEST_ORIGIN);
  headers.set("host", origin.host);
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (typeof options.body === "string") {
    body = options.body;
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  if (options.as) {
    const token = await issueToken(options.as);
    if (options.bearer) headers.set("authorization", `Bearer ${token}`);
    else headers.set("cookie", `next-auth.session-token=${token}`);
  }
  const request = new NextRequest(new URL(options.url ?? "/", origin), {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? ({} as P)) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  assertNoSecrets(parsed, text, options);
  return { status: response.status, headers: response.headers, body: parsed as T, text, bytes };
}

/**
 * Every answer of the integration suite passes through here, so every JSON answer is walked for
 * keys that must never leave the server (hashes, session versions, other people's tokens).
 */
function assertNoSecrets(parsed: unknown, text: string, options: CallOptions<Params>): void {
  const where = options.url ?? "response";
  const problems = findForbiddenKeys(parsed, {
    allowTokenAt: options.ownTokenAllowed ? "data.token" : undefined,
  });
  if (problems.length > 0) throw new Error(`Forbidden keys in ${where}: ${problems.join(", ")}`);
  if (text.includes("$argon2")) throw new Error(`A password hash leaked in ${where}`);
}

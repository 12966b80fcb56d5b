/**
 * The one browser client for the site's own API. It sends JSON or multipart, reads the
 * `{ success, message, data, errors }` envelope and answers a typed result instead of throwing,
 * so every form handles "the server said no" and "the server could not be reached" the same way.
 */

export type ApiFieldErrors = Readonly<Record<string, string>>;

export type ApiResult<T> =
  | {
      ok: true;
      status: number;
      data: T;
      message: string;
      /** The whole body, for the few answers the spec shapes outside `data` (`clientSecret`). */
      envelope: Readonly<Record<string, unknown>>;
    }
  | {
      ok: false;
      status: number;
      message: string;
      fieldErrors: ApiFieldErrors;
      /** The envelope's `error` text when the server adds one (the diagnostics page). */
      detail?: string;
    };

export interface ApiRequestOptions {
  json?: unknown;
  formData?: FormData;
  headers?: Record<string, string>;
  /** Aborting rejects with the AbortError, as fetch does: a cancelled request is not a failure. */
  signal?: AbortSignal;
  /** "no-store" for answers that depend on the session (`/api/me`). */
  cache?: RequestCache;
  /**
   * The screen's own words for a failure the server did not explain (network down, an HTML error
   * page, an envelope without a message); the server's message wins whenever there is one.
   */
  fallbackMessage?: string;
}

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export const NETWORK_ERROR_MESSAGE =
  "We could not reach the server. Check your connection and try again.";
export const UNREADABLE_ANSWER_MESSAGE = "Something went wrong. Please try again.";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function fieldErrorsOf(value: unknown): ApiFieldErrors {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

export async function apiRequest<T>(
  method: ApiMethod,
  url: string,
  { json, formData, headers, signal, cache, fallbackMessage }: ApiRequestOptions = {},
): Promise<ApiResult<T>> {
  const init: RequestInit = {
    method,
    credentials: "same-origin",
    signal,
    ...(cache ? { cache } : {}),
    // The browser sets the multipart boundary itself, so only JSON names its content type.
    headers: {
      "x-requested-with": "XMLHttpRequest",
      ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
      ...headers,
    },
    body: formData ?? (json !== undefined ? JSON.stringify(json) : undefined),
  };
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (isAbort(error)) throw error;
    return {
      ok: false,
      status: 0,
      message: fallbackMessage ?? NETWORK_ERROR_MESSAGE,
      fieldErrors: {},
    };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (isAbort(error)) throw error;
    return unreadableAnswer(response.status, fallbackMessage);
  }
  return envelopeResult<T>(response, body, fallbackMessage);
}

/** A proxy's HTML error page or an empty answer must not surface as "Unexpected token". */
export function unreadableAnswer(status: number, fallbackMessage?: string): ApiResult<never> {
  return {
    ok: false,
    status,
    message: fallbackMessage ?? UNREADABLE_ANSWER_MESSAGE,
    fieldErrors: {},
  };
}

/** The typed result of an answer whose body parsed as JSON (shared with the upload client). */
export function envelopeResult<T>(
  { status, ok }: { status: number; ok: boolean },
  body: unknown,
  fallbackMessage?: string,
): ApiResult<T> {
  const envelope = isRecord(body) ? body : {};
  const message = typeof envelope.message === "string" ? envelope.message : undefined;
  if (!ok || envelope.success === false || !isRecord(body)) {
    return {
      ok: false,
      status,
      message: message ?? fallbackMessage ?? UNREADABLE_ANSWER_MESSAGE,
      fieldErrors: fieldErrorsOf(envelope.errors),
      ...(typeof envelope.error === "string" ? { detail: envelope.error } : {}),
    };
  }
  // The server's envelope is the contract: `data` is what the endpoint's type says it is.
  return {
    ok: true,
    status,
    data: envelope.data as T,
    message: message ?? "",
    envelope,
  };
}

type BodyOptions = ApiRequestOptions;
type NoBodyOptions = Omit<ApiRequestOptions, "json" | "formData">;

export const api = {
  get: <T>(url: string, options?: NoBodyOptions) => apiRequest<T>("GET", url, options),
  post: <T>(url: string, options?: BodyOptions) => apiRequest<T>("POST", url, options),
  put: <T>(url: string, options?: BodyOptions) => apiRequest<T>("PUT", url, options),
  patch: <T>(url: string, options?: BodyOptions) => apiRequest<T>("PATCH", url, options),
  del: <T>(url: string, options?: BodyOptions) => apiRequest<T>("DELETE", url, options),
};

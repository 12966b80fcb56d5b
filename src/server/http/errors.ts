import "server-only";

export type FieldErrors = Record<string, string>;

const STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof STATUS;

/** The one error type domain code throws; the route wrapper maps it to the spec's envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: {
      errors?: FieldErrors;
      retryAfterSeconds?: number;
      headers?: Record<string, string>;
      /** Machine-readable detail for the envelope's `data` (e.g. `two_factor_required`). */
      data?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = STATUS[code];
  }
}

export const unauthorized = (message = "Authentication required") =>
  new AppError("UNAUTHORIZED", message);
export const forbidden = (message = "You do not have permission to do that") =>
  new AppError("FORBIDDEN", message);
export const notFound = (message = "Not found") => new AppError("NOT_FOUND", message);
export const badRequest = (message: string, errors?: FieldErrors) =>
  new AppError("BAD_REQUEST", message, { errors });
export const conflict = (message: string) => new AppError("CONFLICT", message);

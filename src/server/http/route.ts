import "server-only";
import { logger } from "./logger";
import type { NextRequest } from "next/server";
import { ZodError, type z } from "zod";
import { applyCachePolicy } from "./cache-policy";
import { fail } from "./envelope";
import { clientErrorFromDatabase, loggableError, postgresErrorCode } from "./database-errors";
import { AppError } from "./errors";
import { outageError } from "./outage";
import { withRequestLog } from "./request-log";
import { validationError } from "./validation";
import { parseRouteParams, type ParamsSchema } from "./route-params";

type Params = Record<string, string | string[] | undefined>;
export interface RouteContext<P extends Params = Record<string, string>> {
  params: Promise<P>;
}
type Handler<P> = (request: NextRequest, context: { params: P }) => Promise<Response>;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Browsers always send Origin on cross-site writes; API clients (curl, Stripe) send none.
 * A write whose Origin is another site is refused before any handler runs.
 */
function isCrossSiteWrite(request: NextRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  try {
    const originHost = new URL(origin).host;
    const host =
      request.headers.get("x-forwarded-host") ??
      request.headers.get("host") ??
      new URL(request.url).host;
    return originHost !== host;
  } catch {
    return true;
  }
}

function appErrorResponse(error: AppError): Response {
  const headers: Record<string, string> = { ...error.options.headers };
  if (error.options.retryAfterSeconds !== undefined)
    headers["Retry-After"] = String(error.options.retryAfterSeconds);
  return fail(error.status, error.message, error.options.errors, headers, error.options.data);
}

export function errorResponse(error: unknown, request: Request): Response {
  if (error instanceof AppError) return appErrorResponse(error);
  if (error instanceof ZodError) return appErrorResponse(validationError(error));
  const where = `${request.method} ${new URL(request.url).pathname}`;
  const outage = outageError(error);
  if (outage) {
    logger.warn({ where }, "database unreachable, answered 503");
    return appErrorResponse(outage);
  }
  // A refusal caused by the input (a duplicate, a value Postgres cannot hold) is the client's
  // error, not an outage; the warning still shows which validation let it through.
  const clientError = clientErrorFromDatabase(error);
  if (clientError) {
    logger.warn(
      { where, code: postgresErrorCode(error), status: clientError.status },
      "refused by the database",
    );
    return appErrorResponse(clientError);
  }
  // Unknown errors are logged with context and answered generically: no stack, SQL or secrets leave.
  logger.error({ where, err: loggableError(error) }, "unhandled error");
  return fail(500, "Something went wrong. Please try again.");
}

/**
 * Wraps a route handler: origin check, awaited params, one error mapping for all routes, and
 * `no-store` on every answer to a signed-in or changing request (cache-policy.ts).
 * With `{ params: schema }` the segments are parsed first and the handler gets them typed; a
 * segment that fails the schema answers 404 (see route-params.ts).
 */
export function route<P extends Params = Record<string, string>>(
  handler: Handler<P>,
): (request: NextRequest, context: RouteContext<P>) => Promise<Response>;
export function route<S extends ParamsSchema>(
  options: { params: S },
  handler: Handler<z.output<S>>,
): (request: NextRequest, context: RouteContext<z.input<S>>) => Promise<Response>;
export function route(
  first: Handler<Params> | { params: ParamsSchema },
  second?: Handler<unknown>,
) {
  const schema = typeof first === "function" ? null : first.params;
  const handler = (typeof first === "function" ? first : second) as Handler<unknown>;
  return (request: NextRequest, context: RouteContext<Params>): Promise<Response> =>
    withRequestLog(request, async () => {
      const answer = async (): Promise<Response> => {
        try {
          if (isCrossSiteWrite(request)) return fail(403, "Cross-site requests are not allowed");
          const raw = context?.params ? await context.params : {};
          const params = schema ? parseRouteParams(schema, raw) : raw;
          return await handler(request, { params });
        } catch (error) {
          return errorResponse(error, request);
        }
      };
      return applyCachePolicy(request, await answer());
    });
}

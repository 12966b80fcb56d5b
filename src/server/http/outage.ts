import "server-only";
import { AppError } from "./errors";

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
export const OUTAGE_MESSAGE =
  "The service is temporarily unavailable. Please try again in a few moments.";

// SQLSTATE classes and codes that mean "the database is not there right now", not "the query
// was wrong": connection exceptions (08), shutting down / cannot connect now (57P01-57P03),
// statement timeout or cancel (57014), too many connections (53300), read-only failover (25006).
const OUTAGE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "57014", "53300", "53400", "25006"]);
const OUTAGE_ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "EHOSTUNREACH",
]);
// node-postgres reports pool and client timeouts and dropped connections only in the message.
const OUTAGE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection timeout|Client has encountered a connection error|Cannot use a pool after calling end/i;

function causes(error: unknown): object[] {
  const chain: object[] = [];
  let current: unknown = error;
  while (chain.length < 5 && typeof current === "object" && current !== null) {
    chain.push(current);
    const next = current as { cause?: unknown; errors?: unknown };
    // AggregateError (IPv4 and IPv6 both refused) keeps its parts in `errors`.
    current = next.cause ?? (Array.isArray(next.errors) ? next.errors[0] : undefined);
  }
  return chain;
}

/** True when the error means the database is unreachable or overloaded (worth a retry later). */
export function isDatabaseOutage(error: unknown): boolean {
  return causes(error).some((link) => {
    const { code, message } = link as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (OUTAGE_ERRNOS.has(code) || OUTAGE_SQLSTATES.has(code)))
      return true;
    if (typeof code === "string" && /^08[0-9A-Z]{3}$/.test(code)) return true;
    return typeof message === "string" && OUTAGE_MESSAGES.test(message);
  });
}

/** The 503 with Retry-After that an outage answers, or undefined for any other error. */
export function outageError(error: unknown): AppError | undefined {
  if (!isDatabaseOutage(error)) return undefined;
  return new AppError("SERVICE_UNAVAILABLE", OUTAGE_MESSAGE, {
    retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS,
  });
}

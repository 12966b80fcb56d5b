import "server-only";
import { AppError, type ErrorCode } from "./errors";

export const UNIQUE_VIOLATION = "23505";

const UNSTORABLE_VALUE = "The request contains a value that cannot be stored.";

/** What the client may be told: nothing about tables, constraints or the value itself. */
const CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  [UNIQUE_VIOLATION]: {
    code: "CONFLICT",
    message: "This conflicts with a record that already exists.",
  },
  "22P02": { code: "BAD_REQUEST", message: UNSTORABLE_VALUE }, // invalid text representation
  "22021": { code: "BAD_REQUEST", message: UNSTORABLE_VALUE }, // character not in repertoire (NUL in text)
  "22P05": { code: "BAD_REQUEST", message: UNSTORABLE_VALUE }, // untranslatable character
  "22003": { code: "BAD_REQUEST", message: UNSTORABLE_VALUE }, // numeric value out of range
  "22001": { code: "BAD_REQUEST", message: UNSTORABLE_VALUE }, // value too long for a bounded column
  "22008": { code: "BAD_REQUEST", message: UNSTORABLE_VALUE }, // date or time out of range
};

// Drizzle wraps the driver's error in `cause`, and pools can wrap once more, so a few levels are searched.
const MAX_CAUSE_DEPTH = 4;

function causeChain(error: unknown): object[] {
  const chain: object[] = [];
  let current: unknown = error;
  while (chain.length < MAX_CAUSE_DEPTH && typeof current === "object" && current !== null) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** The SQLSTATE of a database error, found on the error itself or on its cause. */
export function postgresErrorCode(error: unknown): string | undefined {
  for (const link of causeChain(error)) {
    const code = (link as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return postgresErrorCode(error) === UNIQUE_VIOLATION;
}

/**
 * A database refusal caused by what the client sent (a duplicate, a value Postgres cannot hold)
 * as the client error it is; undefined for everything else, which stays a logged 500.
 */
export function clientErrorFromDatabase(error: unknown): AppError | undefined {
  const code = postgresErrorCode(error);
  const mapped = code === undefined ? undefined : CLIENT_ERRORS[code];
  return mapped && new AppError(mapped.code, mapped.message);
}

interface DatabaseErrorFields {
  message?: unknown;
  code?: unknown;
  severity?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  where?: unknown;
  query?: unknown;
  params?: unknown;
}

/**
 * What to log for an error. Drizzle's message and the driver's error both carry the query's
 * parameters (password hashes, reset tokens), so for a failed query only the SQL text and the
 * driver's diagnosis are kept; any other error is logged as is.
 */
export function loggableError(error: unknown): unknown {
  const failed = error as DatabaseErrorFields | null;
  if (
    typeof failed !== "object" ||
    failed === null ||
    typeof failed.query !== "string" ||
    !("params" in failed)
  ) {
    return error;
  }
  const cause = causeChain(error)
    .slice(1)
    .map((link) => {
      const { message, code, severity, table, column, constraint, where } =
        link as DatabaseErrorFields;
      return { message, code, severity, table, column, constraint, where };
    });
  return { error: (error as Error).name, query: failed.query, cause };
}

import "server-only";
// Readable fallback messages for every schema parsed on the server (installed on import).
import "@/lib/validations/default-messages";
import type { z } from "zod";
import { AppError, type FieldErrors } from "./errors";

const MAX_JSON_BYTES = 64 * 1024;

export const DISALLOWED_CHARACTERS_MESSAGE = "Contains characters that are not allowed";
// Postgres text cannot hold NUL: zod accepts it, then the database refuses the whole write.
const NUL = "\u0000";

type FieldPath = readonly PropertyKey[];
const fieldName = (path: FieldPath) => (path.length > 0 ? path.map(String).join(".") : "body");

export function fieldErrorsFrom(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[fieldName(issue.path)] ??= issue.message;
  return errors;
}

interface WalkEntry {
  node: unknown;
  key?: PropertyKey;
  parent?: WalkEntry;
}

function pathOf(entry: WalkEntry): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: WalkEntry | undefined = entry; at?.key !== undefined; at = at.parent)
    path.push(at.key);
  return path.reverse();
}

// Enough to fix a form; a crafted body with thousands of bad strings gets no longer an answer.
const MAX_REPORTED_FIELDS = 10;

/**
 * Names every string (and key) in a parsed body that Postgres cannot store. The walk keeps its
 * own stack and links each entry to its parent, because a 64 KB body can nest far deeper than
 * the call stack allows, and copying a path per node would make deep nesting quadratic.
 */
export function disallowedCharacterErrors(value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  let reported = 0;
  const report = (entry: WalkEntry) => {
    errors[fieldName(pathOf(entry))] ??= DISALLOWED_CHARACTERS_MESSAGE;
    reported += 1;
  };
  const pending: WalkEntry[] = [{ node: value }];
  for (let entry = pending.pop(); entry && reported < MAX_REPORTED_FIELDS; entry = pending.pop()) {
    const parent = entry;
    const { node } = parent;
    if (typeof node === "string") {
      if (node.includes(NUL)) report(parent);
    } else if (Array.isArray(node)) {
      node.forEach((item: unknown, index) => pending.push({ node: item, key: index, parent }));
    } else if (typeof node === "object" && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        // A bad key is reported on its parent, so the answer never echoes the NUL back.
        if (key.includes(NUL)) report(parent);
        else pending.push({ node: child, key, parent });
      }
    }
  }
  return errors;
}

function rejectDisallowedCharacters(value: unknown): void {
  const errors = disallowedCharacterErrors(value);
  if (Object.keys(errors).length > 0)
    throw new AppError("BAD_REQUEST", DISALLOWED_CHARACTERS_MESSAGE, { errors });
}

export function validationError(error: z.ZodError): AppError {
  const errors = fieldErrorsFrom(error);
  const first = Object.values(errors)[0] ?? "Invalid request";
  return new AppError("VALIDATION", first, { errors });
}

/** Parses with a schema, turning failures into a 400 that names each bad field. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export const JSON_CONTENT_TYPE_MESSAGE = "Send the body as application/json.";

/**
 * A form or `fetch` from another site may send `text/plain` with the user's cookie and no
 * preflight; only `application/json` (which always needs a CORS preflight) is read as JSON.
 */
function requireJsonContentType(request: Request): void {
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim();
  if (mediaType.toLowerCase() !== "application/json")
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", JSON_CONTENT_TYPE_MESSAGE);
}

export interface JsonBodyOptions {
  /** A larger cap for the few bodies that carry a document (a content page's Markdown). */
  maxBytes?: number;
}

/** Reads a JSON body with a size cap; never trusts `request.json()` blindly. */
export async function readJson(
  request: Request,
  { maxBytes = MAX_JSON_BYTES }: JsonBodyOptions = {},
): Promise<unknown> {
  requireJsonContentType(request);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", "Request body is too large");
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes)
    throw new AppError("PAYLOAD_TOO_LARGE", "Request body is too large");
  if (text.trim() === "")
    throw new AppError("BAD_REQUEST", "Request body is required", {
      errors: { body: "Request body is required" },
    });
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new AppError("BAD_REQUEST", "Request body must be valid JSON", {
      errors: { body: "Request body must be valid JSON" },
    });
  }
  rejectDisallowedCharacters(body);
  return body;
}

export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options?: JsonBodyOptions,
): Promise<z.output<S>> {
  return parseWith(schema, await readJson(request, options));
}

export function parseSearchParams<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  rejectDisallowedCharacters(query);
  return parseWith(schema, query);
}

import "server-only";
import type { z } from "zod";
import { AppError, type FieldErrors } from "./errors";

const MAX_JSON_BYTES = 64 * 1024;

export function fieldErrorsFrom(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "body";
    errors[field] ??= issue.message;
  }
  return errors;
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

/** Reads a JSON body with a size cap; never trusts `request.json()` blindly. */
export async function readJson(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_JSON_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "Request body is too large");
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "Request body is too large");
  if (text.trim() === "") throw new AppError("BAD_REQUEST", "Request body is required", { errors: { body: "Request body is required" } });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("BAD_REQUEST", "Request body must be valid JSON", { errors: { body: "Request body must be valid JSON" } });
  }
}

export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJson(request));
}

export function parseSearchParams<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  return parseWith(schema, Object.fromEntries(new URL(request.url).searchParams));
}

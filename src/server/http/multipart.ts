import "server-only";
import { AppError, badRequest, type FieldErrors } from "./errors";

/** One file of a multipart request, read into memory (the size limits bound it). */
export interface UploadedFile {
  /** The form field it came in, for field errors. */
  field: string;
  /** The browser's file name and type: shown back at most, never trusted. */
  name: string;
  type: string;
  bytes: Buffer;
}

export interface FileFieldLimit {
  maxBytes: number;
  /** How many files the field takes (1 unless given). */
  maxCount?: number;
  required?: boolean;
  /** What a missing required file answers ("Please choose an image to upload."). */
  requiredMessage?: string;
}

export interface MultipartLimits {
  files: Record<string, FileFieldLimit>;
  /** Text fields allowed beside the files, with their maximum length in characters. */
  fields?: Record<string, { maxLength: number }>;
  /** Files in the whole request. */
  maxFiles?: number;
  /**
   * The whole request's bytes, when lower than the sum of the per-file limits (a serverless
   * function's 4.5 MB body limit: the browser resizes photos to stay under it).
   */
  maxRequestBytes?: number;
}

export interface Multipart<L extends MultipartLimits> {
  files: { [K in keyof L["files"]]: UploadedFile[] };
  fields: { [K in keyof NonNullable<L["fields"]>]?: string };
}

// Room for the multipart framing (boundaries, part headers) around the largest allowed content.
const FRAMING_BYTES = 64 * 1024;
const NOT_MULTIPART = "Send the form as multipart/form-data.";

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

function tooLarge(field: string, limit: number): AppError {
  const message = `The file must be ${megabytes(limit)} or smaller.`;
  return new AppError("PAYLOAD_TOO_LARGE", message, { errors: { [field]: message } });
}

function maxRequestBytes(limits: MultipartLimits): number {
  const files = Object.values(limits.files).reduce(
    (sum, limit) => sum + limit.maxBytes * (limit.maxCount ?? 1),
    0,
  );
  const fields = Object.values(limits.fields ?? {}).reduce(
    (sum, field) => sum + field.maxLength * 4,
    0,
  );
  const computed = files + fields + FRAMING_BYTES;
  return limits.maxRequestBytes === undefined
    ? computed
    : Math.min(computed, limits.maxRequestBytes);
}

/** Reads the body up to a byte cap: a missing or false Content-Length cannot make us buffer more. */
async function readCapped(request: Request, cap: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > cap) throw new AppError("PAYLOAD_TOO_LARGE", "The upload is too large.");
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    total += chunk.value.byteLength;
    if (total > cap) {
      await reader.cancel();
      throw new AppError("PAYLOAD_TOO_LARGE", "The upload is too large.");
    }
    chunks.push(chunk.value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

async function parseForm(request: Request, cap: number): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", NOT_MULTIPART);
  const body = await readCapped(request, cap);
  try {
    return await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw badRequest(NOT_MULTIPART);
  }
}

/**
 * Reads a multipart request with several files: per-file and per-field limits, a file count,
 * unknown fields refused. Too large answers 413, anything else wrong 400, each naming the field;
 * a body that is not multipart answers 415. The files' bytes are checked by whoever stores them
 * (storeImage), never by their name or declared type.
 */
export async function readMultipart<L extends MultipartLimits>(
  request: Request,
  limits: L,
): Promise<Multipart<L>> {
  const form = await parseForm(request, maxRequestBytes(limits));
  const files: Record<string, UploadedFile[]> = {};
  const fields: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const name of Object.keys(limits.files)) files[name] = [];
  let fileCount = 0;
  for (const [name, value] of form.entries()) {
    const fileLimit = limits.files[name];
    const fieldLimit = limits.fields?.[name];
    if (typeof value === "string") {
      if (!fieldLimit) errors[name] ??= fileLimit ? "Expected a file" : "Unexpected field";
      else if (value.length > fieldLimit.maxLength)
        errors[name] ??= `Must be at most ${fieldLimit.maxLength} characters`;
      else if (name in fields) errors[name] ??= "Send this field once";
      else fields[name] = value;
      continue;
    }
    if (!fileLimit) {
      errors[name] ??= "Unexpected file";
      continue;
    }
    if (value.size > fileLimit.maxBytes) throw tooLarge(name, fileLimit.maxBytes);
    fileCount += 1;
    const maxCount = fileLimit.maxCount ?? 1;
    if (files[name]!.length >= maxCount) {
      errors[name] ??= maxCount === 1 ? "Send one file" : `Send at most ${maxCount} files`;
      continue;
    }
    if (value.size === 0) {
      errors[name] ??= "The file is empty";
      continue;
    }
    const bytes = Buffer.from(await value.arrayBuffer());
    files[name]!.push({ field: name, name: value.name, type: value.type, bytes });
  }
  if (limits.maxFiles !== undefined && fileCount > limits.maxFiles)
    errors.files ??= `Send at most ${limits.maxFiles} files`;
  for (const [name, limit] of Object.entries(limits.files)) {
    if (limit.required && files[name]!.length === 0 && !errors[name])
      errors[name] = limit.requiredMessage ?? "Please choose a file to upload.";
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  return { files, fields } as Multipart<L>;
}

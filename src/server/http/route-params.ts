import "server-only";
import type { z } from "zod";
import { notFound } from "./errors";

/** What a params schema reads: the raw segments Next hands over. */
export type RawParams = Record<string, string | string[] | undefined>;
export type ParamsSchema = z.ZodType<unknown, RawParams>;

/**
 * Parses a dynamic route's segments with its schema. A segment that does not fit (an id that is
 * not a positive integer) names no resource, so the answer is the same 404 as a missing row.
 */
export function parseRouteParams<S extends ParamsSchema>(schema: S, raw: RawParams): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) throw notFound();
  return result.data;
}

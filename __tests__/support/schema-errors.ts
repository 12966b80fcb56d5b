import type { z } from "zod";
import { fieldErrorsFrom } from "@/server/http/validation";

/** A schema's field errors for `input`, keyed as an API's 400 names them (`body` for the root). */
export function fieldErrorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsFrom(result.error);
}

import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form resolver whose real one (zod and the form's schema) is imported on the first
 * validation, usually the first submit. zod is the largest library a form page would otherwise
 * download before it can paint; the schema stays the one the route handler uses.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): Resolver<TValues, TContext, TOutput> {
  let loaded: Promise<Resolver<TValues, TContext, TOutput>> | undefined;
  return async (values, context, options) => {
    // The same readable fallback messages as the server's, loaded with zod rather than before it.
    loaded ??= import("@/lib/validations/default-messages").then(load);
    return (await loaded)(values, context, options);
  };
}

/**
 * `lazyResolver` for a zod schema: the schema checks what was typed and the submit handler gets
 * those values as they are (the server parses and normalises them again with the same schema).
 */
export function lazySchemaResolver<TValues extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<unknown, TValues>>,
): Resolver<TValues, unknown, TValues> {
  return lazyResolver(async () => {
    const [{ zodResolver }, schema] = await Promise.all([
      import("@hookform/resolvers/zod"),
      loadSchema(),
    ]);
    return zodResolver(schema, undefined, { raw: true });
  });
}

/**
 * `lazyResolver` for a zod schema whose parsed output is what the submit handler gets (trimmed,
 * coerced, defaulted), as when the form posts what the schema made of the fields.
 */
export function lazyParsedResolver<TValues extends FieldValues, TOutput = TValues>(
  loadSchema: () => Promise<z.ZodType<TOutput, TValues>>,
): Resolver<TValues, unknown, TOutput> {
  return lazyResolver(async () => {
    const [{ zodResolver }, schema] = await Promise.all([
      import("@hookform/resolvers/zod"),
      loadSchema(),
    ]);
    return zodResolver(schema);
  });
}

/**
 * For a form whose payload is not its values as they are (blank fields left out, a multipart
 * body): the values are turned into the payload, checked with the handler's schema, and each
 * field gets the first message about it. The submit handler receives the values unchanged.
 */
export function lazyPayloadResolver<TValues extends FieldValues>(
  loadSchema: () => Promise<z.ZodType>,
  payloadOf: (values: TValues) => unknown,
): Resolver<TValues, unknown, TValues> {
  let schema: Promise<z.ZodType> | undefined;
  return async (values) => {
    schema ??= loadSchema();
    const parsed = (await schema).safeParse(payloadOf(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "root");
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import { lazyResolver } from "@/components/ui/lazy-resolver";

/** A form's messages keyed by its own field names ("booking.pickup_location"). */
export type FormErrors = Readonly<Record<string, string>>;

/** zod's issues as one message per dotted path, the first for each path. */
export function issueMessages(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const messages: Record<string, string> = {};
  for (const issue of issues) messages[issue.path.map(String).join(".")] ??= issue.message;
  return messages;
}

/**
 * A resolver that validates the payload a form sends (built from its values) with the
 * handler's own schema, so the browser shows the server's messages under the same fields. The
 * validator (and zod with it) loads on the first validation.
 */
export function payloadResolver<T extends FieldValues>(
  load: () => Promise<(values: T) => FormErrors>,
): Resolver<T> {
  return lazyResolver<T, unknown, T>(async () => {
    const validate = await load();
    return async (values, _context, options) => {
      const messages = Object.entries(validate(values));
      if (messages.length === 0) return { values, errors: {} };
      const flat: Record<string, FieldError> = Object.fromEntries(
        messages.map(([name, message]) => [name, { type: "validation", message }]),
      );
      return { values: {}, errors: toNestErrors<T>(flat, options) };
    };
  });
}

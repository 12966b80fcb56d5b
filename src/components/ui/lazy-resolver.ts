import type { FieldValues, Resolver } from "react-hook-form";

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
    loaded ??= load();
    return (await loaded)(values, context, options);
  };
}

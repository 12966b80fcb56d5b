import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { lazyResolver } from "@/components/ui/lazy-resolver";

type PartnerSchemas = typeof import("@/lib/validations/partner-registration");

/**
 * A step's resolver whose zod, schema and phone rule load on the first check (usually the
 * first Continue), not with the page: they were most of each step's JavaScript.
 */
export function partnerStepResolver<T extends FieldValues>(
  pick: (schemas: PartnerSchemas) => z.ZodType<T, T>,
): Resolver<T, unknown, T> {
  return lazyResolver(async () => {
    const [{ zodResolver }, schemas] = await Promise.all([
      import("@hookform/resolvers/zod"),
      import("@/lib/validations/partner-registration"),
    ]);
    return zodResolver(pick(schemas));
  });
}

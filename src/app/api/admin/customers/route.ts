import { z } from "zod";
import { findCustomers } from "@/server/users/customers";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseWith } from "@/server/http/validation";

export const dynamic = "force-dynamic";

const customerQuerySchema = z.strictObject({
  q: z
    .string({ error: "Type at least 2 characters" })
    .trim()
    .min(2, "Type at least 2 characters")
    .max(100, "Search must be at most 100 characters")
    .refine((text) => !text.includes("\u0000"), "Contains characters that are not allowed"),
});

/** GET /api/admin/customers?q=: customers by name, e-mail or phone, for a phone booking. */
export const GET = route(async (request) => {
  await requireRole(request, "admin");
  const { q } = parseWith(customerQuerySchema, Object.fromEntries(request.nextUrl.searchParams));
  return ok(await findCustomers(q), { headers: { "cache-control": "no-store" } });
});

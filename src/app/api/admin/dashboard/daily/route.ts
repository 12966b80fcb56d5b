import { z } from "zod";
import { dailySeries } from "@/server/reports/dashboard";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseWith } from "@/server/http/validation";

export const dynamic = "force-dynamic";

const dailyQuerySchema = z.strictObject({
  days: z
    .string()
    .regex(/^\d{1,3}$/, "Days must be a whole number from 1 to 366")
    .transform(Number)
    .refine((days) => days >= 1 && days <= 366, "Days must be a whole number from 1 to 366")
    .optional(),
});

/** Bookings received and revenue per day (London days), for the dashboard chart. */
export const GET = route(async (request) => {
  await requireRole(request, "admin");
  const query = parseWith(dailyQuerySchema, Object.fromEntries(request.nextUrl.searchParams));
  const days = query.days ?? 30;
  return ok(
    { days, series: await dailySeries(days) },
    { headers: { "cache-control": "no-store" } },
  );
});

import { requiresAdmin } from "@/server/health/diagnostics-access";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { OUTAGE_RETRY_AFTER_SECONDS } from "@/server/http/outage";
import { currentRequestId } from "@/server/http/request-context";
import { route } from "@/server/http/route";
import { checkDatabase } from "@/server/health/check-database";

export const dynamic = "force-dynamic";

/** The spec's connection test. Open in development and tests; under `next start` and in deployments, administrators only. */
export const GET = route(async (request) => {
  if (requiresAdmin()) await requireRole(request, "admin");
  const check = await checkDatabase();
  if (!check.reachable) {
    return Response.json(
      {
        success: false,
        message: "Error connecting to server",
        error: check.error ?? "Unknown error",
        requestId: currentRequestId(),
      },
      { status: 503, headers: { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS) } },
    );
  }
  return ok(
    {
      driver: check.driver,
      server_version: check.server_version,
      latency_ms: check.latency_ms,
      checked_at: new Date().toISOString(),
    },
    { message: "Database connection successful" },
  );
});

import { getServerConfig } from "@/env";
import { ok } from "@/server/http/envelope";
import { OUTAGE_RETRY_AFTER_SECONDS } from "@/server/http/outage";
import { currentRequestId } from "@/server/http/request-context";
import { route } from "@/server/http/route";
import { checkDatabase } from "@/server/health/check-database";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * Liveness for load balancers and people: database reachability and adapter kinds, no secrets.
 * A 503 carries the same report, so whoever is paged can see which database was unreachable.
 */
export const GET = route(async () => {
  const config = getServerConfig();
  const database = await checkDatabase();
  const data = {
    status: database.reachable ? "ok" : "degraded",
    database: {
      reachable: database.reachable,
      driver: database.driver,
      latency_ms: database.latency_ms,
    },
    adapters: {
      database: config.database.kind,
      payments: config.payments.kind,
      places: config.places.kind,
      files: config.files.kind,
      email: config.email.kind,
      auth_secret: config.authSecret.kind,
    },
  };
  if (!database.reachable) {
    // Like every outage answer: Retry-After, and the request id a person can quote.
    return Response.json(
      { success: false, message: "Database unreachable", data, requestId: currentRequestId() },
      {
        status: 503,
        headers: { ...NO_STORE, "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS) },
      },
    );
  }
  return ok(data, { headers: NO_STORE });
});

import { getServerConfig } from "@/env";
import { ok } from "@/server/http/envelope";
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
    return Response.json(
      { success: false, message: "Database unreachable", data },
      { status: 503, headers: NO_STORE },
    );
  }
  return ok(data, { headers: NO_STORE });
});

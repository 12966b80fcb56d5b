import { getServerConfig } from "@/env";
import { fail, ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { checkDatabase } from "@/server/health/check-database";

export const dynamic = "force-dynamic";

/** Liveness for load balancers and people: database reachability and adapter kinds, no secrets. */
export const GET = route(async () => {
  const config = getServerConfig();
  const database = await checkDatabase();
  const data = {
    status: database.reachable ? "ok" : "degraded",
    database: { reachable: database.reachable, driver: database.driver, latency_ms: database.latency_ms },
    adapters: {
      database: config.database.kind,
      payments: config.payments.kind,
      places: config.places.kind,
      files: config.files.kind,
      email: config.email.kind,
      auth_secret: config.authSecret.kind,
    },
  };
  if (!database.reachable) return fail(503, "Database unreachable");
  return ok(data, { headers: { "Cache-Control": "no-store" } });
});

import { getServerConfig } from "@/env";
import { fail, ok } from "@/server/http/envelope";

/**
 * The trivial JSON handler `npm run bench:api` compares the real endpoints against. It answers
 * only when the benchmark started the server with BENCH_ROUTES=1 (refused in a deployment).
 */
export function GET() {
  if (!getServerConfig().benchRoutes) return fail(404, "Not found");
  return ok(null);
}

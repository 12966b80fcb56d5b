import { getServerConfig } from "@/env";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";

/**
 * Which suggestion provider the address field should use, read at request time so a browser key
 * set on the deployment works without a rebuild (the home page itself is static). The browser key
 * is public by nature (it is referrer-restricted); the server key never leaves the server.
 */
// Runtime configuration: never prerendered at build time.
export const dynamic = "force-dynamic";

export const GET = route(async () => {
  const places = getServerConfig().places;
  const data =
    places.kind === "google"
      ? { provider: "google" as const, browserKey: places.browserKey }
      : { provider: "offline" as const, browserKey: null };
  return ok(data, { headers: { "cache-control": "no-store" } });
});

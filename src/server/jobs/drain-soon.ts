import "server-only";
import { after } from "next/server";
import { logger } from "@/server/http/logger";
import { drainJobs } from "./drain";
import { queueNow } from "./queue-clock";

/**
 * After a request that enqueued work due now: drain once the response has gone (Next's
 * `after`), so the work does not wait for the next tick. Outside a request (tests, scripts) it
 * does nothing: they drive the queue themselves with an injected clock.
 */
export function drainSoon(): void {
  try {
    after(async () => {
      await queueNow()
        .then((now) => drainJobs({ now }))
        .catch((error: unknown) => logger.error({ err: error }, "immediate drain failed"));
    });
  } catch {
    // No request scope.
  }
}

import "server-only";
import { logger } from "@/server/http/logger";
import { drainDue } from "./drain-due";

export const RUNNER_INTERVAL_MS = 15_000;

// One runner per process, kept on globalThis so next dev's module reloads do not start a second.
const globalState = globalThis as typeof globalThis & { __chauffeurJobRunner?: NodeJS.Timeout };

/**
 * The drainer of `next start` and `next dev` (one machine, no Vercel Cron): drains every 15
 * seconds until the queue is empty, one tick at a time (a slow tick delays the next rather than
 * overlapping it).
 */
export function startJobRunner(): void {
  if (globalState.__chauffeurJobRunner) return;
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      // The development clock shift (queue-clock.ts) applies here; a deployment reads none.
      await drainDue();
    } catch (error) {
      logger.error({ err: error }, "job runner tick failed");
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), RUNNER_INTERVAL_MS);
  timer.unref();
  globalState.__chauffeurJobRunner = timer;
  void tick();
}

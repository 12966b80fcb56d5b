import "server-only";
import { logger } from "@/server/http/logger";
import { after } from "next/server";

/**
 * Runs `task` once the response has been sent (Next's `after`), so its cost cannot be read from
 * the response time. Failures are logged: nobody is waiting for them any more.
 *
 * Outside a request scope (Jest, scripts) `after` throws and there is no "later": the task runs
 * before this returns, so a caller that reads its result next (the outbox) sees it.
 */
export async function afterResponse(label: string, task: () => Promise<void>): Promise<void> {
  const run = () =>
    task().catch((error: unknown) => logger.error({ err: error, task: label }, `${label} failed`));
  try {
    after(run);
    return;
  } catch {
    // No request scope: fall through and run it now.
  }
  await run();
}

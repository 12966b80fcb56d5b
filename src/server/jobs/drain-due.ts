import "server-only";
import { drainJobs, type DrainResult } from "./drain";
import { queueNow } from "./queue-clock";

const BATCH = 50;
const MAX_ROUNDS = 20;

/**
 * Drains everything due on the queue's clock (the development shift included), batch after
 * batch until a batch comes back short: one runner tick, and the dev drain endpoint's work.
 * Answers the batches' counts added up.
 */
export async function drainDue(): Promise<DrainResult> {
  const total: DrainResult = {
    scheduled: 0,
    claimed: 0,
    done: 0,
    retried: 0,
    failed: 0,
    released: 0,
  };
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const result = await drainJobs({ limit: BATCH, now: await queueNow() });
    for (const key of Object.keys(total) as (keyof DrainResult)[]) total[key] += result[key];
    if (result.claimed < BATCH) break;
  }
  return total;
}

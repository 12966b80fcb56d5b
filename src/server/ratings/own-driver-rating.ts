import "server-only";
import type { Executor } from "@/server/db/client";
import { executorOrDb } from "@/server/db/transaction";
import { ownDriverId } from "@/server/driver-app/own-driver-id";
import { driverRatingView } from "./queries";

/**
 * The signed-in chauffeur's own rating: the average of the latest 100 with its count, and how
 * often each tag was given. Never who rated, nor the comments.
 */
export async function readOwnDriverRating(input: { userId: number }, executor?: Executor) {
  const db = await executorOrDb(executor);
  return driverRatingView(db, await ownDriverId(input.userId, db));
}
export type OwnDriverRating = Awaited<ReturnType<typeof readOwnDriverRating>>;

import "server-only";
import { and, isNotNull, lt } from "drizzle-orm";
import { POSITION_KEEP_MS } from "@/lib/trip/link-rules";
import type { Executor } from "@/server/db/client";
import { assignmentPositions, assignmentPositionTrail, tripLinks } from "@/server/db/schema";

/**
 * Forgets where cars were: trail points and latest positions recorded over 30 days ago, and trip
 * links whose stop passed as long ago (they answer 404 either way; the rows only take space).
 * A delete by age, so running it twice deletes nothing more.
 */
export async function pruneTrails(
  executor: Executor,
  now: Date,
): Promise<{ trail: number; latest: number; links: number }> {
  const before = new Date(now.getTime() - POSITION_KEEP_MS);
  const trail = await executor
    .delete(assignmentPositionTrail)
    .where(lt(assignmentPositionTrail.recorded_at, before))
    .returning({ id: assignmentPositionTrail.trail_id });
  const latest = await executor
    .delete(assignmentPositions)
    .where(lt(assignmentPositions.recorded_at, before))
    .returning({ id: assignmentPositions.assignment_id });
  const links = await executor
    .delete(tripLinks)
    .where(and(isNotNull(tripLinks.expires_at), lt(tripLinks.expires_at, before)))
    .returning({ id: tripLinks.trip_link_id });
  return { trail: trail.length, latest: latest.length, links: links.length };
}

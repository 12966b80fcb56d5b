import "server-only";
import type { Executor } from "@/server/db/client";

/**
 * The customer's live trip page for a job, to put in the ride updates. Trip links (tokens) are
 * built elsewhere; until that is wired in there is none and the messages go without a link.
 */
export async function tripLinkFor(
  _executor: Executor,
  _assignmentId: number,
): Promise<string | null> {
  return null;
}

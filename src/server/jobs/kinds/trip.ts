import "server-only";
import { pruneTrails } from "@/server/trip/prune-trails";
import type { JobKind } from "../kind-types";
import { scheduledKind } from "./scheduled-kind";

/** The live trip page's housekeeping. */
export const TRIP_JOB_KINDS: Record<string, JobKind> = {
  // Idempotent: a delete of rows older than 30 days before the drain's clock; a second run finds
  // nothing older left.
  "trip.prune_trails": scheduledKind(
    "Forget car positions and trip links over 30 days old",
    pruneTrails,
  ),
};

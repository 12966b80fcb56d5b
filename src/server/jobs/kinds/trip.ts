import "server-only";
import { z } from "zod";
import { pruneTrails } from "@/server/trip/prune-trails";
import { defineKind, type JobKind } from "../kind-types";

/** The live trip page's housekeeping. */
export const TRIP_JOB_KINDS: Record<string, JobKind> = {
  // Idempotent: a delete of rows older than 30 days before the drain's clock; a second run finds
  // nothing older left.
  "trip.prune_trails": defineKind({
    schema: z.object({}).strict(),
    maxAttempts: 3,
    describe: "Forget car positions and trip links over 30 days old",
    handle: async (_payload, { executor, now }) => {
      await pruneTrails(executor, now);
    },
  }),
};

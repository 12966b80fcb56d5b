import { eq } from "drizzle-orm";
import type { DriverStep } from "@/lib/dispatch/driver-steps";
import { getDb } from "@/server/db/client";
import { assignmentPositions, assignmentPositionTrail } from "@/server/db/schema";
import { stepOwnJob } from "@/server/driver-app/step-job";
import { assignedJob, type Chauffeur } from "./driver-jobs";
import { offeredDriver } from "./offers";

export const MINUTE_MS = 60 * 1000;

/** A fresh chauffeur's job picked up soon (on the real clock), taken through the given steps. */
export async function jobAt(steps: DriverStep[] = [], pickupInMs = 30 * MINUTE_MS) {
  const chauffeur: Chauffeur = await offeredDriver();
  const made = await assignedJob({ chauffeur, pickupAt: new Date(Date.now() + pickupInMs) });
  for (const to of steps) {
    await stepOwnJob({
      userId: chauffeur.user.user_id,
      assignmentId: made.job.assignment_id,
      to,
      actor: chauffeur.actor,
    });
  }
  return { ...made, chauffeur };
}

export async function latestPosition(assignmentId: number) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(assignmentPositions)
    .where(eq(assignmentPositions.assignment_id, assignmentId));
  return row ?? null;
}

export async function trailLength(assignmentId: number): Promise<number> {
  const db = await getDb();
  return (
    await db
      .select({ id: assignmentPositionTrail.trail_id })
      .from(assignmentPositionTrail)
      .where(eq(assignmentPositionTrail.assignment_id, assignmentId))
  ).length;
}

/** Central London and a point about 45 m north of it (a car can go that far in a second). */
export const LONDON = { lat: 51.5074, lng: -0.1278 };
export const NEAR_LONDON = { lat: 51.5078, lng: -0.1278 };
export const EDINBURGH = { lat: 55.9533, lng: -3.1883 };

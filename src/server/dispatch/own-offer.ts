import "server-only";
import { and, eq } from "drizzle-orm";
import type { Transaction } from "@/server/db/client";
import { assignments, drivers, type AssignmentRow } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import { lockAssignment } from "./lock-assignment";

export const OFFER_NOT_FOUND = "Offer not found";

/**
 * The offer `assignmentId` if it was made to the driver behind `userId`. Another chauffeur's
 * offer, a partner's, or an account without a driver record all read as a missing offer (404),
 * so a driver cannot learn which offers exist.
 */
export async function findOwnOffer(
  tx: Transaction,
  input: { assignmentId: number; userId: number },
): Promise<AssignmentRow> {
  const [found] = await tx
    .select({ offer: assignments })
    .from(assignments)
    .innerJoin(drivers, eq(drivers.driver_id, assignments.driver_id))
    .where(
      and(eq(assignments.assignment_id, input.assignmentId), eq(drivers.user_id, input.userId)),
    );
  if (!found) throw notFound(OFFER_NOT_FOUND);
  return found.offer;
}

/** The same offer locked until the transaction ends (answers to it queue behind each other). */
export async function lockOffer(tx: Transaction, offer: AssignmentRow): Promise<AssignmentRow> {
  return lockAssignment(tx, offer.assignment_id, OFFER_NOT_FOUND);
}

import "server-only";
import type { AuditActor } from "@/server/audit/record-audit";
import { conflict, notFound } from "@/server/http/errors";
import { DRIVER_NOT_FOUND, findDriverRow } from "./queries";
import { updateDriver, type UpdateDriverResult } from "./update-driver";

export const NOT_AN_APPLICATION_MESSAGE =
  "This driver is not an application under review, so it cannot be approved or rejected.";

/**
 * POST /api/drivers/{id}/approve: an application under review is made Available, which is the
 * approval (the account and its set-password e-mail, the licence rule, the History), exactly as
 * the edit form's status change. Anything but an application answers 409.
 */
export async function approveDriverApplication(input: {
  driverId: number;
  actor: AuditActor;
}): Promise<UpdateDriverResult & { approval: { created: boolean; email: string } }> {
  const row = await findDriverRow(input.driverId);
  if (!row) throw notFound(DRIVER_NOT_FOUND);
  if (row.status !== "Under Review" || row.user_id !== null)
    throw conflict(NOT_AN_APPLICATION_MESSAGE);
  const result = await updateDriver({
    driverId: input.driverId,
    changes: { status: "Available" },
    actor: input.actor,
  });
  // Another administrator approved it in between: this request approved nothing.
  if (!result.approval) throw conflict(NOT_AN_APPLICATION_MESSAGE);
  return { ...result, approval: result.approval };
}

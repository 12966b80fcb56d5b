import "server-only";
import { eq } from "drizzle-orm";
import { driverStateMachine } from "@/lib/drivers/driver-status";
import type { DriverView } from "@/lib/drivers/types";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import { drivers } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { driverRejectedEmail } from "@/server/email/templates/driver-application";
import { AppError, conflict } from "@/server/http/errors";
import { queueAfterCommit } from "@/server/email/queue-after-commit";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { NOT_AN_APPLICATION_MESSAGE } from "./approve-application";
import { driverRejectedEvent } from "./driver-events";
import { driverView, lockDriverRow } from "./queries";

/** The status a rejected application is kept in (the record stays for the History). */
const REJECTED_STATUS = "Unavailable" as const;

/**
 * POST /api/drivers/{id}/reject: an application under review is turned down. The record moves
 * to Unavailable through the driver state machine (compare-and-set on its status), the reason
 * is audited and e-mailed to the applicant after the commit. No account exists or is created.
 */
export async function rejectDriverApplication(input: {
  driverId: number;
  reason: string;
  actor: AuditActor;
}): Promise<DriverView> {
  return inTransaction(undefined, async (tx) => {
    const row = await lockDriverRow(tx, input.driverId);
    if (row.status !== "Under Review" || row.user_id !== null)
      throw conflict(NOT_AN_APPLICATION_MESSAGE);
    const check = driverStateMachine.check({
      from: row.status,
      to: REJECTED_STATUS,
      actor: "admin",
    });
    if (!check.allowed) throw new AppError("CONFLICT", check.reason);
    const [updated] = await tx
      .update(drivers)
      .set({ status: REJECTED_STATUS, updated_at: new Date() })
      .where(eq(drivers.driver_id, row.driver_id))
      .returning();
    await recordAudit(
      tx,
      driverRejectedEvent(row.driver_id, input.actor, row.status, REJECTED_STATUS, input.reason),
    );
    await queueAfterCommit(tx, {
      to: row.email,
      template: "driver-rejected",
      ...driverRejectedEmail({
        site: await getSiteIdentity(tx),
        firstName: row.first_name,
        reason: input.reason,
      }),
    });
    return driverView(updated!, tx);
  });
}

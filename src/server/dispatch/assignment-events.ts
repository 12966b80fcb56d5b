import "server-only";
import type { AuditActor, AuditEventInput } from "@/server/audit/record-audit";
import type { AssignmentRow } from "@/server/db/schema";

/**
 * A job's move as a line in its booking's History: who, when (the row's time), from which state
 * to which, and why. The assignment's particulars go in the context so the History can name the
 * car, the chauffeur and the vehicle.
 */
export function jobMovedEvent(input: {
  actor: AuditActor;
  assignment: AssignmentRow;
  from: AssignmentRow["status"] | null;
  reason?: string | null;
}): AuditEventInput {
  const { assignment } = input;
  return {
    actor: input.actor,
    entity: { kind: "booking", id: assignment.booking_id },
    action: `job_${assignment.status}`,
    changes: { job_status: { old: input.from, new: assignment.status } },
    context: {
      assignment_id: assignment.assignment_id,
      car_number: assignment.car_number,
      driver_id: assignment.driver_id,
      partner_id: assignment.partner_id,
      vehicle_id: assignment.vehicle_id,
      starts_at: assignment.starts_at.toISOString(),
      ends_at: assignment.ends_at.toISOString(),
      ...(input.reason ? { reason: input.reason } : {}),
    },
  };
}

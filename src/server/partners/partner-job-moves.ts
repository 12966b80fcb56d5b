import "server-only";
import type { JobState } from "@/lib/dispatch/job-states";
import type { PartnerAcceptJobBody } from "@/lib/validations/partner-job";
import type { AuditActor } from "@/server/audit/record-audit";
import type { AssignmentRow, PartnerRow } from "@/server/db/schema";
import { moveJob } from "@/server/dispatch/move-job";
import { conflict } from "@/server/http/errors";

interface PartnerJobCall {
  partnerId: number;
  assignmentId: number;
  actor: AuditActor;
  now?: Date;
}

/** The partner accepts an offer and names its chauffeur and vehicle (another's job reads 404). */
export async function acceptPartnerJob(
  input: PartnerJobCall & { partnerStatus: PartnerRow["status"]; details: PartnerAcceptJobBody },
): Promise<AssignmentRow> {
  // A company set Pending or Inactive after the offer was made is sent no more work.
  if (input.partnerStatus !== "Active") {
    throw conflict(`Your partner account is ${input.partnerStatus} and cannot accept jobs`);
  }
  const now = input.now ?? new Date();
  const { details } = input;
  return moveJob({
    assignmentId: input.assignmentId,
    to: "assigned",
    actor: input.actor,
    holder: { partnerId: input.partnerId },
    now,
    set: {
      responded_at: now,
      partner_chauffeur_name: details.chauffeurName,
      partner_chauffeur_phone: details.chauffeurPhone,
      partner_chauffeur_licence: details.chauffeurLicence,
      partner_vehicle_make: details.vehicleMake,
      partner_vehicle_model: details.vehicleModel,
      partner_vehicle_colour: details.vehicleColour,
      partner_vehicle_plate: details.vehiclePlate,
    },
  });
}

/** The partner turns an offer down; the reason goes in the booking's History for the dispatcher. */
export function declinePartnerJob(
  input: PartnerJobCall & { reason: string },
): Promise<AssignmentRow> {
  const now = input.now ?? new Date();
  return moveJob({
    assignmentId: input.assignmentId,
    to: "declined",
    reason: input.reason,
    actor: input.actor,
    holder: { partnerId: input.partnerId },
    now,
    set: { responded_at: now },
  });
}

/** The moves a partner makes on the road; accepting and declining have their own endpoints. */
const ROAD_MOVES: readonly JobState[] = [
  "on_the_way",
  "arrived",
  "on_board",
  "completed",
  "no_show",
];

/** The partner moves its own accepted job to its next step (the state machine says which). */
export function movePartnerJob(input: PartnerJobCall & { to: JobState }): Promise<AssignmentRow> {
  if (!ROAD_MOVES.includes(input.to)) {
    throw conflict(
      "Accept or decline an offer with its own buttons; other moves are the operator's",
    );
  }
  return moveJob({
    assignmentId: input.assignmentId,
    to: input.to,
    actor: input.actor,
    holder: { partnerId: input.partnerId },
    now: input.now,
  });
}

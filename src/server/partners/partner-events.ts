import "server-only";
import type { AuditActor, AuditEventInput } from "@/server/audit/record-audit";
import type { AuditChanges, PartnerRow } from "@/server/db/schema";

const partnerEntity = (partnerId: number) => ({ kind: "partner" as const, id: partnerId });

export function partnerCreatedEvent(
  row: PartnerRow,
  actor: AuditActor,
  channel: "registration" | "console",
): AuditEventInput {
  return {
    actor,
    entity: partnerEntity(row.partner_id),
    action: "created",
    changes: { status: { old: null, new: row.status }, slug: { old: null, new: row.slug } },
    context: { channel, user_id: row.user_id },
  };
}

export function partnerUpdatedEvent(
  partnerId: number,
  actor: AuditActor,
  action: "updated" | "status_changed" | "approved" | "guest_page_updated",
  changes: AuditChanges,
): AuditEventInput {
  return { actor, entity: partnerEntity(partnerId), action, changes };
}

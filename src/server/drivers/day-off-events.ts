import "server-only";
import type { AuditActor, AuditEventInput } from "@/server/audit/record-audit";

/** A day marked off or cleared, in the driver's History: `{ day_off: { old, new } }`. */
export function dayOffEvent(input: {
  actor: AuditActor;
  driverId: number;
  day: string;
  off: boolean;
  reason?: string | null;
}): AuditEventInput {
  return {
    actor: input.actor,
    entity: { kind: "driver", id: input.driverId },
    action: input.off ? "day_off_added" : "day_off_removed",
    changes: {
      day_off: input.off ? { old: null, new: input.day } : { old: input.day, new: null },
    },
    context: input.reason ? { reason: input.reason } : {},
  };
}

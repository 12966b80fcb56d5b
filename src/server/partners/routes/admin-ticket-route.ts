import "server-only";
import { z } from "zod";
import { idParam } from "@/lib/validations/ids";
import { actorFromUser } from "@/server/audit/actor";
import type { AuditActor } from "@/server/audit/record-audit";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

/** The `{ticketId}` segment of the administrator's ticket endpoints. */
export const ticketParams = z.object({ ticketId: idParam });

/**
 * A handler for an administrator's change to one partner ticket (reply, close, reopen): the
 * admin guard, the payload, one audited change by that administrator, the ticket it leaves.
 */
export function adminTicketChangeRoute<S extends z.ZodType, T>(options: {
  schema: S;
  change: (input: { ticketId: number; body: z.output<S>; actor: AuditActor }) => Promise<T>;
  message: (body: z.output<S>) => string;
  status?: number;
}) {
  return route({ params: ticketParams }, async (request, { params }) => {
    const admin = await requireRole(request, "admin");
    const body = await parseJsonBody(request, options.schema);
    const ticket = await options.change({
      ticketId: params.ticketId,
      body,
      actor: actorFromUser(admin),
    });
    return ok(ticket, { status: options.status ?? 200, message: options.message(body) });
  });
}

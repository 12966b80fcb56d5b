import "server-only";
import type { NextRequest } from "next/server";
import { driverIdParamsSchema } from "@/lib/validations/ids";
import { actorFromUser } from "@/server/audit/actor";
import type { AuditActor } from "@/server/audit/record-audit";
import { requireRole } from "@/server/auth/guards";
import { route } from "@/server/http/route";

/**
 * A handler for an administrator's change to one driver (approve, reject, photo, car pictures):
 * the admin guard and the `{driver_id}` segment come first, then `handle` with the change's
 * audit actor.
 */
export function adminDriverRoute(
  handle: (input: {
    request: NextRequest;
    driverId: number;
    actor: AuditActor;
  }) => Promise<Response>,
) {
  return route({ params: driverIdParamsSchema }, async (request, { params }) => {
    const admin = await requireRole(request, "admin");
    return handle({ request, driverId: params.driver_id, actor: actorFromUser(admin) });
  });
}

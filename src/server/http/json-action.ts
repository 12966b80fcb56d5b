import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import type { Role } from "@/lib/roles";
import { actorFromUser } from "@/server/audit/actor";
import type { AuditActor } from "@/server/audit/record-audit";
import { requireRole } from "@/server/auth/guards";
import type { SessionUser } from "@/server/auth/session";
import { okList } from "./envelope";
import { route, type RouteContext } from "./route";
import type { ParamsSchema } from "./route-params";
import { parseJsonBody, parseSearchParams } from "./validation";

export interface JsonActionInput<P, B> {
  request: NextRequest;
  user: SessionUser;
  /** The audit actor for `user`, for the domain call's `recordAudit`. */
  actor: AuditActor;
  params: P;
  body: B;
}

type Action<P, B> = (input: JsonActionInput<P, B>) => Promise<Response>;

/**
 * A signed-in JSON write: `route(...)`, then `requireRole` (401/403 before the body is read, so a
 * stranger learns nothing from validation), then `parseJsonBody` with the one schema. The action
 * gets the user, their audit actor, the typed params and the parsed body, and answers with `ok`.
 */
export function jsonAction<S extends ParamsSchema, B extends z.ZodType>(
  options: { role: Role | Role[]; params: S; body: B },
  action: Action<z.output<S>, z.output<B>>,
): (request: NextRequest, context: RouteContext<z.input<S>>) => Promise<Response>;
export function jsonAction<B extends z.ZodType>(
  options: { role: Role | Role[]; body: B },
  action: Action<unknown, z.output<B>>,
): (request: NextRequest, context: RouteContext) => Promise<Response>;
export function jsonAction(
  options: { role: Role | Role[]; params?: ParamsSchema; body: z.ZodType },
  action: Action<unknown, unknown>,
) {
  const roles = ([] as Role[]).concat(options.role);
  const handle = async (request: NextRequest, params: unknown): Promise<Response> => {
    const user = await requireRole(request, ...roles);
    const body = await parseJsonBody(request, options.body);
    return action({ request, user, actor: actorFromUser(user), params, body });
  };
  if (!options.params) return route((request) => handle(request, {}));
  return route({ params: options.params }, (request, { params }) => handle(request, params));
}

/** As jsonAction for a write with no body (a removal, an accept): the role, then the action. */
export function roleAction<S extends ParamsSchema>(
  options: { role: Role | Role[]; params: S },
  action: (input: Omit<JsonActionInput<z.output<S>, never>, "body">) => Promise<Response>,
) {
  const roles = ([] as Role[]).concat(options.role);
  return route({ params: options.params }, async (request, { params }) => {
    const user = await requireRole(request, ...roles);
    return action({ request, user, actor: actorFromUser(user), params });
  });
}

/**
 * A signed-in list read: the role (401/403 first), then the query string parsed with the list's
 * schema (400 with field errors), answered as `{ data, pagination }` and whatever else the list
 * returns beside them (a page's summary figures).
 */
export function listAction<Q extends z.ZodType>(
  options: { role: Role | Role[]; query: Q },
  // A numbered list's ListPagination, or a list's own (the drivers' has_next).
  list: (params: z.output<Q>) => Promise<{ data: unknown[]; pagination: object }>,
) {
  const roles = ([] as Role[]).concat(options.role);
  return route(async (request) => {
    await requireRole(request, ...roles);
    const { data, ...beside } = await list(parseSearchParams(request, options.query));
    return okList(data, beside);
  });
}

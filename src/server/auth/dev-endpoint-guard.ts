import "server-only";
import { headers } from "next/headers";
import { notFound as pageNotFound } from "next/navigation";
import { isLoopbackHeaders, isLoopbackRequest } from "@/server/http/client-address";
import { notFound } from "@/server/http/errors";
import { requirePageAdminOrNotFound, requireRole } from "./guards";

/**
 * Who may use a development endpoint (the outbox, the ledger clock): nobody ("closed", 404),
 * administrators only, or this machine itself and administrators. "This machine" is judged by
 * the socket and, behind a trusted proxy, by the address the proxy forwarded as well, so a
 * remote caller behind a proxy on this machine is not local. Anyone else needs an
 * administrator's session, through the guard every administrator call takes (with the 2FA
 * Settings may require).
 */
export type DevEndpointAccess = "this-machine-or-administrators" | "administrators" | "closed";

export async function requireDevEndpointAccess(
  request: Request,
  access: DevEndpointAccess,
): Promise<void> {
  if (access === "closed") throw notFound();
  if (access === "this-machine-or-administrators" && isLoopbackRequest(request)) return;
  await requireRole(request, "admin");
}

/** The same rule for a diagnostics page: signed out to the sign-in page, others get the 404. */
export async function requirePageDevEndpointAccess(
  access: DevEndpointAccess,
  callbackPath: string,
): Promise<void> {
  if (access === "closed") pageNotFound();
  if (access === "this-machine-or-administrators" && isLoopbackHeaders(await headers())) return;
  await requirePageAdminOrNotFound(callbackPath);
}

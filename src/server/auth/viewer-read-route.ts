import "server-only";
import type { z } from "zod";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import type { ParamsSchema } from "@/server/http/route-params";
import { requireUser } from "./guards";
import type { SessionUser } from "./session";

/**
 * GET handler reading something for the signed-in viewer: the loader applies the policy (the
 * owner or an administrator; others get 404), and the answer is never cached, since it is
 * one person's data.
 */
export function viewerReadRoute<S extends ParamsSchema, T>(options: {
  params: S;
  load: (viewer: SessionUser, params: z.output<S>) => Promise<T>;
  message: string;
}) {
  return route({ params: options.params }, async (request, { params }) => {
    const viewer = await requireUser(request);
    return ok(await options.load(viewer, params), {
      message: options.message,
      headers: { "cache-control": "no-store" },
    });
  });
}

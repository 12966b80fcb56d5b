import { logoutEverywhere } from "@/server/auth/logout-everywhere";
import { requireUser } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";

export const POST = route(async (request) => {
  const user = await requireUser(request, { allowUnenrolledAdmin: true });
  await logoutEverywhere(user.user_id);
  return ok(null, { message: "You have been logged out on all devices." });
});

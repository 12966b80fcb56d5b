import { optionalUser } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";

/**
 * The header's account menu reads this on the client, so public pages stay static. It only says
 * who is signed in, so an administrator still to set up 2FA sees their menu (and Logout).
 */
export const GET = route(async (request) => {
  const user = await optionalUser(request, { allowUnenrolledAdmin: true });
  return ok(user, {
    message: user ? "Signed in" : "Not signed in",
    headers: { "Cache-Control": "private, no-store" },
  });
});

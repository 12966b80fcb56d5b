import { getRequestUser } from "@/server/auth/request-session";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";

/** The header's account menu reads this on the client, so public pages stay static. */
export const GET = route(async (request) => {
  const user = await getRequestUser(request);
  return ok(user, {
    message: user ? "Signed in" : "Not signed in",
    headers: { "Cache-Control": "private, no-store" },
  });
});

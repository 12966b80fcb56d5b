import { apiLogin } from "@/server/auth/api-login";
import { route } from "@/server/http/route";

/** The spec's API login for non-browser clients: answers a bearer token with the user. */
export const POST = route((request) =>
  apiLogin(request, { failedMessage: "Invalid email or password." }),
);

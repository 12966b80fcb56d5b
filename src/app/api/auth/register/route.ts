import { registerSchema } from "@/lib/validations/auth";
import { ok } from "@/server/http/envelope";
import { clientAddress } from "@/server/http/client-address";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { consumeRegistrationLimit, registerUser } from "@/server/users/register-user";

export const POST = route(async (request) => {
  await consumeRegistrationLimit(clientAddress(request));
  const data = await parseJsonBody(request, registerSchema);
  const user = await registerUser({ data });
  return ok(user, { message: "Registration successful", status: 201 });
});

import "server-only";
import { validateResetTokenQuery } from "@/lib/validations/auth";
import { clientAddressFromHeaders, type HeaderSource } from "@/server/http/client-address";
import { validateResetToken } from "./password-reset";

/** What the reset page shows for its link: the form for the account, or the invalid screen. */
export type ResetLinkState =
  { kind: "invalid" } | { kind: "valid"; email: string; firstPassword: boolean };

/**
 * The reset link checked while the page is rendered, exactly as GET /api/auth/validate-reset-token
 * checks it (the token rule, the per-address limit, a live unused token), so the page arrives
 * with its answer instead of asking after its scripts have run. Any refusal (a malformed or dead
 * token, the limit) is the invalid screen, which is what the page showed for a refused request.
 */
export async function resetLinkState(
  token: string | string[] | undefined,
  headers: HeaderSource,
): Promise<ResetLinkState> {
  const parsed = validateResetTokenQuery.safeParse({ token });
  if (!parsed.success) return { kind: "invalid" };
  try {
    const account = await validateResetToken({
      token: parsed.data.token,
      address: clientAddressFromHeaders(headers),
    });
    return { kind: "valid", email: account.email, firstPassword: account.first_password };
  } catch {
    return { kind: "invalid" };
  }
}

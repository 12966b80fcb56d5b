import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users, type UserRow } from "@/server/db/schema";
import { driverMaySignIn, UNDER_REVIEW_SIGN_IN_MESSAGE } from "@/server/drivers/own-driver";
import { AppError } from "@/server/http/errors";
import {
  claimLoginAttempt,
  LOGIN_LIMIT_MESSAGE,
  loginRetryAfterSeconds,
  normaliseEmail,
  recordAccountFailure,
  releaseLoginAttempt,
} from "./login-limits";
import { verifyAgainstDummy, verifyPassword } from "./passwords";
import { hasSignedInFrom } from "./session-store";
import { checkSecondFactor } from "./two-factor/second-factor";

export { LOGIN_LIMIT_MESSAGE, LOGIN_LIMITS } from "./login-limits";

async function findUser(email: string): Promise<UserRow | undefined> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

// The same query for an unknown e-mail (no account has id 0), so its timing says nothing.
function knownAddress(user: UserRow | undefined, address: string): Promise<boolean> {
  return hasSignedInFrom(user?.user_id ?? 0, address);
}

/**
 * Seconds until this address may try this account again (null: now). The sign-in route asks
 * first, to answer 429 where next-auth could only answer 401.
 */
export async function signInRetryAfterSeconds(input: {
  email?: string;
  address: string;
}): Promise<number | null> {
  const user = input.email ? await findUser(normaliseEmail(input.email)) : undefined;
  return loginRetryAfterSeconds({
    ...input,
    knownAddress: await knownAddress(user, input.address),
  });
}

/**
 * Checks an e-mail and password. A driver whose record is under review is refused (403) after a
 * correct password. Unknown e-mail and wrong password both return null after the
 * same Argon2 work, so neither the answer nor its timing says whether an account exists.
 * Limits (login-limits.ts): only wrong passwords count; a success takes its attempt back.
 */
export async function authenticate(input: {
  email: string;
  password: string;
  address: string;
  /** A portal for one role (the console): any other account answers like a wrong password. */
  onlyRole?: UserRow["role"];
  /** TOTP or recovery code; asked for (401, two_factor_required) when the account has 2FA on. */
  code?: string;
}): Promise<UserRow | null> {
  const email = normaliseEmail(input.email);
  const user = await findUser(email);
  const wait = await loginRetryAfterSeconds({
    email,
    address: input.address,
    knownAddress: await knownAddress(user, input.address),
  });
  if (wait !== null) {
    throw new AppError("RATE_LIMITED", LOGIN_LIMIT_MESSAGE, { retryAfterSeconds: wait });
  }
  await claimLoginAttempt(email, input.address);
  const valid = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyAgainstDummy(input.password).then(() => false);
  if (valid && user) {
    await releaseLoginAttempt(email, input.address);
    if (input.onlyRole && user.role !== input.onlyRole) return null;
    // Told only to whoever knows the password: an application under review has no dashboard yet.
    if (user.role === "driver" && !(await driverMaySignIn(user.user_id)))
      throw new AppError("FORBIDDEN", UNDER_REVIEW_SIGN_IN_MESSAGE);
    await checkSecondFactor(user.user_id, input.code);
    return user;
  }
  await recordAccountFailure(email, input.address);
  return null;
}

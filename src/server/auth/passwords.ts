import "server-only";
import { hash, verify } from "@node-rs/argon2";
import { logger } from "@/server/http/logger";

// Argon2id with OWASP's second recommended profile (19 MiB, 2 passes): strong and fast
// enough for a login path on a 2-core machine.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // A debug line per verification: the login storm (scripts/faults) counts them under
  // LOG_LEVEL=debug to show the rate limit stops Argon2 work, not only the answers.
  logger.debug({ argon2: "verify" }, "argon2 verify");
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the e-mail is unknown makes both failures take the same time. It is
// built when the module loads, not on first use: built lazily, the first unknown-e-mail login would
// pay for an extra hash and stand out from a wrong password.
const dummyHash: Promise<string> = hashPassword("timing-equaliser-not-a-real-password");
// A failure surfaces where the hash is awaited; this only keeps it from being an unhandled rejection.
dummyHash.catch(() => undefined);

export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await dummyHash, password);
  return false;
}

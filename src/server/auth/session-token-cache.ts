import "server-only";
import { decode, type JWT } from "next-auth/jwt";
import { getAuthSecret } from "./secret";

// Decrypting the JWE (key derivation + AES-GCM + claim checks) is the dearest CPU step of an
// authenticated request, and a session sends the same token again and again. The same bytes under
// the same secret always decrypt to the same claims, so verified claims are remembered (bounded);
// the only time-dependent checks jose makes (exp and nbf, with next-auth's 15 s tolerance) are
// repeated on every hit. The session-version check against the database is NOT cached.
// Sized for every chauffeur on the road at once posting positions (issue 26 plans 2,000) plus the
// signed-in office and customers: first in, first out, so a cache smaller than the set of tokens
// in use cycles through them and never hits. About 1.5 kB a token: 15 MB at most.
const DECODED_TOKEN_CACHE_SIZE = 10_000;
const CLOCK_TOLERANCE_SECONDS = 15;
const decodedTokens = new Map<string, JWT>();
let decodedTokensSecret: string | undefined;

function timeClaimsHold(claims: JWT, nowSeconds: number): boolean {
  if (typeof claims.exp === "number" && claims.exp <= nowSeconds - CLOCK_TOLERANCE_SECONDS)
    return false;
  if (typeof claims.nbf === "number" && claims.nbf > nowSeconds + CLOCK_TOLERANCE_SECONDS)
    return false;
  return true;
}

export async function decodeToken(token: string): Promise<JWT | null> {
  const secret = getAuthSecret();
  if (decodedTokensSecret !== secret) {
    decodedTokens.clear();
    decodedTokensSecret = secret;
  }
  const cached = decodedTokens.get(token);
  if (cached) {
    if (timeClaimsHold(cached, Math.floor(Date.now() / 1000))) return cached;
    decodedTokens.delete(token);
    return null;
  }
  let claims: JWT | null;
  try {
    claims = await decode({ token, secret });
  } catch {
    return null;
  }
  if (!claims) return null;
  // Oldest first out; a Map iterates in insertion order.
  if (decodedTokens.size >= DECODED_TOKEN_CACHE_SIZE) {
    const oldest = decodedTokens.keys().next().value;
    if (oldest !== undefined) decodedTokens.delete(oldest);
  }
  const frozen = Object.freeze({ ...claims });
  decodedTokens.set(token, frozen);
  return frozen;
}

import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, base64url (43 characters): far past guessing, short enough for a text. */
export function newTripToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this is stored, so a copy of the database cannot follow anyone's ride. */
export function hashTripToken(token: string): string {
  return createHash("sha256").update(`trip:${token}`).digest("hex");
}

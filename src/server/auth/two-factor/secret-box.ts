import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getServerConfig } from "@/env";

/**
 * TOTP secrets are stored encrypted (AES-256-GCM): a database dump alone must not let anyone
 * mint codes. The stored form is `v1.<iv>.<tag>.<ciphertext>` in base64url, versioned so the key
 * or algorithm can change later without guessing what an old row holds.
 */

const VERSION = "v1";

export function parseKey(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64");
  if (key.length !== 32) throw new Error("The two-factor key must be 32 bytes");
  return key;
}

export function encryptWith(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** Throws when the text was not sealed with this key or was altered (GCM's tag). */
export function decryptWith(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) {
    throw new Error("Unrecognised two-factor secret format");
  }
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([
    decipher.update(Buffer.from(body, "base64url")),
    decipher.final(),
  ]).toString("utf8");
}

let cached: Buffer | undefined;

/**
 * TWO_FACTOR_KEY when configured (required in a deployment, see src/env.ts); locally a random key
 * generated once into DATA_DIR, like the auth secret, so a fresh clone works without set-up.
 */
export function getTwoFactorKey(): Buffer {
  if (cached) return cached;
  const config = getServerConfig().twoFactorKey;
  if (config.kind === "configured") return (cached = parseKey(config.key));
  try {
    cached = parseKey(readFileSync(config.file, "utf8").trim());
  } catch {
    mkdirSync(path.dirname(config.file), { recursive: true });
    try {
      // 'wx' fails if another process won the race; then we read what it wrote.
      writeFileSync(config.file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
    } catch {
      /* created concurrently */
    }
    cached = parseKey(readFileSync(config.file, "utf8").trim());
  }
  return cached;
}

export const encryptSecret = (plaintext: string) => encryptWith(getTwoFactorKey(), plaintext);
export const decryptSecret = (sealed: string) => decryptWith(getTwoFactorKey(), sealed);

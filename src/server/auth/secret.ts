import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getServerConfig } from "@/env";

let cached: string | undefined;

/**
 * NEXTAUTH_SECRET when configured; locally a random secret generated once into DATA_DIR, so a
 * fresh clone has stable sessions across restarts without any set-up.
 */
export function getAuthSecret(): string {
  if (cached) return cached;
  const config = getServerConfig().authSecret;
  if (config.kind === "configured") return (cached = config.secret);
  try {
    cached = readFileSync(config.file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(config.file), { recursive: true });
    try {
      // 'wx' fails if another process won the race; then we read what it wrote.
      writeFileSync(config.file, randomBytes(48).toString("base64url"), {
        flag: "wx",
        mode: 0o600,
      });
    } catch {
      /* created concurrently */
    }
    cached = readFileSync(config.file, "utf8").trim();
  }
  return cached;
}

import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { getServerConfig } from "@/env";
import { AppError, unauthorized } from "@/server/http/errors";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Only Vercel Cron (or whoever holds CRON_SECRET) may drain the queue over HTTP. The header is
 * compared in constant time over fixed-length digests, so neither the secret's content nor its
 * length leaks through timing.
 */
export function requireCronSecret(request: Request): void {
  const config = getServerConfig();
  const secret = config.cronSecret;
  if (!secret) {
    if (config.isDeployment)
      throw new AppError("SERVICE_UNAVAILABLE", "The cron route is not configured (CRON_SECRET)");
    throw unauthorized("The cron route needs CRON_SECRET to be set");
  }
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer (.+)$/.exec(header);
  if (!match || !timingSafeEqual(digest(match[1]!), digest(secret))) throw unauthorized();
}

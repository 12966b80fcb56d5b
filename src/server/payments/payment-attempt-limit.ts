import "server-only";
import { consumeRateLimit } from "@/server/http/rate-limit";

/**
 * Counts one payment attempt of the user against its limit (30 a minute per kind), so a script
 * cannot try cards or open intents in bulk; over the limit it answers 429.
 */
export async function limitPaymentAttempts(
  kind: "payment-intent" | "test-card" | "tip-intent",
  userId: number,
): Promise<void> {
  await consumeRateLimit({
    key: `${kind}:user:${userId}`,
    limit: 30,
    windowSeconds: 60,
    message: "Too many payment attempts (rate limit). Please wait a moment.",
  });
}

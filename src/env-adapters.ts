import path from "node:path";
import type { ServerConfig } from "./env-types";
import type { RawEnv } from "./env-schema";

const DEFAULT_FROM = "Chauffeur Bookings <bookings@localhost>";

function isNeonUrl(url: string): boolean {
  return new URL(url).hostname.endsWith(".neon.tech");
}

/** A provider's variables come all or none, and a deployment needs all: the names missing. */
function absentOfPartial(vars: Record<string, string | undefined>, required: boolean): string[] {
  if (!required && !Object.values(vars).some(Boolean)) return [];
  return Object.keys(vars).filter((name) => !vars[name]);
}

/** The external services' adapters of ServerConfig. */
export type ServiceAdapters = Pick<
  ServerConfig,
  "database" | "payments" | "places" | "files" | "email" | "sms" | "authSecret" | "twoFactorKey"
>;

/**
 * Each external service's adapter (src/env.ts): the real one when its variables are set, the
 * embedded default otherwise; and the variables missing, in the order they are reported (every
 * service's in a deployment, a half-set Stripe or Twilio anywhere).
 */
export function chooseAdapters(
  env: RawEnv,
  { isDeployment, dataDir }: { isDeployment: boolean; dataDir: string },
): { adapters: ServiceAdapters; missing: string[] } {
  const missing: string[] = [];
  const requireReal = (name: string, value: string | undefined) => {
    if (isDeployment && !value) missing.push(name);
  };

  requireReal("DATABASE_URL", env.DATABASE_URL);
  const database: ServiceAdapters["database"] = env.DATABASE_URL
    ? isNeonUrl(env.DATABASE_URL)
      ? { kind: "neon", url: env.DATABASE_URL }
      : { kind: "postgres", url: env.DATABASE_URL }
    : env.EMBEDDED_DATABASE === "memory"
      ? {
          kind: "pglite",
          location: "memory://",
          // Only an in-memory database starts from a template: a file database is its own.
          ...(env.EMBEDDED_DATABASE_TEMPLATE ? { template: env.EMBEDDED_DATABASE_TEMPLATE } : {}),
        }
      : { kind: "pglite", location: path.join(dataDir, "db") };

  const stripeVars = {
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
  };
  // Half a Stripe configuration is a mistake, not a request for the test provider.
  missing.push(...absentOfPartial(stripeVars, isDeployment));
  const payments: ServiceAdapters["payments"] =
    env.STRIPE_SECRET_KEY && env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
      ? {
          kind: "stripe",
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiHost: env.STRIPE_API_HOST,
          apiPort: env.STRIPE_API_PORT,
          apiProtocol: env.STRIPE_API_PROTOCOL,
        }
      : { kind: "test-provider" };

  requireReal("NEXT_PUBLIC_GOOGLE_MAPS_API_KEY", env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY);
  requireReal("GOOGLE_MAPS_SERVER_API_KEY", env.GOOGLE_MAPS_SERVER_API_KEY);
  const places: ServiceAdapters["places"] =
    env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY && env.GOOGLE_MAPS_SERVER_API_KEY
      ? {
          kind: "google",
          browserKey: env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY,
          serverKey: env.GOOGLE_MAPS_SERVER_API_KEY,
        }
      : { kind: "offline-index" };

  requireReal("BLOB_READ_WRITE_TOKEN", env.BLOB_READ_WRITE_TOKEN);
  const files: ServiceAdapters["files"] = env.BLOB_READ_WRITE_TOKEN
    ? { kind: "vercel-blob", token: env.BLOB_READ_WRITE_TOKEN }
    : { kind: "local", directory: path.join(dataDir, "uploads") };

  requireReal("RESEND_API_KEY", env.RESEND_API_KEY);
  requireReal("EMAIL_FROM", env.EMAIL_FROM);
  requireReal("OPERATIONS_EMAIL", env.OPERATIONS_EMAIL);
  const email: ServiceAdapters["email"] =
    env.RESEND_API_KEY && env.EMAIL_FROM
      ? { kind: "resend", apiKey: env.RESEND_API_KEY, from: env.EMAIL_FROM }
      : { kind: "outbox", from: env.EMAIL_FROM ?? DEFAULT_FROM };

  const twilioVars = {
    TWILIO_ACCOUNT_SID: env.TWILIO_ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: env.TWILIO_AUTH_TOKEN,
    TWILIO_FROM: env.TWILIO_FROM,
  };
  // Half a Twilio configuration is a mistake too: messages would pile up in a table nobody reads.
  missing.push(...absentOfPartial(twilioVars, isDeployment));
  const sms: ServiceAdapters["sms"] =
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
      ? {
          kind: "twilio",
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          from: env.TWILIO_FROM,
          fromNumber: env.TWILIO_FROM_NUMBER ?? null,
        }
      : { kind: "outbox", from: env.TWILIO_FROM ?? "Chauffeur" };

  requireReal("NEXTAUTH_SECRET", env.NEXTAUTH_SECRET);
  requireReal("NEXTAUTH_URL", env.NEXTAUTH_URL);
  const authSecret: ServiceAdapters["authSecret"] = env.NEXTAUTH_SECRET
    ? { kind: "configured", secret: env.NEXTAUTH_SECRET }
    : { kind: "generated", file: path.join(dataDir, "auth-secret") };

  // A generated key in a deployment would differ per instance and vanish with the disk, leaving
  // every enrolled account unable to sign in: a deployment must name its key.
  requireReal("TWO_FACTOR_KEY", env.TWO_FACTOR_KEY);
  const twoFactorKey: ServiceAdapters["twoFactorKey"] = env.TWO_FACTOR_KEY
    ? { kind: "configured", key: env.TWO_FACTOR_KEY }
    : { kind: "generated", file: path.join(dataDir, "two-factor-key") };

  // Without it nobody can drain the queue on Vercel (the cron route refuses every call).
  requireReal("CRON_SECRET", env.CRON_SECRET);

  return {
    adapters: { database, payments, places, files, email, sms, authSecret, twoFactorKey },
    missing,
  };
}

import "server-only";
import path from "node:path";
import { chooseAdapters } from "./env-adapters";
import { ConfigurationError, type ServerConfig } from "./env-types";
import { envSchema, TEST_ONLY_VARIABLES } from "./env-schema";
import { portSchema, siteUrlFor, trustedProxyHeaderFor } from "./env-values";

/**
 * The one place that reads process.env. Every external service has a real adapter, chosen when
 * its variables are set, and an embedded default otherwise. A deployment (VERCEL set, or
 * REQUIRE_REAL_SERVICES=1) must never fall back silently: an embedded database on a serverless
 * disk loses data, and a test card provider would take no money.
 */

export type { RawEnv } from "./env-schema";

export { ConfigurationError } from "./env-types";
export type {
  DatabaseAdapter,
  PaymentsAdapter,
  PlacesAdapter,
  FilesAdapter,
  EmailAdapter,
  SmsAdapter,
  AuthSecret,
  TwoFactorKey,
  ServerConfig,
} from "./env-types";

export const DEV_ADMIN_EMAIL = "admin@example.com";
export const DEV_ADMIN_PASSWORD = "admin-password-2026";

export function buildServerConfig(source: Record<string, string | undefined>): ServerConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new ConfigurationError(`Invalid environment: ${problems.join("; ")}`);
  }
  const env = parsed.data;
  const isDeployment = env.VERCEL || env.REQUIRE_REAL_SERVICES;
  const dataDir = path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR ?? ".data");
  const { adapters, missing } = chooseAdapters(env, { isDeployment, dataDir });
  const refused: string[] = [];
  if (isDeployment) {
    for (const name of TEST_ONLY_VARIABLES) if (env[name] !== undefined) refused.push(name);
    // The outbox holds password reset links; a deployment never shows it to anyone.
    if (env.DEV_OUTBOX) refused.push("DEV_OUTBOX");
    if (env.BENCH_ROUTES) refused.push("BENCH_ROUTES");
    if (env.EMAIL_FORCE_FAILURE) refused.push("EMAIL_FORCE_FAILURE");
  }
  const problems: string[] = [];
  if (missing.length > 0) {
    const reason = isDeployment
      ? "This is a deployment (VERCEL or REQUIRE_REAL_SERVICES is set), so embedded defaults are refused."
      : missing.some((name) => name.startsWith("TWILIO_"))
        ? "Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together."
        : "Stripe needs all three of its variables.";
    problems.push(`Missing ${[...new Set(missing)].join(", ")}. ${reason}`);
  }
  if (refused.length > 0) {
    problems.push(
      `${refused.join(", ")} must not be set in a deployment (VERCEL or REQUIRE_REAL_SERVICES is set): test and development only.`,
    );
  }
  if (problems.length > 0) throw new ConfigurationError(problems.join(" "));

  return {
    isDeployment,
    isProductionBuild: env.NODE_ENV === "production",
    dataDir,
    configuredSiteUrl: env.NEXTAUTH_URL ? siteUrlFor(env) : null,
    // `source` is process.env itself in the server: `next start -p 3950` and `next dev` on a
    // taken port store the port there only once they listen, after this object is built.
    get siteUrl(): string {
      if (env.NEXTAUTH_URL) return siteUrlFor(env);
      const listening = portSchema.safeParse(source.PORT ?? "");
      return siteUrlFor({ PORT: listening.success ? listening.data : env.PORT });
    },
    trustedProxyHeader: trustedProxyHeaderFor(env),
    operationsEmail: env.OPERATIONS_EMAIL ?? "operations@example.com",
    admin: {
      email: env.ADMIN_EMAIL ?? DEV_ADMIN_EMAIL,
      // The public default password is for the embedded database only: with DATABASE_URL set
      // (a laptop pointed at production, say) the seed needs ADMIN_PASSWORD given explicitly.
      password:
        env.ADMIN_PASSWORD ??
        (adapters.database.kind === "pglite" ? DEV_ADMIN_PASSWORD : undefined),
    },
    devOutboxOptIn: env.DEV_OUTBOX,
    partnerRootDomain: env.PARTNER_ROOT_DOMAIN?.toLowerCase() ?? null,
    benchRoutes: env.BENCH_ROUTES,
    emailForceFailure: env.EMAIL_FORCE_FAILURE,
    cronSecret: env.CRON_SECRET ?? null,
    // The in-process drainer: never on Vercel (Vercel Cron calls /api/cron/tick), never in tests.
    jobsRunner: env.JOBS_RUNNER && !env.VERCEL && env.NODE_ENV !== "test",
    ...adapters,
  };
}

let cached: ServerConfig | undefined;

export function getServerConfig(): ServerConfig {
  cached ??= buildServerConfig(process.env);
  return cached;
}

/** Tests change process.env between files; this drops the cached reading. */
export function resetServerConfigForTests(): void {
  cached = undefined;
}

/** LOG_LEVEL for the server log; unset under Jest means silent, so test output stays readable. */
export const logLevelSetting = (): string | undefined =>
  process.env.LOG_LEVEL?.trim() || (process.env.JEST_WORKER_ID ? "silent" : undefined);

/**
 * Without NEXTAUTH_URL next-auth takes its origin from `http://localhost:3000`, whatever port
 * the server listens on, and its callback cookie then fails the sign-in. AUTH_TRUST_HOST makes
 * it read the address the request came in on (the Host header, or the X-Forwarded-Host and
 * -Proto a proxy writes and Next fills in for a direct request), which request-origin.ts reads
 * the same way. With NEXTAUTH_URL set next-auth uses that and this changes nothing.
 */
export function letSignInFollowRequestOrigin(): void {
  if (!getServerConfig().configuredSiteUrl) process.env.AUTH_TRUST_HOST = "true";
}

/** True while `next build` collects pages: nothing may open the database then. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}

import { z } from "zod";
import { flag, headerNameSchema, oneOrZero, optionalString, portSchema } from "./env-values";

/**
 * Every variable the server reads, with the message a bad value gets. Only src/env.ts applies it
 * (to the environment); this file never reads it itself.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  VERCEL: flag,
  REQUIRE_REAL_SERVICES: flag,
  DATA_DIR: optionalString,
  EMBEDDED_DATABASE: optionalString.pipe(z.enum(["file", "memory"]).optional()),
  EMBEDDED_DATABASE_TEMPLATE: optionalString,
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .url("DATABASE_URL must be a postgres:// or postgresql:// URL")
      .regex(/^postgres(?:ql)?:\/\//i, "DATABASE_URL must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  NEXTAUTH_URL: optionalString.pipe(z.string().url("NEXTAUTH_URL must be a URL").optional()),
  PORT: optionalString.pipe(portSchema.optional()),
  TRUSTED_PROXY_HEADER: optionalString.pipe(headerNameSchema.optional()),
  NEXTAUTH_SECRET: optionalString.pipe(
    z.string().min(32, "NEXTAUTH_SECRET must be at least 32 characters").optional(),
  ),
  // 32 bytes as base64 or 64 hex characters: encrypts two-factor secrets at rest (AES-256-GCM).
  TWO_FACTOR_KEY: optionalString.pipe(
    z
      .string()
      .regex(
        /^(?:[0-9a-f]{64}|[A-Za-z0-9+/_-]{43}=?)$/i,
        "TWO_FACTOR_KEY must be 32 bytes as 64 hex characters or base64",
      )
      .optional(),
  ),
  ADMIN_EMAIL: optionalString.pipe(
    z.string().email("ADMIN_EMAIL must be an e-mail address").optional(),
  ),
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").optional(),
  ),
  STRIPE_SECRET_KEY: optionalString,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_HOST: optionalString,
  STRIPE_API_PORT: optionalString.pipe(
    z.string().regex(/^\d+$/, "STRIPE_API_PORT must be a port number").transform(Number).optional(),
  ),
  STRIPE_API_PROTOCOL: optionalString.pipe(z.enum(["http", "https"]).optional()),
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: optionalString,
  GOOGLE_MAPS_SERVER_API_KEY: optionalString,
  BLOB_READ_WRITE_TOKEN: optionalString,
  RESEND_API_KEY: optionalString,
  EMAIL_FROM: optionalString,
  TWILIO_ACCOUNT_SID: optionalString.pipe(
    z
      .string()
      .regex(/^AC[0-9a-f]{32}$/i, "TWILIO_ACCOUNT_SID must be AC followed by 32 hex characters")
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: optionalString,
  // A number in E.164 or an alphanumeric sender name (1-11 letters, digits, spaces).
  TWILIO_FROM: optionalString.pipe(
    z
      .string()
      .regex(
        /^(?:\+[1-9]\d{6,14}|(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11})$/,
        "TWILIO_FROM must be a number such as +447700900123 or a sender name of up to 11 letters and digits",
      )
      .optional(),
  ),
  // With a sender name: the number used where names are refused (the US and Canada).
  TWILIO_FROM_NUMBER: optionalString.pipe(
    z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, "TWILIO_FROM_NUMBER must be a number such as +15005550006")
      .optional(),
  ),
  OPERATIONS_EMAIL: optionalString.pipe(
    z.string().email("OPERATIONS_EMAIL must be an e-mail address").optional(),
  ),
  // Partner guest pages on subdomains: {slug}.PARTNER_ROOT_DOMAIN serves /p/{slug}.
  PARTNER_ROOT_DOMAIN: optionalString.pipe(
    z
      .string()
      .regex(
        /^(?=.{3,200}$)([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i,
        "PARTNER_ROOT_DOMAIN must be a domain name such as partners.example.com",
      )
      .optional(),
  ),
  DEV_OUTBOX: oneOrZero("DEV_OUTBOX"),
  // Vercel Cron sends it as `Authorization: Bearer <CRON_SECRET>` to /api/cron/tick.
  CRON_SECRET: optionalString.pipe(
    z.string().min(16, "CRON_SECRET must be at least 16 characters").optional(),
  ),
  // JOBS_RUNNER=0 stops the in-process drainer under next start / next dev (tests never start it).
  JOBS_RUNNER: z
    .enum(["", "0", "1"], { message: "JOBS_RUNNER must be 1 or 0" })
    .optional()
    .transform((value) => value !== "0"),
  // Only while bench:api / bench:pages run: their baselines (a trivial handler, an empty page).
  BENCH_ROUTES: oneOrZero("BENCH_ROUTES"),
  // Development only: every e-mail delivery attempt fails, to watch retries end in /admin/jobs.
  EMAIL_FORCE_FAILURE: oneOrZero("EMAIL_FORCE_FAILURE"),
});

// Variables that only make sense in tests; a deployment that has one set is misconfigured.
export const TEST_ONLY_VARIABLES = [
  "STRIPE_API_HOST",
  "STRIPE_API_PORT",
  "STRIPE_API_PROTOCOL",
] as const;

export type RawEnv = z.infer<typeof envSchema>;

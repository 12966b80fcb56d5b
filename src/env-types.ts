/** The adapters and settings src/env.ts chooses from the environment (types only, no reading). */

export type DatabaseAdapter =
  | {
      kind: "pglite";
      location: string;
      /** A dump of an already migrated database that an in-memory one starts from (tests). */
      template?: string;
    }
  | { kind: "neon"; url: string }
  | { kind: "postgres"; url: string };
export type PaymentsAdapter =
  | {
      kind: "stripe";
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      apiHost?: string;
      apiPort?: number;
      apiProtocol?: "http" | "https";
    }
  | { kind: "test-provider" };
export type PlacesAdapter =
  { kind: "google"; browserKey: string; serverKey: string } | { kind: "offline-index" };
export type FilesAdapter =
  { kind: "vercel-blob"; token: string } | { kind: "local"; directory: string };
export type EmailAdapter =
  { kind: "resend"; apiKey: string; from: string } | { kind: "outbox"; from: string };
/** `from` is a number or a sender name; `fromNumber` the number where names are refused. */
export type SmsAdapter =
  | {
      kind: "twilio";
      accountSid: string;
      authToken: string;
      from: string;
      fromNumber: string | null;
    }
  | { kind: "outbox"; from: string };
export type AuthSecret =
  { kind: "configured"; secret: string } | { kind: "generated"; file: string };
/** Encrypts TOTP secrets at rest; `key` is 64 hex characters or base64 of 32 bytes. */
export type TwoFactorKey =
  { kind: "configured"; key: string } | { kind: "generated"; file: string };

export interface ServerConfig {
  isDeployment: boolean;
  isProductionBuild: boolean;
  dataDir: string;
  /**
   * The site's URL for links in e-mails: NEXTAUTH_URL, or locally http://localhost:<the port the
   * server listens on>, read when asked (Next stores the port once it listens, after start-up).
   */
  readonly siteUrl: string;
  /** NEXTAUTH_URL when set; null: sign-in follows the address each request came in on. */
  configuredSiteUrl: string | null;
  /** The header a proxy writes the caller's address into; null: the socket's address. */
  trustedProxyHeader: string | null;
  operationsEmail: string;
  /** No default password unless the database is the embedded PGlite one. */
  admin: { email: string; password: string | undefined };
  /** DEV_OUTBOX=1: the outbox is readable by anyone under `next start` (the e2e server). */
  devOutboxOptIn: boolean;
  /** PARTNER_ROOT_DOMAIN: guest pages also answer at {slug}.{this domain}; null when unset. */
  partnerRootDomain: string | null;
  /** BENCH_ROUTES=1: /api/bench/ping and /bench/empty answer (only while a benchmark runs). */
  benchRoutes: boolean;
  /** EMAIL_FORCE_FAILURE=1 (refused in a deployment): every e-mail delivery attempt fails. */
  emailForceFailure: boolean;
  /** CRON_SECRET: the bearer token /api/cron/tick accepts; null leaves the route refusing. */
  cronSecret: string | null;
  /** Whether start-up starts the 15-second job drainer (not on Vercel, not in tests). */
  jobsRunner: boolean;
  database: DatabaseAdapter;
  payments: PaymentsAdapter;
  places: PlacesAdapter;
  files: FilesAdapter;
  email: EmailAdapter;
  sms: SmsAdapter;
  authSecret: AuthSecret;
  twoFactorKey: TwoFactorKey;
}

export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigurationError";
  }
}

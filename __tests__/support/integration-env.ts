import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pgliteTemplate } from "./pglite-template";

// Runs before each integration test file is loaded: its own data directory and, unless a
// real server is given in TEST_DATABASE_URL, an in-memory PGlite. No service is configured,
// so every adapter is the embedded default, exactly as on a fresh clone.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "chauffeur-it-"));
process.env.EMBEDDED_DATABASE = "memory";
if (!process.env.TEST_DATABASE_URL) process.env.EMBEDDED_DATABASE_TEMPLATE = pgliteTemplate();
process.env.NEXTAUTH_URL = "http://localhost:3000";
// The tests stand in for a proxy that writes the caller's address into x-forwarded-for, so each
// test can come from an address of its own; client-address tests turn this off to test a server
// exposed directly.
process.env.TRUSTED_PROXY_HEADER = "x-forwarded-for";
for (const name of [
  "DATABASE_URL",
  "VERCEL",
  "REQUIRE_REAL_SERVICES",
  "NEXTAUTH_SECRET",
  "STRIPE_SECRET_KEY",
  "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "NEXT_PUBLIC_GOOGLE_MAPS_API_KEY",
  "GOOGLE_MAPS_SERVER_API_KEY",
  "BLOB_READ_WRITE_TOKEN",
  "RESEND_API_KEY",
  "TWILIO_ACCOUNT_SID",
  "TWILIO_AUTH_TOKEN",
  "TWILIO_FROM",
  "CRON_SECRET",
]) {
  delete process.env[name];
}

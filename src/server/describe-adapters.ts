import "server-only";
import path from "node:path";
import type { ServerConfig } from "@/env";

/** One line per adapter, printed at start and by db:migrate (no secrets). */
export function describeAdapters(config: ServerConfig): string[] {
  const db = config.database;
  const relative = (p: string) => {
    const rel = path.relative(process.cwd(), p);
    return rel === "" ? "." : rel.startsWith("..") ? p : rel;
  };
  return [
    `database: ${db.kind === "pglite" ? `embedded PGlite at ${db.location === "memory://" ? "memory://" : relative(db.location)}` : db.kind === "neon" ? "Neon serverless Pool (DATABASE_URL)" : "PostgreSQL via node-postgres (DATABASE_URL)"}`,
    `payments: ${config.payments.kind === "stripe" ? "Stripe (STRIPE_SECRET_KEY)" : "built-in test card provider (no Stripe keys; never in production)"}`,
    `places: ${config.places.kind === "google" ? "Google Maps Places and Geocoding" : "offline place index (no Google Maps keys)"}`,
    `files: ${config.files.kind === "vercel-blob" ? "Vercel Blob (BLOB_READ_WRITE_TOKEN)" : `local files at ${relative(config.files.directory)}`}`,
    `email: ${config.email.kind === "resend" ? `Resend from ${config.email.from}` : "outbox (stored, logged, readable at /dev/outbox)"}`,
    `sms: ${config.sms.kind === "twilio" ? `Twilio from ${config.sms.from}` : "outbox (stored, readable at /dev/outbox)"}`,
    `auth secret: ${config.authSecret.kind === "configured" ? "NEXTAUTH_SECRET" : `generated at ${relative(config.authSecret.file)}`}`,
  ];
}

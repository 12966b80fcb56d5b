import "server-only";
import pino, { type Level } from "pino";
import { logLevelSetting } from "@/env";

const LEVELS: ReadonlySet<string> = new Set<Level | "silent">([
  "fatal",
  "error",
  "warn",
  "info",
  "debug",
  "trace",
  "silent",
]);

/** LOG_LEVEL when it names a level (debug shows the Argon2 lines the login storm counts). */
function level(): string {
  const setting = logLevelSetting();
  return setting && LEVELS.has(setting) ? setting : "info";
}

/**
 * Server logs: one JSON object a line on stdout (what Vercel's log view and `jq` read). Secrets
 * never reach a line: any field with these names is replaced wherever it sits in a logged object.
 */
export const logger = pino({
  level: level(),
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  redact: {
    paths: [
      "password",
      "*.password",
      "new_password",
      "*.new_password",
      "token",
      "*.token",
      "authorization",
      "*.authorization",
      "cookie",
      "*.cookie",
      "headers.cookie",
      "headers.authorization",
      "reset_link",
      "*.reset_link",
      "resetUrl",
      "*.resetUrl",
      "card",
      "*.card",
      "client_secret",
      "*.client_secret",
      "params",
      "*.params",
    ],
    censor: "[redacted]",
  },
});

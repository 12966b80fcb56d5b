import "server-only";
import pino from "pino";

/**
 * Server logs: one JSON object a line on stdout (what Vercel's log view and `jq` read). Secrets
 * never reach a line: any field with these names is replaced wherever it sits in a logged object.
 */
export const logger = pino({
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

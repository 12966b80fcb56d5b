// Runs the browser journeys against the production build: `next build`, then Playwright
// starts `next start` on a free port with a fresh data directory (see playwright.config.ts).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const chrome = process.env.CHROME_PATH || "/usr/bin/chromium";
if (!existsSync(chrome)) {
  console.error(
    `Chromium not found at ${chrome}. Install Debian's chromium (apt-get install chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}

const env = { ...process.env };
// The browser tests must see the embedded defaults, whatever this shell has configured.
for (const name of [
  "DATABASE_URL",
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
  "VERCEL",
  "REQUIRE_REAL_SERVICES",
  "NEXTAUTH_SECRET",
]) {
  delete env[name];
}

if (process.env.E2E_SKIP_BUILD !== "1") {
  const build = spawnSync("npx", ["next", "build"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The journeys read reset links from the outbox; a production build opens it only on request.
env.DEV_OUTBOX = "1";
env.E2E_PORT = String(await freePort());
env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), "chauffeur-e2e-"));
console.info(`e2e: next start on port ${env.E2E_PORT}, data in ${env.E2E_DATA_DIR}`);
// Naming spec files (or any filter) runs just those: without --no-deps the "account-changes"
// project, the teardown of every other journey (playwright.config.ts), would run after them too.
const filters = process.argv.slice(2);
const args = filters.length > 0 ? ["--no-deps", ...filters] : [];
const run = spawnSync("npx", ["playwright", "test", ...args], {
  stdio: "inherit",
  env,
});
process.exit(run.status ?? 1);

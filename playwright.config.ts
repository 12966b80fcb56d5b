import { defineConfig } from "@playwright/test";

// scripts/e2e.mjs builds the app, picks a free port and a fresh data directory, and passes
// them in; workers inherit the same environment, so every process agrees on the address.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// Journeys that change what every other journey relies on (the seeded administrator's password,
// which ends that account's other sessions; the site-wide settings; the seeded administrator's
// two-factor sign-in) run alone, after the others:
// the first project names them as its teardown, which runs whether or not the others passed.
const ACCOUNT_CHANGES = [/admin-settings\.spec\.ts$/, /two-factor\.spec\.ts$/];
// The longest journey (the operator's day, most of it waiting out a 90-second offer) is a project
// of its own listed first, so a worker starts it at once and the other journeys run beside it
// instead of it running alone at the end. The scheduled work (servers of its own, the queue's
// clock moved by days) is there too, for the same reason.
const LONG_JOURNEYS = [/dispatch\.spec\.ts$/, /scheduled-work\.spec\.ts$/];

export default defineConfig({
  testDir: "./e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  projects: [
    { name: "long-journeys", testMatch: LONG_JOURNEYS, teardown: "account-changes" },
    {
      name: "journeys",
      testIgnore: [...ACCOUNT_CHANGES, ...LONG_JOURNEYS],
      teardown: "account-changes",
    },
    { name: "account-changes", testMatch: ACCOUNT_CHANGES, workers: 1 },
  ],
  use: {
    baseURL,
    trace: "retain-on-failure",
    // Colour transitions (the header turning white on scroll) are skipped, as for a visitor who
    // asks for less motion: axe then never measures contrast halfway through one.
    reducedMotion: "reduce",
    launchOptions: {
      // Debian's Chromium, never a downloaded browser.
      executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  webServer: {
    command: `npx next start --port ${port} --hostname 127.0.0.1`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      DATA_DIR: process.env.E2E_DATA_DIR ?? ".data-e2e",
      NEXTAUTH_URL: baseURL,
      NODE_ENV: "production",
      // The journeys read password reset links from GET /api/dev/outbox, which a production
      // build otherwise shows to administrators only.
      DEV_OUTBOX: "1",
      // page-weight.spec.ts weighs every page against the empty page (/bench/empty).
      BENCH_ROUTES: "1",
      // Each test stands in for a proxy and names its own address in x-real-ip (fixtures.ts), so
      // per-address rate limits do not leak between tests.
      TRUSTED_PROXY_HEADER: "x-real-ip",
    },
  },
});

import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkA11y, expect, test } from "./support/fixtures";
import { SEEDED_ADMIN } from "./support/sign-in";

/**
 * The suite's own server is told its address (NEXTAUTH_URL); a person who runs
 * `next start -p 3950` is not. This journey starts a second server from the same build on a free
 * port other than 3000, with no NEXTAUTH_URL and a database of its own, and signs in there as
 * an administrator and as a customer, through the forms, on both names of this machine.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within two minutes`);
}

let server: ChildProcess;
let port: number;

test.beforeAll(async () => {
  port = await freePort();
  if (port === 3000) port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "chauffeur-any-port-")),
  };
  for (const name of ["NEXTAUTH_URL", "PORT", "DEV_OUTBOX", "TRUSTED_PROXY_HEADER"]) {
    delete env[name];
  }
  server = spawn("npx", ["next", "start", "-p", String(port)], { env, stdio: "ignore" });
  await waitForHealth(`http://127.0.0.1:${port}`, server);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

test.describe.configure({ mode: "serial", timeout: 180_000 });

test("an administrator signs in on localhost at a port other than 3000", async ({ page }) => {
  await page.goto(`http://localhost:${port}/admin/login`);
  await checkA11y(page);
  await page.getByLabel("Email").fill(SEEDED_ADMIN.email);
  await page.getByLabel("Password").fill(SEEDED_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`http://localhost:${port}/admin/dashboard`);
  await expect(page.getByRole("heading", { name: "Dashboard Overview" })).toBeVisible();
});

test("a customer registers and signs in at 127.0.0.1 on that port", async ({ page }) => {
  const origin = `http://127.0.0.1:${port}`;
  const email = `any-port-${Date.now()}@example.com`;
  await page.goto(`${origin}/register`);
  const fields: [string, string][] = [
    ["First name", "Ada"],
    ["Last name", "Port"],
    ["Email", email],
    ["Phone number", "+447700900778"],
    ["Address", "1 Station Road"],
    ["City", "London"],
    ["State/Province", "London"],
    ["ZIP/Postal code", "N1 9AL"],
    ["Country", "United Kingdom"],
    ["Password", "any-port-password-1"],
    ["Confirm password", "any-port-password-1"],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(`${origin}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("any-port-password-1");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${origin}/dashboard/bookings`);
  await expect(page.getByRole("heading", { name: "My Bookings" })).toBeVisible();
  await checkA11y(page);
});

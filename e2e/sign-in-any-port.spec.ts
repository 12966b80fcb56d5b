import { checkA11y, expect, test } from "./support/fixtures";
import { startExtraServer, type ExtraServer } from "./support/extra-server";
import { SEEDED_ADMIN } from "./support/sign-in";

/**
 * The suite's own server is told its address (NEXTAUTH_URL); a person who runs
 * `next start -p 3950` is not. This journey starts a second server from the same build on a free
 * port other than 3000, with no NEXTAUTH_URL and a database of its own, and signs in there as
 * an administrator and as a customer, through the forms, on both names of this machine.
 */
let server: ExtraServer;
let port: number;

test.beforeAll(async () => {
  server = await startExtraServer();
  port = server.port;
});

test.afterAll(() => {
  server?.stop();
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

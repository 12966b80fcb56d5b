import { randomBytes } from "node:crypto";
import { generateSync } from "otplib";
import type { Page } from "@playwright/test";
import { checkA11y, expect, test } from "./support/fixtures";
import { SEEDED_ADMIN, signInThroughApi } from "./support/sign-in";
import { bookHeathrowToDetails } from "./support/booking-flow";

/*
 * Two-factor sign-in as a person would use it: the test reads the setup key the page shows (as
 * one would type it into an authenticator app) and computes the codes with otplib. Runs after
 * every other journey (playwright.config.ts): it changes the seeded administrator's sign-in.
 */

const step = () => Math.floor(Date.now() / 30_000);
const codeAt = (key: string, at: number) => generateSync({ secret: key, epoch: at * 30 });

/** Sets up 2FA on the panel already on screen; answers the key, the step used and the codes. */
async function enrol(page: Page, label: string) {
  await page.getByRole("button", { name: "Enable 2FA" }).click();
  const shown = page.getByTestId("setup-key");
  await expect(shown).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const key = (await shown.textContent())!.replace(/\s/g, "");
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await checkA11y(page, `${label}: set-up`);
  const usedStep = step();
  await page.getByLabel("Authentication code").fill(codeAt(key, usedStep));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const list = page.getByRole("list", { name: "Recovery codes" });
  await expect(list).toBeVisible();
  const codes = await list.getByRole("listitem").allTextContents();
  expect(codes).toHaveLength(10);
  await expect(page.getByTestId("two-factor-status")).toHaveText("On");
  await checkA11y(page, `${label}: recovery codes`);
  await page.getByRole("button", { name: "I have saved my codes" }).click();
  await expect(list).toBeHidden();
  return { key, usedStep, codes };
}

async function passwordStep(page: Page, email: string, password: string, button: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByLabel("Authentication code")).toBeVisible();
}

test("an administrator turns on 2FA, then signs in with a code and with a recovery code", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(SEEDED_ADMIN.email);
  await page.getByLabel("Password").fill(SEEDED_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Settings, Security, 'Enable 2FA' leads to the set-up page.
  await page.goto("/admin/settings");
  await page.getByRole("tab", { name: "Security" }).click();
  await page.getByRole("link", { name: "Enable 2FA" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/two-factor$/);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in", level: 1 })).toBeVisible();
  await expect(page.getByTestId("two-factor-status")).toHaveText("Off");
  await checkA11y(page, "two-factor page");
  const { key, usedStep, codes } = await enrol(page, "admin");

  // Sign out, then in with the password and the next code (one step ahead is within the drift).
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await passwordStep(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password, "Sign In");
  await checkA11y(page, "admin sign-in: code step");
  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByLabel("Authentication code")).toHaveAccessibleDescription(/not valid/);
  await page.getByLabel("Authentication code").fill(codeAt(key, usedStep + 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Sign out, then in with a recovery code; the same code again is refused.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await passwordStep(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password, "Sign In");
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(codes[0]!);
  await checkA11y(page, "admin sign-in: recovery code");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The rule for every administrator, on and off again (the next journeys run need it off).
  await page.goto("/admin/settings/two-factor");
  const rule = page.getByRole("switch", { name: "Require 2FA for all administrator accounts" });
  await rule.click();
  await expect(rule).toBeChecked();
  await rule.click();
  await expect(rule).not.toBeChecked();

  // Turn it off again with the password and a recovery code, so the seeded admin is as it was.
  await page.getByRole("button", { name: "Turn off 2FA" }).click();
  await page.getByLabel("Current password").fill(SEEDED_ADMIN.password);
  await page.getByLabel("Authentication or recovery code").fill(codes[0]!);
  await page.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
  await expect(page.getByLabel("Authentication or recovery code")).toHaveAccessibleDescription(
    /not valid or was already used/,
  );
  await checkA11y(page, "turning off");
  await page.getByLabel("Authentication or recovery code").fill(codes[1]!);
  await page.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
  await expect(page.getByTestId("two-factor-status")).toHaveText("Off");
});

test("a partner turns on 2FA from Account Settings and signs in with a code", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const tag = randomBytes(3).toString("hex");
  const email = `twofactor-${tag}@aurora.example`;
  const password = "limousine-2026";
  const registered = await page.request.post("/api/partners/register", {
    data: {
      contactPersonName: "Claire Bennett",
      contactPersonEmail: `claire-2fa-${tag}@aurora.example`,
      contactPersonPhone: "+44 7700 900456",
      companyName: `Aurora ${tag} Secure`,
      companyPhone: "020 7946 0001",
      companyAddress: "1 Demo Road, London",
      companyRegistration: "09876543",
      email,
      password,
      confirmPassword: password,
    },
  });
  expect(registered.status()).toBe(201);
  await signInThroughApi(page, { email, password });
  await page.goto("/partner-dashboard/account");
  await expect(page.getByRole("heading", { name: "Security", level: 2 })).toBeVisible();
  await checkA11y(page, "partner account settings");
  const { key, usedStep, codes } = await enrol(page, "partner");

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto("/login");
  await passwordStep(other, email, password, "Log in");
  await checkA11y(other, "partner sign-in: code step");
  await other.getByLabel("Authentication code").fill(codeAt(key, usedStep + 1));
  await other.getByRole("button", { name: "Verify" }).click();
  await expect(other).toHaveURL(/\/partner-dashboard/);
  await fresh.close();

  // The same account books a ride as a visitor does, signing in on the details step: the code
  // step appears there too (a recovery code this time), then the payment page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto("/");
  await bookHeathrowToDetails(visitor, 5);
  await visitor.getByRole("radio", { name: "I have an account" }).check();
  await visitor.getByLabel("Email").fill(email);
  await visitor.getByLabel("Password", { exact: true }).fill(password);
  await visitor.getByRole("button", { name: "Continue to payment" }).click();
  await visitor.getByRole("button", { name: "Use a recovery code instead" }).click();
  await checkA11y(visitor, "details step: two-factor code");
  await visitor.getByLabel("Recovery code").fill(codes[0]!);
  await visitor.getByRole("button", { name: "Verify" }).click();
  await expect(visitor).toHaveURL(/\/payment\?booking_id=\d+/, { timeout: 20_000 });
  await visitorContext.close();
});

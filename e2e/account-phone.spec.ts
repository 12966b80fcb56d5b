import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { checkA11y, expect, test } from "./support/fixtures";

test.use({ viewport: { width: 390, height: 844 } });

async function dismissToasts(page: Page): Promise<void> {
  for (const button of await page.getByRole("button", { name: "Close toast" }).all()) {
    await button.click({ timeout: 2_000 }).catch(() => undefined);
  }
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
}

/** Toasts are the toaster's concern (see accounts-journey.spec.ts); the page is checked alone. */
async function a11y(page: Page, label?: string): Promise<void> {
  await dismissToasts(page);
  await checkA11y(page, label);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

const FIELDS = (email: string, password: string): [string, string][] => [
  ["First name", "Grace"],
  ["Last name", "Hopper"],
  ["Email", email],
  ["Phone number", "+447700900321"],
  ["Address", "1 Harbour Row"],
  ["City", "London"],
  ["State/Province", "Greater London"],
  ["ZIP/Postal code", "E14 5AB"],
  ["Country", "United Kingdom"],
  ["Password", password],
  ["Confirm password", password],
];

test("on a phone: register, land on /login with the address filled in, use the account menu, log out", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `phone-${randomBytes(4).toString("hex")}@example.com`;
  const password = "phone-password-1";

  await page.goto("/register");
  for (const [label, value] of FIELDS(email, password)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole("button", { name: "Create account" }).click();

  // /login says the account was created, has the address and waits for the password.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("status").filter({ hasText: "account was created" })).toContainText(
    `Log in with ${email}`,
  );
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Password")).toBeFocused();
  await a11y(page, "login after registering");
  await expectNoSidewaysScroll(page);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/bookings$/);
  await expect(page.getByRole("heading", { name: "My Bookings" })).toBeVisible();
  const cookiesBeforeLogout = await page.context().cookies();

  // The phone menu: the person's name and e-mail, My Bookings, Profile and Log out.
  await dismissToasts(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  const account = page.getByRole("banner").getByRole("navigation", { name: "Your account" });
  await expect(account).toContainText("Grace Hopper");
  await expect(account).toContainText(email);
  await expect(account.getByRole("link", { name: "My Bookings" })).toBeVisible();
  await expect(account.getByRole("button", { name: "Log out" })).toBeVisible();
  await a11y(page, "phone menu, signed in");
  await expectNoSidewaysScroll(page);
  await account.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  // The area's own navigation uses the same names.
  const areaNav = page.getByRole("main").getByRole("navigation", { name: "Your account" });
  await expect(areaNav.getByRole("link", { name: "Profile" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(areaNav.getByRole("link", { name: "My Bookings" })).toBeVisible();
  await a11y(page, "profile on a phone");

  // Log out from the phone menu; the cookie copied before no longer reads the account.
  await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("banner")
    .getByRole("navigation", { name: "Your account" })
    .getByRole("button", { name: "Log out" })
    .click();
  await expect(page).toHaveURL(/\/login/);
  const copy = await browser.newContext({ baseURL });
  await copy.addCookies(cookiesBeforeLogout);
  const me = await copy.request.get("/api/me");
  expect(((await me.json()) as { data: unknown }).data).toBeNull();
  await copy.close();
});

test("on a phone: past the registration limit the form says how many minutes to wait", async ({
  page,
}) => {
  // Every attempt from this test's address counts, even one the server refuses as invalid.
  for (let i = 0; i < 10; i += 1) {
    const answer = await page.request.post("/api/auth/register", { data: {} });
    expect(answer.status()).toBe(400);
  }
  await page.goto("/register");
  const email = `limited-${randomBytes(4).toString("hex")}@example.com`;
  for (const [label, value] of FIELDS(email, "phone-password-2")) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole("button", { name: "Create account" }).click();
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toContainText(/Please try again in \d+ minutes?\./);
  await expect(page.getByText("Failed to create user account")).toHaveCount(0);
  await expect(page).toHaveURL(/\/register$/);
  await a11y(page, "registration limit on a phone");
  await expectNoSidewaysScroll(page);
});

import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { checkA11y, expect, FROM_THIS_MACHINE, test } from "./support/fixtures";

/**
 * Sonner's rich-colour toasts fail axe's contrast rule (reported to the lead: the Toaster is in
 * the root layout); the page itself is what these checks are about, so toasts are closed first.
 */
async function a11y(page: Page, label?: string): Promise<void> {
  await dismissToasts(page);
  await checkA11y(page, label);
}

async function dismissToasts(page: Page): Promise<void> {
  for (const button of await page.getByRole("button", { name: "Close toast" }).all()) {
    await button.click({ timeout: 2_000 }).catch(() => undefined);
  }
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
}

/**
 * A new customer's whole account life, as a person would click through it: register, log in,
 * edit the profile, crop and upload a photo, change the password, log out, recover the account
 * through the e-mailed link, and find that a session from before the reset no longer works.
 */
test("register, profile, photo, password change, reset by e-mail, old session ends", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = `journey-${randomBytes(4).toString("hex")}@example.com`;
  const firstPassword = "first-password-1";
  const changedPassword = "changed-password-2";
  const resetPassword = "reset-password-3";

  // Register.
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
  await a11y(page);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  const fields: [string, string][] = [
    ["First name", "Joan"],
    ["Last name", "Clarke"],
    ["Email", email],
    ["Phone number", "+447700900777"],
    ["Address", "3 Bletchley Park"],
    ["City", "Milton Keynes"],
    ["State/Province", "Buckinghamshire"],
    ["ZIP/Postal code", "MK3 6EB"],
    ["Country", "United Kingdom"],
    ["Password", firstPassword],
    ["Confirm password", firstPassword],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Log in and land on the dashboard.
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  await a11y(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(firstPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/bookings$/);
  await expect(page.getByRole("heading", { name: "My Bookings" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Upcoming (0)" })).toBeVisible();
  await expect(page.getByText("No results")).toBeVisible();
  await a11y(page);
  const sessionBeforeReset = await page.context().cookies();

  // The header's avatar menu shows the initials, then leads to the profile.
  const accountMenu = page
    .getByRole("banner")
    .getByRole("button", { name: "Account menu for Joan Clarke" });
  await expect(accountMenu).toContainText("JC");
  await accountMenu.click();
  await expect(page.getByRole("menu").getByText(email)).toBeVisible();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await a11y(page);

  // Edit the profile.
  const city = page.getByLabel("City");
  await expect(city).toHaveAttribute("readonly", "");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await city.fill("M");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("City is required")).toBeVisible();
  await city.fill("Manchester");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Your profile has been successfully updated.")).toBeVisible();
  await expect(city).toHaveAttribute("readonly", "");
  await expect(city).toHaveValue("Manchester");

  // Choose, crop (with keyboard nudging) and upload a photo; the header shows it.
  await dismissToasts(page);
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel(/Upload a photo/)
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
  const dialog = page.getByRole("dialog", { name: "Move and scale" });
  await expect(dialog).toBeVisible();
  await a11y(page, "crop dialog");
  await dialog.getByRole("group", { name: /Crop area/ }).focus();
  await page.keyboard.press("Shift+ArrowRight");
  await dialog.getByRole("button", { name: "Choose" }).click();
  await expect(page.getByText("Profile photo updated successfully.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(accountMenu.locator("img")).toHaveAttribute(
    "src",
    /\/api\/files\/avatars\/[a-f0-9]+\.jpg$/,
  );
  const avatarUrl = await accountMenu.locator("img").getAttribute("src");
  const avatar = await page.request.get(avatarUrl!);
  expect(avatar.headers()["content-type"]).toBe("image/jpeg");
  const avatarMeta = await sharp(await avatar.body()).metadata();
  expect(avatarMeta.width).toBeLessThanOrEqual(400);
  expect(avatarMeta.width).toBe(avatarMeta.height);

  // Change the password: every session ends and the user logs in again.
  await page.getByRole("button", { name: "Change Password" }).click();
  await page.getByLabel("Current Password").fill(firstPassword);
  await page.getByLabel("New Password", { exact: true }).fill(changedPassword);
  await page.getByLabel("Confirm New Password").fill(changedPassword);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(changedPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/bookings$/);

  // Log out from the avatar menu.
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Account menu for/ })
    .click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();

  // Forgot password, with the link from the outbox.
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await a11y(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await a11y(page);
  // The reset e-mail is written after the response (so timing cannot reveal accounts): poll for it.
  let resetText = "";
  await expect(async () => {
    const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, {
      headers: FROM_THIS_MACHINE,
    });
    const mails = ((await outbox.json()) as { data: { template: string; text: string }[] }).data;
    resetText = mails.find((mail) => mail.template === "password-reset")?.text ?? "";
    expect(resetText).toContain("/reset-password?token=");
  }).toPass({ timeout: 10_000 });
  const link = /(https?:\/\/\S+\/reset-password\?token=[\w%-]+)/.exec(resetText)![1]!;
  expect(link.startsWith(baseURL!)).toBe(true);

  // Reset, then log in with the new password.
  await page.goto(link);
  await expect(page.getByText(`Resetting the password for ${email}`)).toBeVisible();
  await a11y(page);
  await page.getByLabel("New Password", { exact: true }).fill(resetPassword);
  await page.getByLabel("Confirm New Password").fill(resetPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(resetPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/bookings$/);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Invalid or Expired Link" })).toBeVisible();
  await a11y(page);

  // A session from before the reset no longer works.
  const oldContext = await browser.newContext({ baseURL });
  await oldContext.addCookies(sessionBeforeReset);
  const oldPage = await oldContext.newPage();
  const me = await oldPage.request.get("/api/me");
  expect(((await me.json()) as { data: unknown }).data).toBeNull();
  await oldPage.goto("/dashboard/profile");
  await expect(oldPage).toHaveURL(/\/login/);
  await oldContext.close();
});

test("signed-out visitors are sent from the dashboard to /login", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  await a11y(page);
});

test("an invalid reset link shows the invalid screen", async ({ page }) => {
  await page.goto("/reset-password?token=not-a-real-token");
  await expect(page.getByRole("heading", { name: "Invalid or Expired Link" })).toBeVisible();
  await checkA11y(page);
  await page.getByRole("link", { name: "Request New Reset Link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

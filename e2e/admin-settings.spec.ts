import { type Page } from "@playwright/test";
import { checkA11y, expect, test } from "./support/fixtures";
import { outboxText } from "./support/outbox";
import { SEEDED_ADMIN, signInThroughApi } from "./support/sign-in";

/**
 * Settings, tried as the operator would on the production build. The settings are the site's
 * and the password is the seeded administrator's, which other journeys use: each test puts back
 * what it changed.
 */

const NEW_PHONE = { typed: "020 7946 0999", shown: "+44 20 7946 0999", href: "tel:+442079460999" };

async function openSettings(page: Page) {
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
}

test("the support phone saved in Settings is in the header, the footer and the next e-mail", async ({
  page,
}) => {
  await signInThroughApi(page, SEEDED_ADMIN);
  const before = await page.request.get("/api/admin/settings/general");
  const saved = ((await before.json()) as { data: Record<string, unknown> }).data;
  try {
    await openSettings(page);
    await checkA11y(page, "settings, General");
    const phone = page.getByLabel("Support Phone", { exact: true });
    await phone.fill(NEW_PHONE.typed);
    await page.getByRole("combobox", { name: "Language" }).click();
    await page.getByRole("option", { name: "German" }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();

    await page.goto("/");
    // The page's language follows Settings (the text itself is not translated).
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: `Call Now ${NEW_PHONE.shown}` })).toHaveAttribute(
      "href",
      NEW_PHONE.href,
    );
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: NEW_PHONE.shown }),
    ).toHaveAttribute("href", NEW_PHONE.href);

    await openSettings(page);
    await page.getByRole("tab", { name: "Notifications" }).click();
    await expect(page.getByRole("switch", { name: "Email Notifications" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Marketing Emails" })).not.toBeChecked();
    await checkA11y(page, "settings, Notifications");
    await page.getByRole("button", { name: "Send test e-mail" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Test e-mail sent to" })).toContainText(
      SEEDED_ADMIN.email,
    );
    expect(await outboxText(page, SEEDED_ADMIN.email, "settings-test")).toContain(NEW_PHONE.shown);
  } finally {
    const restored = await page.request.put("/api/admin/settings/general", { data: saved });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});

test("the Billing tab holds the VAT number and rate, and refuses a bad number in place", async ({
  page,
}) => {
  await signInThroughApi(page, SEEDED_ADMIN);
  await openSettings(page);
  await page.getByRole("tab", { name: "Billing" }).click();
  await expect(page.getByLabel("VAT rate (%)")).toHaveValue(/\d/);
  await page.getByLabel("VAT registration number").fill("GB-12/3");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(/Enter a VAT registration number/)).toBeVisible();
  await checkA11y(page, "settings, Billing with a field error");
  await page.getByRole("button", { name: "Cancel" }).click();
});

test("a blank Site Name is refused in place, and Cancel restores the saved values", async ({
  page,
}) => {
  await signInThroughApi(page, SEEDED_ADMIN);
  await openSettings(page);
  const siteName = page.getByLabel("Site Name");
  // The form fills its inputs when it hydrates (react-hook-form's registration); a saved site name
  // is never blank, so a value here means the form is live and Cancel has something to restore.
  await expect(siteName).toHaveValue(/\S/);
  const savedName = await siteName.inputValue();
  await siteName.fill("");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Site name is required")).toBeVisible();
  await expect(siteName).toHaveAttribute("aria-invalid", "true");
  await checkA11y(page, "settings with a field error");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(siteName).toHaveValue(savedName);
});

test("a new password ends the old one; the sessions are listed", async ({ page, browser }) => {
  const NEW_PASSWORD = "settings-journey-2026";
  await signInThroughApi(page, SEEDED_ADMIN);
  await openSettings(page);
  await page.getByRole("tab", { name: "Security" }).click();
  await expect(page.getByRole("link", { name: "Enable 2FA" })).toHaveAttribute(
    "href",
    "/admin/settings/two-factor",
  );
  await expect(page.getByRole("listitem").filter({ hasText: "This device" })).toBeVisible();
  await checkA11y(page, "settings, Security");
  let changed = false;
  try {
    await page.getByLabel("Current Password").fill(SEEDED_ADMIN.password);
    await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your other sessions have been signed out" }),
    ).toBeVisible();
    changed = true;

    const other = await browser.newPage();
    try {
      await other.goto(page.url().replace(/\/admin\/settings.*$/, "/admin/login"));
      await other.getByLabel("Email").fill(SEEDED_ADMIN.email);
      await other.getByLabel("Password", { exact: true }).fill(SEEDED_ADMIN.password);
      await other.getByRole("button", { name: "Sign In" }).click();
      await expect(other.getByText("Login Failed")).toBeVisible();
      await expect(other).toHaveURL(/\/admin\/login/);
    } finally {
      await other.close();
    }
  } finally {
    // Put the seeded password back for the other journeys (this session was kept).
    if (changed) {
      const restored = await page.request.put("/api/admin/account/password", {
        data: {
          currentPassword: NEW_PASSWORD,
          newPassword: SEEDED_ADMIN.password,
          confirmPassword: SEEDED_ADMIN.password,
        },
      });
      expect(restored.status(), await restored.text()).toBe(200);
    }
  }
});

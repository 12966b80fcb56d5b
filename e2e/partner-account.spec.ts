import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { checkA11y, expect, test } from "./support/fixtures";
import { outboxText } from "./support/outbox";
import { SEEDED_ADMIN, signInThroughApi } from "./support/sign-in";

/**
 * Partner accounts made by the operator and kept by the partner: Add Partner, the invitation's
 * set-password link, Account Settings (company, a verified e-mail change, Change Password).
 */

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

test("the operator adds a partner, who sets a password and keeps its account", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = randomBytes(3).toString("hex");
  const company = `Okafor ${tag} Cars`;
  const email = `nadia-${tag}@okafor.example`;
  const newEmail = `bookings-${tag}@okafor.example`;
  const password = "okafor-cars-2026";

  // Add Partner: a taken e-mail is refused on its field, then the partner is added.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInThroughApi(admin, SEEDED_ADMIN);
  await admin.goto("/admin/partners");
  await admin.getByRole("button", { name: "Add Partner" }).click();
  const dialog = admin.getByRole("dialog", { name: "Add Partner" });
  await dialog.getByLabel("Contact person name").fill("Nadia Okafor");
  await dialog.getByLabel("Contact email (signs in)").fill(SEEDED_ADMIN.email);
  await dialog.getByLabel("Contact phone number").fill("+44 7700 900789");
  await dialog.getByLabel("Company name", { exact: true }).fill(company);
  await dialog.getByLabel("Company phone number").fill("020 7946 0002");
  await dialog.getByLabel("Company address").fill("9 Demo Road, London");
  await dialog.getByLabel("Company registration number").fill("12345678");
  await dialog.getByRole("button", { name: "Add Partner" }).click();
  await expect(dialog.getByLabel("Contact email (signs in)")).toHaveAccessibleDescription(
    /An account with this email already exists/,
  );
  await checkA11y(admin, "add partner dialog");
  await dialog.getByLabel("Contact email (signs in)").fill(email);
  await dialog.getByRole("button", { name: "Add Partner" }).click();
  await expect(admin.getByText("Partner added. An invitation")).toBeVisible();

  // View Details reads the new partner's real figures: nothing yet.
  await admin.goto(`/admin/partners?q=${encodeURIComponent(tag)}`);
  await admin.getByRole("button", { name: `View details of ${company}` }).click();
  const details = admin.getByRole("dialog", { name: company });
  await expect(details.getByText("No bookings through this partner yet.")).toBeVisible();
  await expect(details.getByText("No support tickets.")).toBeVisible();
  await expect(details.getByRole("region", { name: "Balance and payouts" })).toContainText(
    "Net commission",
  );
  await checkA11y(admin, "partner details");
  await adminContext.close();

  // The invitation's link sets a password; the partner signs in to its dashboard.
  const invitation = await outboxText(page, email, "partner-invitation");
  const link = /(https?:\/\/\S+\/set-password\?token=[\w%-]+)/.exec(invitation)![1]!;
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set your password" })).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm New Password").fill(password);
  await checkA11y(page, "set password");
  // A first password signs the partner in and opens its own area, with no change alert.
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page).toHaveURL(/\/partner-dashboard\/recent-bookings/, { timeout: 20_000 });

  // Company Information is saved and still there after a reload.
  await page.goto("/partner-dashboard/account");
  await expect(page.getByRole("heading", { name: "Account Settings", level: 1 })).toBeVisible();
  await checkA11y(page, "account settings");
  const companyInfo = page.getByRole("region", { name: "Company Information" });
  await companyInfo.getByLabel("Website").fill("not a website");
  await companyInfo.getByRole("button", { name: "Save Changes" }).click();
  await expect(companyInfo.getByLabel("Website")).toHaveAccessibleDescription(
    "Please enter a valid website address (https://...)",
  );
  await companyInfo.getByLabel("City").fill("London");
  await companyInfo.getByLabel("Website").fill("okafor-cars.example");
  await companyInfo.getByLabel("VAT number").fill("GB 123 4567 89");
  await companyInfo.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Company information saved")).toBeVisible();
  await page.reload();
  await expect(companyInfo.getByLabel("Website")).toHaveValue("https://okafor-cars.example/");
  await expect(companyInfo.getByLabel("VAT number")).toHaveValue("GB123456789");

  // The e-mail changes only when the link sent to the new address is opened.
  const personal = page.getByRole("region", { name: "Personal Information" });
  await personal.getByLabel("Email").fill(newEmail);
  await personal.getByRole("button", { name: "Verify" }).click();
  await expect(personal.getByLabel("Email")).toHaveAccessibleDescription(
    new RegExp(`A verification link was sent to ${newEmail}`),
  );
  await checkA11y(page, "account settings, e-mail waiting");
  const verification = await outboxText(page, newEmail, "email-change-verify");
  const verifyLink = /(https?:\/\/\S+\/verify-email\?token=[\w%-]+)/.exec(verification)![1]!;
  await page.goto(verifyLink);
  await expect(page.getByText("Your e-mail address has been changed.")).toBeVisible();
  await checkA11y(page, "verify e-mail");
  const notice = await outboxText(page, email, "email-changed-notice");
  expect(notice).toContain(newEmail);
  await page.goto(verifyLink);
  await expect(page.getByText("This verification link is invalid or has expired.")).toBeVisible();
  await page.goto("/partner-dashboard/account");
  await expect(personal.getByLabel("Email")).toHaveValue(newEmail);

  // Change Password: the current one is checked; afterwards the new one signs in.
  const security = page.getByRole("region", { name: "Change Password" });
  await security.getByLabel("Current password").fill("wrong-password");
  await security.getByLabel("New Password", { exact: true }).fill("okafor-cars-2027");
  await security.getByLabel("Confirm new password").fill("okafor-cars-2027");
  await security.getByRole("button", { name: "Change Password" }).click();
  await expect(security.getByLabel("Current password")).toHaveAccessibleDescription(
    "Current password is incorrect",
  );
  await security.getByLabel("Current password").fill(password);
  await security.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Password updated.")).toBeVisible();
  await checkA11y(page, "account settings, password changed");
  await page
    .getByRole("navigation", { name: "Partner portal" })
    .getByRole("button", { name: "Logout" })
    .click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, newEmail, "okafor-cars-2027");
  await expect(page).toHaveURL(/\/partner-dashboard\/recent-bookings/, { timeout: 20_000 });
});

import { randomBytes } from "node:crypto";
import { checkA11y, expect, test } from "./support/fixtures";
import { SEEDED_ADMIN, signInThroughApi } from "./support/sign-in";

/** Partner support: a ticket answered from the console, and bank details shown masked. */
test("a partner's ticket is answered by the administrator; bank details are shown masked", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const tag = randomBytes(3).toString("hex");
  const email = `support-${tag}@aurora.example`;
  const password = "limousine-2026";
  const registered = await page.request.post("/api/partners/register", {
    data: {
      contactPersonName: "Claire Bennett",
      contactPersonEmail: `claire-${tag}@aurora.example`,
      contactPersonPhone: "+44 7700 900456",
      companyName: `Aurora ${tag} Travel`,
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

  await page.goto("/partner-dashboard/support");
  await expect(page.getByRole("heading", { name: "Support Center", level: 1 })).toBeVisible();
  await checkA11y(page, "support center");
  const faq = page.getByRole("button", { name: "When are payouts made?" });
  await faq.click();
  await expect(page.getByText(/typically on Thursday/)).toBeVisible();
  await page.getByLabel("Subject").fill(`Payout timing ${tag}`);
  await page.getByLabel("Message").fill("When will my first payout arrive?");
  await page.getByRole("button", { name: "Submit Ticket" }).click();
  await expect(page.getByText("1 ticket, 1 open.")).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInThroughApi(admin, SEEDED_ADMIN);
  await admin.goto("/admin/partners/tickets?status=Open");
  await expect(admin.getByRole("heading", { name: "Partner Tickets" })).toBeVisible();
  // Before the reply: the toast that follows it is the kit's, checked elsewhere.
  await checkA11y(admin, "tickets inbox");
  const row = admin
    .getByRole("table", { name: "Tickets" })
    .getByRole("row")
    .filter({ hasText: `Payout timing ${tag}` })
    .first();
  await row.getByRole("button", { name: /^Open ticket/ }).click();
  const item = admin.getByRole("dialog", { name: new RegExp(`Payout timing ${tag}`) });
  await item.getByRole("textbox").fill("Your first payout is on Thursday.");
  await item.getByRole("button", { name: "Send Reply" }).click();
  await expect(item.getByRole("list", { name: /^Replies to ticket/ })).toContainText(
    "Your first payout is on Thursday.",
  );
  await adminContext.close();

  await page.reload();
  await page.getByRole("button", { name: "View All Tickets" }).click();
  await expect(page.getByText("Your first payout is on Thursday.")).toBeVisible();

  await page.goto("/partner-dashboard/account");
  await expect(page.getByRole("heading", { name: "Account Settings", level: 1 })).toBeVisible();
  await page.getByLabel("Account holder").fill("Aurora Travel Ltd");
  await page.getByRole("textbox", { name: "Sort code" }).fill("20-00-00");
  await page.getByRole("textbox", { name: "Account number" }).fill("55779911");
  await page.getByRole("button", { name: "Save Payment Information" }).click();
  await expect(page.getByText(/Account ••••9911/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Account ••••9911/)).toBeVisible();
  await expect(page.locator("body")).not.toContainText("55779911");
  await checkA11y(page, "account settings");

  await page.goto("/partner-dashboard/upcoming-bookings");
  await page.getByRole("link", { name: "Calendar View" }).click();
  await expect(page.getByRole("grid")).toBeVisible();
  await page.getByRole("button", { name: "Next month" }).click();
  await checkA11y(page, "calendar view");
});

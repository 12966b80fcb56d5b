import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { approvedChauffeur } from "./support/chauffeurs";
import { daysAhead, HEATHROW_TO_BIG_BEN } from "./support/dates";
import { checkA11y, expect, test } from "./support/fixtures";
import { registerCustomer } from "./support/registration";
import { expectFitsScreen, PHONE } from "./support/screen";
import { SEEDED_ADMIN, signInThroughApi } from "./support/sign-in";

/**
 * After a completed ride, the customer rates it and tips the chauffeur on a phone (390 × 844),
 * with the built-in test card; then the administrator sees the chauffeur's rating. The ride is
 * made the way the operator would: a customer books, the administrator confirms it, gives it to
 * a chauffeur and moves the job through to completed.
 */

function approvedDriver(adminPage: Page, tag: string): Promise<number> {
  return approvedChauffeur(adminPage, {
    first_name: "Rory",
    last_name: `Rated${tag}`,
    email: `ratings-${tag}@example.com`,
    phone_number: "+44 7700 900457",
    private_hire_license_number: "PHL-54321",
    driving_license_number: `RAT${tag.toUpperCase()}`,
  });
}

async function completeRide(adminPage: Page, bookingId: number, driverId: number) {
  const confirmed = await adminPage.request.put(`/api/bookings/${bookingId}`, {
    data: { status: "confirmed" },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const assigned = await adminPage.request.post(`/api/admin/bookings/${bookingId}/assignments`, {
    data: { driverId, payPence: 5000 },
  });
  expect(assigned.status(), await assigned.text()).toBe(201);
  const { assignment_id } = ((await assigned.json()) as { data: { assignment_id: number } }).data;
  for (const to of ["on_the_way", "arrived", "on_board", "completed"]) {
    const moved = await adminPage.request.post(`/api/admin/assignments/${assignment_id}/status`, {
      data: { to },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
}

test("the customer rates a completed ride and tips the chauffeur on a phone", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = randomBytes(3).toString("hex");
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const email = `ratings-customer-${tag}@example.com`;
  await registerCustomer(page.request, {
    first_name: "Ada",
    last_name: `Rater${tag}`,
    email,
    password: "ratings-password-2026",
  });
  await signInThroughApi(page, { email, password: "ratings-password-2026" });
  const created = await page.request.post("/api/bookings", {
    data: { ...HEATHROW_TO_BIG_BEN, booking_date: daysAhead(2) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = ((await created.json()) as { data: { booking_id: number } }).data;

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInThroughApi(adminPage, SEEDED_ADMIN);
  const driverId = await approvedDriver(adminPage, tag);
  await completeRide(adminPage, booking.booking_id, driverId);

  await page.goto(`/dashboard/bookings/${booking.booking_id}/rate`);
  await expect(page.getByRole("heading", { name: "Rate your ride", level: 1 })).toBeVisible();
  await checkA11y(page, "rating and tip forms");
  await expectFitsScreen(page, "Rate your ride at 390 px");

  await page.getByRole("radio", { name: /3 stars/ }).check();
  await page.getByRole("checkbox", { name: "Clean car" }).click();
  await page.getByRole("checkbox", { name: "Late" }).click();
  await page.getByRole("textbox", { name: "Comment (optional)" }).fill("Ten minutes late.");
  await page.getByRole("button", { name: "Send rating" }).click();
  await expect(page.getByText(/You rated this ride 3 of 5 stars/)).toBeVisible();

  const tipGroup = page.getByRole("radiogroup", { name: "Tip amount" });
  await tipGroup.getByRole("radio", { name: "Another amount" }).check();
  await page.getByRole("textbox", { name: "Amount in pounds" }).fill("7.50");
  await page.getByRole("button", { name: "Continue to card" }).click();
  await expect(page.getByText("Tip of £7.50 by card.")).toBeVisible();
  await page.getByLabel("Card number").fill("4242424242424242");
  await page.getByLabel("Expiry date (MM/YY)").fill("12/39");
  await page.getByLabel("CVC").fill("123");
  await checkA11y(page, "the tip's card form");
  await page.getByRole("button", { name: "Pay £7.50" }).click();
  await expect(page.getByText(/You tipped £7.50/)).toBeVisible();
  await expectFitsScreen(page, "Rated and tipped at 390 px");

  // A second look shows both as done: nothing to send twice.
  await page.reload();
  await expect(
    page.getByText(/You rated this ride 3 of 5 stars \(Clean car, Late\)/),
  ).toBeVisible();
  await expect(page.getByText(/You tipped £7.50/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send rating" })).toHaveCount(0);
  await checkA11y(page, "the rated and tipped ride");

  const earnings = await adminPage.request.get(`/api/admin/drivers/${driverId}/earnings`);
  expect(earnings.ok(), await earnings.text()).toBe(true);
  expect(await earnings.text()).toContain('"tip"');
  await adminContext.close();

  // 3 stars or less is the operator's to follow up, in the Feedback queue (on a phone too).
  const operatorContext = await browser.newContext({ viewport: PHONE });
  const operator = await operatorContext.newPage();
  await signInThroughApi(operator, SEEDED_ADMIN);
  await operator.goto("/admin/feedback?status=open");
  await expect(operator.getByRole("heading", { name: "Feedback", level: 1 })).toBeVisible();
  await expect(operator.getByText("Ten minutes late.").filter({ visible: true })).toBeVisible();
  await checkA11y(operator, "the Feedback queue");
  await expectFitsScreen(operator, "Feedback at 390 px");
  await operator
    .getByRole("button", { name: /^Follow up on the rating of/ })
    .filter({ visible: true })
    .first()
    .click();
  const dialog = operator.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Note" }).fill("Apologised; spoke to the chauffeur.");
  await dialog.getByRole("switch", { name: "Close this feedback" }).click();
  await checkA11y(operator, "the follow-up dialog");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(operator.getByText("Feedback closed")).toBeVisible();
  await operator.goto("/admin/feedback?status=closed");
  await expect(
    operator.getByText("Apologised; spoke to the chauffeur.").filter({ visible: true }),
  ).toBeVisible();
  await operatorContext.close();
  await context.close();
});

import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { daysAhead, HEATHROW_TO_BIG_BEN } from "./support/dates";
import { checkA11y, expect, FROM_THIS_MACHINE, test } from "./support/fixtures";
import { registerCustomer } from "./support/registration";
import { expectFitsScreen, PHONE } from "./support/screen";
import { SEEDED_ADMIN, signInThroughApi } from "./support/sign-in";

/**
 * A chauffeur's day on a phone, on the production build: an offer arrives, they accept it, step
 * through the ride to Complete, and decline another offer with a reason. The data is made the
 * way the operator would: a customer books, the administrator confirms and offers the jobs.
 */

const DRIVER_PASSWORD = "driver-day-password-2026";

async function customerBooking(request: APIRequestContext, days: number) {
  const created = await request.post("/api/bookings", {
    data: { ...HEATHROW_TO_BIG_BEN, booking_date: daysAhead(days), pickup_sign: "Ms Ada Lovelace" },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { booking_id: number; booking_reference: string } })
    .data;
}

async function approvedDriver(adminPage: Page, tag: string) {
  const email = `driver-day-${tag}@example.com`;
  const form = new FormData();
  const fields: Record<string, string> = {
    first_name: "Dana",
    last_name: `Day${tag}`,
    email,
    phone_number: "+44 7700 900456",
    address: "1 Station Road, London",
    date_of_birth: "1985-04-01",
    national_insurance_number: "QQ123456C",
    private_hire_license_number: "PHL-12345",
    driving_license_number: `DRV${tag.toUpperCase()}`,
    driving_license_expiry_date: daysAhead(400),
    experience: "6 years of executive driving",
    date_first_available: daysAhead(0),
    preferred_shift: "day",
    working_days: "7 days a week",
    has_vehicle: "no",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const created = await adminPage.request.post("/api/drivers", { multipart: form });
  expect(created.status(), await created.text()).toBe(201);
  const { driver_id } = ((await created.json()) as { data: { driver_id: number } }).data;
  const approved = await adminPage.request.post(`/api/drivers/${driver_id}/approve`, { data: {} });
  expect(approved.ok(), await approved.text()).toBe(true);

  let token = "";
  await expect(async () => {
    const outbox = await adminPage.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, {
      headers: FROM_THIS_MACHINE,
    });
    const mails = ((await outbox.json()) as { data: { template: string; text: string }[] }).data;
    const text = mails.find((mail) => mail.template === "driver-approved")?.text ?? "";
    token = decodeURIComponent(/set-password\?token=([\w%-]+)/.exec(text)?.[1] ?? "");
    expect(token).not.toBe("");
  }).toPass({ timeout: 15_000 });
  const set = await adminPage.request.post("/api/auth/reset-password-with-token", {
    data: { token, newPassword: DRIVER_PASSWORD },
  });
  expect(set.ok(), await set.text()).toBe(true);
  return { driverId: driver_id, email };
}

async function confirmAndOffer(adminPage: Page, bookingId: number, driverId: number) {
  const confirmed = await adminPage.request.put(`/api/bookings/${bookingId}`, {
    data: { status: "confirmed" },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const offered = await adminPage.request.post(`/api/admin/bookings/${bookingId}/offers`, {
    data: { offers: [{ driverId }], expiresInSeconds: 1800, payPence: 6125 },
  });
  expect(offered.status(), await offered.text()).toBeLessThan(300);
}

test("a chauffeur accepts an offer, steps through the ride, and declines another", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = randomBytes(3).toString("hex");

  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const customerEmail = `driver-day-customer-${tag}@example.com`;
  await registerCustomer(customerPage.request, {
    first_name: "Ada",
    last_name: `Lovelace${tag}`,
    email: customerEmail,
    password: "customer-day-password-2026",
  });
  await signInThroughApi(customerPage, {
    email: customerEmail,
    password: "customer-day-password-2026",
  });
  const first = await customerBooking(customerPage.request, 1);
  const second = await customerBooking(customerPage.request, 3);
  await customerContext.close();

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInThroughApi(adminPage, SEEDED_ADMIN);
  const driver = await approvedDriver(adminPage, tag);
  await confirmAndOffer(adminPage, first.booking_id, driver.driverId);
  await confirmAndOffer(adminPage, second.booking_id, driver.driverId);
  await adminContext.close();

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInThroughApi(page, { email: driver.email, password: DRIVER_PASSWORD });
  await page.goto("/driver-dashboard");
  await expect(page.getByRole("heading", { name: "Welcome, Dana" })).toBeVisible();
  // A phone shows the portal's navigation behind the menu button.
  await page.getByRole("button", { name: "Open menu" }).click();
  for (const name of ["Jobs", "Earnings", "Availability", "Profile"]) {
    await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();
  }
  await page.goto("/driver-dashboard");

  const offer = page.getByRole("region", { name: `Job offer ${first.booking_reference}` });
  await expect(offer).toBeVisible();
  await expect(offer.getByText(/Expires in \d+:\d\d/)).toBeVisible();
  await expect(offer.getByText("£61.25")).toBeVisible();
  await checkA11y(page, "driver jobs with two offers");
  await expectFitsScreen(page, "Driver jobs at 390 px");

  await offer.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("Job accepted")).toBeVisible();
  const job = page.getByRole("article", { name: `Job ${first.booking_reference}` }).first();
  await expect(job.getByRole("button", { name: "I'm on my way" })).toBeVisible();
  await expect(job.getByRole("link", { name: "Navigate" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/dir\/\?/,
  );
  await expect(job.getByRole("link", { name: "Call office" })).toHaveAttribute("href", /^tel:/);
  // The pickup is a day away: the passenger's number is not the chauffeur's yet.
  await expect(job.getByRole("link", { name: "Call passenger" })).toHaveCount(0);

  await job.getByRole("button", { name: "Show sign" }).click();
  const sign = page.getByRole("dialog", { name: "Pickup sign" });
  await expect(sign.getByText("Ms Ada Lovelace")).toBeVisible();
  await checkA11y(page, "the pickup sign");
  await sign.getByRole("button", { name: "Close" }).click();
  await expect(sign).toHaveCount(0);

  for (const [label, next] of [
    ["I'm on my way", "I've arrived"],
    ["I've arrived", "Passenger on board"],
    ["Passenger on board", "Complete ride"],
  ] as const) {
    await job.getByRole("button", { name: label }).click();
    await expect(job.getByRole("button", { name: next })).toBeVisible();
  }
  await job.getByRole("button", { name: "Complete ride" }).click();
  const history = page.getByRole("region", { name: "History" });
  await expect(
    history.getByRole("article", { name: `Job ${first.booking_reference}` }).getByText("Completed"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Complete ride" })).toHaveCount(0);

  const other = page.getByRole("region", { name: `Job offer ${second.booking_reference}` });
  await other.getByRole("button", { name: "Decline" }).click();
  await other.getByRole("radio", { name: "Not available then" }).check();
  await checkA11y(page, "declining an offer");
  await other.getByRole("button", { name: "Decline job" }).click();
  await expect(page.getByText("Offer declined")).toBeVisible();
  await expect(other).toHaveCount(0);
  await expectFitsScreen(page, "Driver jobs after the day at 390 px");
  await context.close();
});

import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { approvedChauffeur } from "./support/chauffeurs";
import { daysAhead, HEATHROW_TO_BIG_BEN } from "./support/dates";
import { checkA11y, expect, FROM_THIS_MACHINE, test } from "./support/fixtures";
import { registerCustomer } from "./support/registration";
import { expectFitsScreen, PHONE } from "./support/screen";
import { SEEDED_ADMIN, signInThroughApi } from "./support/sign-in";

/**
 * A chauffeur's day on a phone, on the production build: an offer arrives, they accept it, step
 * through the ride to Complete, and decline another offer with a reason, while the customer who
 * booked watches My Bookings on their own phone: the chauffeur's first name, the car and each
 * status. The data is made the way the operator would: a customer books, the administrator adds
 * a car the chauffeur may drive, confirms the bookings and offers the jobs.
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
  const driver_id = await approvedChauffeur(adminPage, {
    first_name: "Dana",
    last_name: `Day${tag}`,
    email,
    driving_license_number: `DRV${tag.toUpperCase()}`,
  });

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

/** A Business Class car the chauffeur is allowed to drive: its plate as customers see it. */
async function allowedCar(adminPage: Page, driverId: number, tag: string) {
  const created = await adminPage.request.post("/api/admin/vehicles", {
    data: {
      make: "Mercedes-Benz",
      model: "E-Class",
      year: 2024,
      colour: "Black",
      registration_plate: `DD${tag.toUpperCase()}`,
      service_class: "business_class",
      passenger_capacity: 4,
      luggage_capacity: 3,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const vehicle = (
    (await created.json()) as { data: { vehicle_id: number; plate_display: string } }
  ).data;
  const allowed = await adminPage.request.post(
    `/api/admin/vehicles/${vehicle.vehicle_id}/drivers/${driverId}`,
  );
  expect(allowed.ok(), await allowed.text()).toBe(true);
  return vehicle;
}

async function confirmAndOffer(
  adminPage: Page,
  bookingId: number,
  offer: { driverId: number; vehicleId?: number },
) {
  const confirmed = await adminPage.request.put(`/api/bookings/${bookingId}`, {
    data: { status: "confirmed" },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const offered = await adminPage.request.post(`/api/admin/bookings/${bookingId}/offers`, {
    data: { offers: [offer], expiresInSeconds: 1800, payPence: 6125 },
  });
  expect(offered.status(), await offered.text()).toBeLessThan(300);
}

/**
 * The customer's view of their booking on My Bookings. The list is rendered on the server and
 * does not poll, so each look is a fresh load (what a customer refreshing the page sees).
 */
async function expectCustomerSees(
  customerPage: Page,
  bookingReference: string,
  chauffeur: { firstName: string; car: string; plate: string; status: string },
) {
  await customerPage.goto("/dashboard/bookings");
  const card = customerPage.getByRole("listitem").filter({
    has: customerPage.getByRole("button", { name: `View Details of booking ${bookingReference}` }),
  });
  const who = card.getByRole("region", { name: "Your chauffeur" });
  await expect(who.getByText(chauffeur.firstName, { exact: false }).first()).toBeVisible();
  await expect(who.getByText(chauffeur.status, { exact: true })).toBeVisible();
  await expect(who.getByText(chauffeur.car)).toBeVisible();
  await expect(who.getByText(chauffeur.plate, { exact: true })).toBeVisible();
  // Never the surname on the customer's screen.
  await expect(who.getByText(/Day[0-9a-f]{6}/)).toHaveCount(0);
}

test("a chauffeur accepts an offer, steps through the ride, and declines another; the customer sees each step", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = randomBytes(3).toString("hex");

  const customerContext = await browser.newContext({ viewport: PHONE });
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

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInThroughApi(adminPage, SEEDED_ADMIN);
  const driver = await approvedDriver(adminPage, tag);
  const car = await allowedCar(adminPage, driver.driverId, tag);
  await confirmAndOffer(adminPage, first.booking_id, {
    driverId: driver.driverId,
    vehicleId: car.vehicle_id,
  });
  await confirmAndOffer(adminPage, second.booking_id, { driverId: driver.driverId });
  await adminContext.close();

  // An offer is not a chauffeur yet: the customer sees none.
  await customerPage.goto("/dashboard/bookings");
  await expect(
    customerPage.getByRole("button", {
      name: `View Details of booking ${first.booking_reference}`,
    }),
  ).toBeVisible();
  await expect(customerPage.getByRole("region", { name: "Your chauffeur" })).toHaveCount(0);
  const seen = { firstName: "Dana", car: "Black Mercedes-Benz E-Class", plate: car.plate_display };

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
  await expectCustomerSees(customerPage, first.booking_reference, { ...seen, status: "Assigned" });
  await checkA11y(customerPage, "My Bookings with the chauffeur assigned");
  await expectFitsScreen(customerPage, "My Bookings with the chauffeur at 390 px");
  // The pickup is a day away: no Call chauffeur button for the customer either.
  await expect(customerPage.getByRole("link", { name: /Call chauffeur/ })).toHaveCount(0);
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

  // The day of a job still held cannot be taken off: the office must take the job back first.
  await page.goto("/driver-dashboard/availability");
  await page.getByRole("textbox", { name: "Day off" }).fill(daysAhead(1));
  await page.getByRole("button", { name: "Add day off" }).click();
  await expect(
    page.getByText(`Call the office to hand it back before taking the day off.`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByText("No days off marked.")).toBeVisible();
  await checkA11y(page, "availability with a day off refused");
  await expectFitsScreen(page, "Availability at 390 px");
  await page.goto("/driver-dashboard");

  for (const [label, next, status] of [
    ["I'm on my way", "I've arrived", "On the way"],
    ["I've arrived", "Passenger on board", "Arrived"],
    ["Passenger on board", "Complete ride", "Passenger on board"],
  ] as const) {
    await job.getByRole("button", { name: label }).click();
    if (label === "I'm on my way") {
      // The pickup is a day away: setting off that early is asked first.
      const early = job.getByRole("group", { name: "Set off early?" });
      await expect(early).toContainText(/The pickup is in \d+ h/);
      await checkA11y(page, "setting off early asked first");
      await early.getByRole("button", { name: "Set off now" }).click();
    }
    await expect(job.getByRole("button", { name: next })).toBeVisible();
    await expectCustomerSees(customerPage, first.booking_reference, { ...seen, status });
  }
  await checkA11y(customerPage, "My Bookings with the passenger on board");
  await job.getByRole("button", { name: "Complete ride" }).click();
  const history = page.getByRole("region", { name: "History" });
  await expect(
    history.getByRole("article", { name: `Job ${first.booking_reference}` }).getByText("Completed"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Complete ride" })).toHaveCount(0);
  await expectCustomerSees(customerPage, first.booking_reference, { ...seen, status: "Completed" });
  // The booking itself is completed with its one car's ride: its own badge says so too, once the
  // queue has run (right after the chauffeur's answer), beside the chauffeur's.
  await expect(async () => {
    await customerPage.reload();
    const card = customerPage.getByRole("listitem").filter({
      has: customerPage.getByRole("button", {
        name: `View Details of booking ${first.booking_reference}`,
      }),
    });
    await expect(card.getByText("Completed", { exact: true })).toHaveCount(2, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await checkA11y(customerPage, "My Bookings after the ride");
  await expectFitsScreen(customerPage, "My Bookings after the ride at 390 px");
  await customerContext.close();

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

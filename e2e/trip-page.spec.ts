import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { EXTRA_JS_KB, initialJsKb, initialScripts } from "../scripts/bench-pages-js.mjs";
import { approvedChauffeur } from "./support/chauffeurs";
import { daysAhead, HEATHROW_TO_BIG_BEN } from "./support/dates";
import { checkA11y, expect, test } from "./support/fixtures";
import { outboxText } from "./support/outbox";
import { payWithTestCard } from "./support/pay";
import { pdfFileText } from "./support/pdf-text";
import { registerCustomer } from "./support/registration";
import { expectFitsScreen, PHONE } from "./support/screen";
import { SEEDED_ADMIN, signInThroughApi } from "./support/sign-in";

/**
 * One ride, start to finish, on phones (390 × 844): a customer books and pays; with the operator
 * VAT registered, the operator assigns a chauffeur (the customer's "Your chauffeur" e-mail carries
 * the trip link), the chauffeur sets off with the phone's location allowed, and the trip page,
 * opened signed out from the e-mail, shows the car and moves it between polls as the phone moves.
 * Once the ride is completed the same page takes the passenger's rating (2 stars, a comment); the
 * customer tips £5 from the booking; the tip reaches the chauffeur's earnings screen, the rating
 * the operator's Feedback queue (followed up and closed); and the receipt downloaded from the
 * booking has the booking's lines, the VAT in its total and the tip. A made-up link shows the
 * not-available page.
 */

const DRIVER_PASSWORD = "trip-page-password-2026";
const START = { latitude: 51.49, longitude: -0.16 };
// About 300 m north-east: a car can cover it between two sends (10 s at 250 km/h is 690 m).
const MOVED = { latitude: 51.4925, longitude: -0.1575 };

async function chauffeurWithCar(adminPage: Page, tag: string) {
  const email = `trip-page-${tag}@example.com`;
  const driver_id = await approvedChauffeur(adminPage, {
    first_name: "Tess",
    last_name: `Trip${tag}`,
    email,
    driving_license_number: `TRP${tag.toUpperCase()}`,
  });
  const text = await outboxText(adminPage, email, "driver-approved");
  const token = decodeURIComponent(/set-password\?token=([\w%-]+)/.exec(text)?.[1] ?? "");
  const set = await adminPage.request.post("/api/auth/reset-password-with-token", {
    data: { token, newPassword: DRIVER_PASSWORD },
  });
  expect(set.ok(), await set.text()).toBe(true);

  const vehicle = await adminPage.request.post("/api/admin/vehicles", {
    data: {
      make: "Mercedes-Benz",
      model: "E-Class",
      year: 2024,
      colour: "Black",
      registration_plate: `TP${tag.toUpperCase()}`,
      service_class: "business_class",
      passenger_capacity: 4,
      luggage_capacity: 3,
    },
  });
  expect(vehicle.status(), await vehicle.text()).toBe(201);
  const { vehicle_id } = ((await vehicle.json()) as { data: { vehicle_id: number } }).data;
  const allowed = await adminPage.request.post(
    `/api/admin/vehicles/${vehicle_id}/drivers/${driver_id}`,
  );
  expect(allowed.ok(), await allowed.text()).toBe(true);
  return { driverId: driver_id, vehicleId: vehicle_id, email };
}

async function carPosition(page: Page): Promise<string> {
  const car = page.getByTestId("map-car");
  return `${await car.getAttribute("data-x")},${await car.getAttribute("data-y")}`;
}

const pounds = (pence: number) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(pence / 100);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A receipt row: its words, then its amount at the right of the same line. */
const receiptRow = (label: string, amount: string) =>
  new RegExp(`${escaped(label)}\\s*${escaped(amount)}`);

test("one ride on a phone: the guest follows the car signed out, then the customer rates, tips and downloads a receipt that matches the booking", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = randomBytes(3).toString("hex");
  const comment = `Ten minutes late (${tag}).`;

  // The operator is VAT registered for this ride (Settings > Billing), so the receipt states the
  // VAT inside the total; the saved billing settings come back at the end.
  const adminContext = await browser.newContext({ viewport: PHONE });
  const adminPage = await adminContext.newPage();
  await signInThroughApi(adminPage, SEEDED_ADMIN);
  const billing = await adminPage.request.get("/api/admin/settings/billing");
  expect(billing.ok(), await billing.text()).toBe(true);
  const savedBilling = ((await billing.json()) as { data: Record<string, unknown> }).data;
  const vatOn = await adminPage.request.put("/api/admin/settings/billing", {
    data: { vat_registration_number: "GB123456789", vat_rate_percent: 20 },
  });
  expect(vatOn.ok(), await vatOn.text()).toBe(true);
  try {
    const customerContext = await browser.newContext({ viewport: PHONE });
    const customerPage = await customerContext.newPage();
    const customerEmail = `trip-page-customer-${tag}@example.com`;
    await registerCustomer(customerPage.request, {
      first_name: "Ada",
      last_name: `Lovelace${tag}`,
      email: customerEmail,
      password: "customer-trip-password-2026",
    });
    await signInThroughApi(customerPage, {
      email: customerEmail,
      password: "customer-trip-password-2026",
    });
    const booked = await customerPage.request.post("/api/bookings", {
      data: { ...HEATHROW_TO_BIG_BEN, booking_date: daysAhead(1) },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const booking = (
      (await booked.json()) as {
        data: { booking_id: number; booking_reference: string; price_pence: number };
      }
    ).data;
    await payWithTestCard(customerPage, booking.booking_id, booking.price_pence);

    const chauffeur = await chauffeurWithCar(adminPage, tag);
    const confirmed = await adminPage.request.put(`/api/bookings/${booking.booking_id}`, {
      data: { status: "confirmed" },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    const assigned = await adminPage.request.post(
      `/api/admin/bookings/${booking.booking_id}/assignments`,
      {
        data: {
          carNumber: 1,
          driverId: chauffeur.driverId,
          vehicleId: chauffeur.vehicleId,
          payPence: 5000,
        },
      },
    );
    expect(assigned.status(), await assigned.text()).toBe(201);

    // The link comes in the customer's "Your chauffeur" e-mail (the outbox).
    const mail = await outboxText(customerPage, customerEmail, "chauffeur-assigned");
    const tripPath = /\/trip\/[A-Za-z0-9_-]{43}/.exec(mail)?.[0];
    expect(tripPath, mail).toBeDefined();
    // The customer's booking offers the same page.
    await customerPage.goto("/dashboard/bookings");
    await expect(customerPage.getByRole("button", { name: "Follow your ride" })).toBeVisible();

    // The chauffeur sets off with location allowed.
    const driverContext = await browser.newContext({
      viewport: PHONE,
      permissions: ["geolocation"],
      geolocation: START,
    });
    await driverContext.grantPermissions(["geolocation"]);
    const driverPage = await driverContext.newPage();
    // Signed in through the form, as a chauffeur does: the jobs page is then reached by a
    // client-side navigation, in the sign-in page's document, whose policy must allow the
    // position too (it did not: the phone refused to share until the page was reloaded).
    await driverPage.goto("/login");
    await driverPage.getByLabel("Email").fill(chauffeur.email);
    await driverPage.getByLabel("Password").fill(DRIVER_PASSWORD);
    await driverPage.getByRole("button", { name: "Log in" }).click();
    await expect(driverPage).toHaveURL(/\/driver-dashboard/);
    await driverPage.getByRole("button", { name: "I'm on my way" }).click();
    // The pickup is tomorrow: setting off that early is confirmed.
    await driverPage.getByRole("button", { name: "Set off now" }).click();
    await expect(driverPage.getByRole("button", { name: "I've arrived" })).toBeVisible();
    await expect(driverPage.getByText("Sharing your location with your passenger.")).toBeVisible({
      timeout: 20_000,
    });
    await checkA11y(driverPage, "driver on the way, sharing location");

    // The passenger opens the link signed out.
    const guestContext = await browser.newContext({ viewport: PHONE });
    const guest = await guestContext.newPage();
    const response = await guest.goto(tripPath!);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(guest.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(guest.getByRole("heading", { name: "Your ride" })).toBeVisible();
    await expect(guest.getByTestId("trip-status")).toHaveText("On the way");
    await expect(guest.getByText("Tess", { exact: true })).toBeVisible();
    await expect(guest.getByText(`Trip${tag}`)).toHaveCount(0);
    await expect(guest.getByText(customerEmail)).toHaveCount(0);
    await expect(guest.getByTestId("map-car")).toBeVisible();
    await expect(guest.getByTestId("trip-eta")).toContainText("Arriving in about");
    await checkA11y(guest, "trip page on the way");
    await expectFitsScreen(guest, "Trip page at 390 px");

    const before = await carPosition(guest);
    await driverContext.setGeolocation(MOVED);
    // The phone sends within 10 s and the page reads within 10 s after that.
    await expect
      .poll(() => carPosition(guest), { timeout: 40_000, intervals: [2_000] })
      .not.toBe(before);

    // Light: the trip page's scripts stay within the empty page's plus 45 kB.
    const base = baseURL ?? "";
    const tripJs = await initialJsKb(base, await initialScripts(`${base}${tripPath}`, undefined));
    const emptyJs = await initialJsKb(base, await initialScripts(`${base}/bench/empty`, undefined));
    expect(tripJs, `trip page ${tripJs} kB vs empty ${emptyJs} kB`).toBeLessThanOrEqual(
      emptyJs + EXTRA_JS_KB,
    );

    // Arriving stops the sharing.
    await driverPage.getByRole("button", { name: "I've arrived" }).click();
    await expect(driverPage.getByText("Sharing your location with your passenger.")).toHaveCount(0);

    // Once the ride is completed, the link (still open for 24 hours) asks the passenger to rate
    // it. The step's button goes (pending) before the server's answer lands: the passenger's page
    // is reloaded only once that answer is in.
    await driverPage.getByRole("button", { name: "Passenger on board" }).click();
    const completion = driverPage.waitForResponse(
      (answer) =>
        answer.request().method() === "POST" &&
        /\/api\/driver\/jobs\/\d+\/status$/.test(answer.url()) &&
        (answer.request().postData() ?? "").includes("completed"),
    );
    await driverPage.getByRole("button", { name: "Complete ride" }).click();
    const completed = await completion;
    expect(completed.ok(), await completed.text()).toBe(true);
    await guest.reload();
    await expect(guest.getByTestId("trip-status")).toHaveText("Completed");
    const rate = guest.getByRole("region", { name: "Rate your ride" });
    await expect(rate.getByRole("radiogroup", { name: "Your rating" })).toBeVisible();
    await checkA11y(guest, "trip page rating form");
    await expectFitsScreen(guest, "Trip page rating at 390 px");
    // The customer's booking offers the same rating, and the tip, until one of them rates.
    const ratePath = `/dashboard/bookings/${booking.booking_id}/rate`;
    await customerPage.goto(ratePath);
    await expect(
      customerPage.getByRole("heading", { name: "Rate your ride", level: 1 }),
    ).toBeVisible();
    await expect(customerPage.getByRole("radiogroup", { name: "Your rating" })).toBeVisible();
    await expect(customerPage.getByRole("radiogroup", { name: "Tip amount" })).toBeVisible();
    await checkA11y(customerPage, "rating and tip forms");
    await expectFitsScreen(customerPage, "Rate your ride at 390 px");
    await rate.getByRole("radio", { name: /2 stars/ }).check();
    await rate.getByRole("checkbox", { name: "Clean car" }).click();
    await rate.getByRole("checkbox", { name: "Late" }).click();
    await rate.getByRole("textbox", { name: "Comment (optional)" }).fill(comment);
    await rate.getByRole("button", { name: "Send rating" }).click();
    await expect(rate.getByText("You rated this ride 2 of 5 stars. Thank you!")).toBeVisible();
    await guest.reload();
    await expect(guest.getByText("This ride has been rated. Thank you!")).toBeVisible();
    await expect(guest.getByRole("button", { name: "Send rating" })).toHaveCount(0);
    await expect(guest.getByText(customerEmail)).toHaveCount(0);
    await expect(guest.getByText(`Trip${tag}`)).toHaveCount(0);
    await checkA11y(guest, "trip page rated");

    // A made-up link is the not-available page.
    const wrong = await guest.goto(`/trip/${"x".repeat(43)}`);
    expect(wrong?.status()).toBe(404);
    await expect(
      guest.getByRole("heading", { name: "This trip link is not available" }),
    ).toBeVisible();
    await checkA11y(guest, "trip link not available");
    await guestContext.close();

    // The customer, signed in, sees the rating made from the link and tips £5 by card.
    await customerPage.reload();
    await expect(
      customerPage.getByText(/You rated this ride 2 of 5 stars \(Clean car, Late\)/),
    ).toBeVisible();
    await expect(customerPage.getByRole("button", { name: "Send rating" })).toHaveCount(0);
    const tipGroup = customerPage.getByRole("radiogroup", { name: "Tip amount" });
    await tipGroup.getByRole("radio", { name: "Another amount" }).check();
    await customerPage.getByRole("textbox", { name: "Amount in pounds" }).fill("5");
    await customerPage.getByRole("button", { name: "Continue to card" }).click();
    await expect(customerPage.getByText("Tip of £5.00 by card.")).toBeVisible();
    await customerPage.getByLabel("Card number").fill("4242424242424242");
    await customerPage.getByLabel("Expiry date (MM/YY)").fill("12/39");
    await customerPage.getByLabel("CVC").fill("123");
    await checkA11y(customerPage, "the tip's card form");
    await customerPage.getByRole("button", { name: "Pay £5.00" }).click();
    await expect(customerPage.getByText(/You tipped £5.00/)).toBeVisible();
    await expectFitsScreen(customerPage, "Rated and tipped at 390 px");
    // A second look shows both as done: nothing to send twice.
    await customerPage.reload();
    await expect(
      customerPage.getByText(/You rated this ride 2 of 5 stars \(Clean car, Late\)/),
    ).toBeVisible();
    await expect(customerPage.getByText(/You tipped £5.00/)).toBeVisible();
    await expect(customerPage.getByRole("button", { name: "Send rating" })).toHaveCount(0);
    await checkA11y(customerPage, "the rated and tipped ride");

    // The tip is the chauffeur's, next to the job's pay, on the driver app's earnings screen.
    await driverPage.goto("/driver-dashboard/earnings");
    await expect(driverPage.getByRole("heading", { name: "Earnings", level: 1 })).toBeVisible();
    const lines = driverPage
      .getByRole("list", { name: /^Earnings, week of / })
      .getByRole("listitem");
    await expect(lines.filter({ hasText: "Tip" }).filter({ hasText: "£5.00" })).toBeVisible();
    await expect(lines.filter({ hasText: "Job" }).filter({ hasText: "£50.00" })).toBeVisible();
    await checkA11y(driverPage, "the chauffeur's earnings with the tip");
    await expectFitsScreen(driverPage, "Earnings at 390 px");
    await driverContext.close();
    const earnings = await adminPage.request.get(
      `/api/admin/drivers/${chauffeur.driverId}/earnings`,
    );
    expect(earnings.ok(), await earnings.text()).toBe(true);
    expect(await earnings.text()).toContain('"tip"');

    // 3 stars or less is the operator's to follow up, in the Feedback queue (on a phone too).
    await adminPage.goto("/admin/feedback?status=open");
    await expect(adminPage.getByRole("heading", { name: "Feedback", level: 1 })).toBeVisible();
    await expect(adminPage.getByText(comment).filter({ visible: true })).toBeVisible();
    await expect(
      adminPage.getByText(`${booking.booking_reference}: 2 of 5 stars`).filter({ visible: true }),
    ).toBeVisible();
    await checkA11y(adminPage, "the Feedback queue");
    await expectFitsScreen(adminPage, "Feedback at 390 px");
    await adminPage
      .getByRole("button", { name: `Follow up on the rating of ${booking.booking_reference}` })
      .filter({ visible: true })
      .click();
    const dialog = adminPage.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Note" }).fill("Apologised; spoke to the chauffeur.");
    await dialog.getByRole("switch", { name: "Close this feedback" }).click();
    await checkA11y(adminPage, "the follow-up dialog");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(adminPage.getByText("Feedback closed")).toBeVisible();
    await adminPage.goto("/admin/feedback?status=closed");
    await expect(
      adminPage.getByText("Apologised; spoke to the chauffeur.").filter({ visible: true }),
    ).toBeVisible();

    // The receipt from the booking's details: the same lines and total the booking shows, the
    // VAT inside that total (a sixth of it at 20%), and the fare and the tip as money received.
    await customerPage.goto("/dashboard/bookings");
    await customerPage
      .getByRole("button", { name: `View Details of booking ${booking.booking_reference}` })
      .click();
    const details = customerPage.getByRole("dialog");
    await details.getByRole("button", { name: "How is this price made?" }).click();
    const breakdown = details.getByLabel("Price breakdown");
    const terms = await breakdown.locator("dt").allInnerTexts();
    const amounts = await breakdown.locator("dd").allInnerTexts();
    expect(terms.length, "the fare's lines, then the total").toBeGreaterThan(1);
    expect(terms.at(-1)).toBe("Total");
    expect(amounts.at(-1)).toBe(pounds(booking.price_pence));
    await checkA11y(customerPage, "booking details with the receipt button");
    const [download] = await Promise.all([
      customerPage.waitForEvent("download"),
      details.getByRole("link", { name: "Download receipt" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`receipt-R-${booking.booking_reference}.pdf`);
    const receipt = await pdfFileText(await download.path());
    expect(receipt).toContain(`Booking reference: ${booking.booking_reference}`);
    expect(receipt).toContain("VAT registration number: GB123456789");
    terms.forEach((term, index) => {
      expect(receipt, term).toMatch(receiptRow(term, amounts[index]!));
    });
    expect(receipt).toContain(
      `Of which VAT at 20%: ${pounds(Math.round(booking.price_pence / 6))}`,
    );
    expect(receipt).toMatch(/Tip · Card \(test\) · \S+\s*£5\.00/);
    expect(receipt).toMatch(receiptRow("Amount paid", pounds(booking.price_pence + 500)));
    await customerContext.close();
  } finally {
    const restored = await adminPage.request.put("/api/admin/settings/billing", {
      data: savedBilling,
    });
    expect(restored.ok(), await restored.text()).toBe(true);
    await adminContext.close();
  }
});

import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { EXTRA_JS_KB, initialJsKb, initialScripts } from "../scripts/bench-pages-js.mjs";
import { approvedChauffeur } from "./support/chauffeurs";
import { daysAhead, HEATHROW_TO_BIG_BEN } from "./support/dates";
import { checkA11y, expect, test } from "./support/fixtures";
import { outboxText } from "./support/outbox";
import { registerCustomer } from "./support/registration";
import { expectFitsScreen, PHONE } from "./support/screen";
import { SEEDED_ADMIN, signInThroughApi } from "./support/sign-in";

/**
 * A passenger follows their ride on a phone without signing in: the operator assigns a chauffeur
 * (the customer's "Your chauffeur" e-mail carries the trip link), the chauffeur sets off with the
 * phone's location allowed, and the trip page, opened signed out from the e-mail, shows the car
 * and moves it between polls as the phone moves; once the ride is completed the same page takes
 * the passenger's rating. A made-up link shows the not-available page.
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

test("a guest follows the car on the trip page, signed out, while the chauffeur shares the phone's position", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tag = randomBytes(3).toString("hex");

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
  const booking = ((await booked.json()) as { data: { booking_id: number } }).data;

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInThroughApi(adminPage, SEEDED_ADMIN);
  const chauffeur = await chauffeurWithCar(adminPage, tag);
  const confirmed = await adminPage.request.put(`/api/bookings/${booking.booking_id}`, {
    data: { status: "confirmed" },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const assigned = await adminPage.request.post(
    `/api/admin/bookings/${booking.booking_id}/assignments`,
    { data: { carNumber: 1, driverId: chauffeur.driverId, vehicleId: chauffeur.vehicleId } },
  );
  expect(assigned.status(), await assigned.text()).toBe(201);

  // The link comes in the customer's "Your chauffeur" e-mail.
  const mail = await outboxText(customerPage, customerEmail, "chauffeur-assigned");
  const tripPath = /\/trip\/[A-Za-z0-9_-]{43}/.exec(mail)?.[0];
  expect(tripPath, mail).toBeDefined();
  // The customer's booking offers the same page.
  await customerPage.goto("/dashboard/bookings");
  await expect(customerPage.getByRole("button", { name: "Follow your ride" })).toBeVisible();
  await customerContext.close();

  // The chauffeur sets off with location allowed.
  const driverContext = await browser.newContext({
    viewport: PHONE,
    permissions: ["geolocation"],
    geolocation: START,
  });
  await driverContext.grantPermissions(["geolocation"]);
  const driverPage = await driverContext.newPage();
  await signInThroughApi(driverPage, { email: chauffeur.email, password: DRIVER_PASSWORD });
  await driverPage.goto("/driver-dashboard");
  await driverPage.getByRole("button", { name: "I'm on my way" }).click();
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

  // Arriving stops the sharing; a made-up link is the not-available page.
  await driverPage.getByRole("button", { name: "I've arrived" }).click();
  await expect(driverPage.getByText("Sharing your location with your passenger.")).toHaveCount(0);

  // Once the ride is completed, the link (still open for 24 hours) asks the passenger to rate it.
  await driverPage.getByRole("button", { name: "Passenger on board" }).click();
  await driverPage.getByRole("button", { name: "Complete ride" }).click();
  // The step's button goes (pending) before the server's answer lands: the passenger reloads
  // until the completion is theirs to see.
  await expect(async () => {
    await guest.reload();
    await expect(guest.getByTestId("trip-status")).toHaveText("Completed", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const rate = guest.getByRole("region", { name: "Rate your ride" });
  await expect(rate.getByRole("radiogroup", { name: "Your rating" })).toBeVisible();
  await checkA11y(guest, "trip page rating form");
  await expectFitsScreen(guest, "Trip page rating at 390 px");
  await rate.getByRole("radio", { name: /5 stars/ }).check();
  await rate.getByRole("checkbox", { name: "Punctual" }).click();
  await rate.getByRole("button", { name: "Send rating" }).click();
  await expect(rate.getByText("You rated this ride 5 of 5 stars. Thank you!")).toBeVisible();
  await guest.reload();
  await expect(guest.getByText("This ride has been rated. Thank you!")).toBeVisible();
  await expect(guest.getByRole("button", { name: "Send rating" })).toHaveCount(0);
  await expect(guest.getByText(customerEmail)).toHaveCount(0);
  await expect(guest.getByText(`Trip${tag}`)).toHaveCount(0);
  await checkA11y(guest, "trip page rated");

  const wrong = await guest.goto(`/trip/${"x".repeat(43)}`);
  expect(wrong?.status()).toBe(404);
  await expect(
    guest.getByRole("heading", { name: "This trip link is not available" }),
  ).toBeVisible();
  await checkA11y(guest, "trip link not available");

  await driverContext.close();
  await guestContext.close();
  await adminContext.close();
});

import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { checkA11y, expect, FROM_THIS_MACHINE, test } from "./support/fixtures";
import { registerCustomer } from "./support/registration";
import { signInThroughApi } from "./support/sign-in";

/** Journeys of the payment page with the built-in test card provider (no Stripe keys). */

const PASSWORD = "journey-password-2026";

function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

async function registerAndSignIn(page: Page): Promise<string> {
  const email = `payer-${randomBytes(4).toString("hex")}@example.com`;
  await registerCustomer(page.request, {
    first_name: "Paula",
    last_name: "Payer",
    email,
    password: PASSWORD,
  });
  await signInThroughApi(page, { email, password: PASSWORD });
  return email;
}

async function createBooking(
  request: APIRequestContext,
  withReturn: boolean,
): Promise<{ bookingId: number; reference: string; totalPence: number }> {
  const response = await request.post("/api/bookings", {
    headers: { "x-requested-with": "XMLHttpRequest" },
    data: {
      booking_type: "point_to_point",
      pickup_location: "Heathrow Airport (LHR), Hounslow TW6, United Kingdom",
      dropoff_location: "Big Ben, Westminster, London SW1A 0AA, United Kingdom",
      destination_country: "uk",
      booking_date: daysFromNow(5),
      booking_time: "10:00",
      number_of_passengers: 2,
      number_of_luggage: 1,
      service_type: "business_class",
      is_self_booking: true,
      ...(withReturn
        ? { return_trip: { booking_date: daysFromNow(8), booking_time: "18:00" } }
        : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as {
    data: {
      booking_id: number;
      booking_reference: string;
      price_pence: number;
      return_booking?: { price_pence: number } | null;
    };
  };
  return {
    bookingId: body.data.booking_id,
    reference: body.data.booking_reference,
    totalPence: body.data.price_pence + (body.data.return_booking?.price_pence ?? 0),
  };
}

async function readBooking(request: APIRequestContext, bookingId: number) {
  const response = await request.get(`/api/bookings/${bookingId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { status: string; payment_status: string } }).data;
}

async function payWith(page: Page, cardNumber: string) {
  await expect(page.getByText("Test mode: no real card is charged.")).toBeVisible();
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry date (MM/YY)").fill("12/39");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay £\d+\.\d{2}$/ }).click();
}

test("a new customer pays with 4242… and lands on the thank-you page with the booking paid and a receipt", async ({
  page,
}) => {
  const email = await registerAndSignIn(page);
  const { bookingId, reference, totalPence } = await createBooking(page.request, true);

  await page.goto(`/payment?booking_id=${bookingId}`);
  await expect(page.getByRole("heading", { name: "Payment", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your ride" })).toBeVisible();
  await expect(page.getByTestId("payment-total")).toHaveText(`£${(totalPence / 100).toFixed(2)}`);
  await expect(page.getByLabel("Card number")).toBeVisible();
  // How is this price made? The lines add up to the total, and say what VAT does.
  await page.getByRole("button", { name: "How is this price made?" }).click();
  const breakdown = page.getByLabel("Price breakdown");
  await expect(breakdown).toContainText("base fare");
  await expect(breakdown).toContainText(`Total£${(totalPence / 100).toFixed(2)}`);
  await expect(page.getByText(/No VAT is charged|Of which VAT/)).toBeVisible();
  await checkA11y(page);

  await payWith(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(new RegExp(`/thank-you\\?booking_id=${bookingId}$`));
  await expect(page.getByRole("heading", { name: "Thank You for Your Payment!" })).toBeVisible();
  const status = page.locator("dl div").filter({ hasText: "Status" });
  await expect(status.getByRole("definition")).toHaveText("Paid");
  await checkA11y(page);

  const receipt = await page.request.get(`/api/bookings/${bookingId}/receipt`);
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()["content-type"]).toBe("application/pdf");
  expect(receipt.headers()["content-disposition"]).toContain(`receipt-R-${reference}.pdf`);

  const booking = await readBooking(page.request, bookingId);
  expect(booking.payment_status).toBe("paid");
  expect(booking.status).toBe("paid");

  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, {
    headers: FROM_THIS_MACHINE,
  });
  expect(outbox.ok()).toBe(true);
  const messages = (
    (await outbox.json()) as { data: Array<{ template: string; subject: string; text: string }> }
  ).data;
  const receipts = messages.filter((m) => m.template === "receipt");
  expect(receipts).toHaveLength(1);
  expect(receipts[0]!.text).toContain(`£${(totalPence / 100).toFixed(2)}`);

  // My Bookings shows it as paid.
  await page.goto("/dashboard/bookings");
  await page.getByRole("button", { name: `View Details of booking ${reference}` }).click();
  await expect(page.getByRole("dialog").getByTestId("booking-status")).toHaveText("Paid");
  await checkA11y(page);

  // Paying again is not offered: the payment page says it is paid and links to the receipt page.
  await page.goto(`/payment?booking_id=${bookingId}`);
  await expect(page.getByText("This booking has already been paid.")).toBeVisible();
  await checkA11y(page);
});

test("a declined card shows the decline and leaves the booking unpaid", async ({ page }) => {
  const email = await registerAndSignIn(page);
  const { bookingId } = await createBooking(page.request, false);

  await page.goto(`/payment?booking_id=${bookingId}`);
  await payWith(page, "4000 0000 0000 0002");
  await expect(
    page.getByRole("alert").filter({ hasText: "Your card was declined." }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/payment\\?booking_id=${bookingId}$`));
  await checkA11y(page);

  const booking = await readBooking(page.request, bookingId);
  expect(booking.payment_status).not.toBe("paid");
  expect(booking.status).toBe("pending");
  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, {
    headers: FROM_THIS_MACHINE,
  });
  const messages = ((await outbox.json()) as { data: Array<{ template: string }> }).data;
  expect(messages.filter((m) => m.template === "receipt")).toHaveLength(0);
});

test("the confirmation page trusts only the provider: query parameters alone change nothing", async ({
  page,
}) => {
  await registerAndSignIn(page);
  const { bookingId, reference, totalPence } = await createBooking(page.request, false);
  const created = await page.request.post("/api/create-payment-intent", {
    data: { booking_id: bookingId, amount: totalPence / 100, currency: "gbp" },
  });
  expect(created.ok()).toBe(true);
  const { clientSecret, data } = (await created.json()) as {
    clientSecret: string;
    data: { payment_intent_id: string };
  };
  const confirmationUrl = `/booking-confirmation?payment_intent=${data.payment_intent_id}&payment_intent_client_secret=${clientSecret}`;

  await page.goto(confirmationUrl);
  await expect(page.getByRole("heading", { name: "Payment not completed" })).toBeVisible();
  await checkA11y(page);
  expect((await readBooking(page.request, bookingId)).payment_status).toBe("unpaid");

  await page.goto("/booking-confirmation?payment_intent=only");
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`/payment?booking_id=${bookingId}`);
  await payWith(page, "4242424242424242");
  await expect(page.getByRole("heading", { name: "Thank You for Your Payment!" })).toBeVisible();

  await page.goto(confirmationUrl);
  await expect(page.getByRole("heading", { name: "Booking Confirmed" })).toBeVisible();
  const row = (term: string) =>
    page
      .locator("dl div")
      .filter({ has: page.getByText(term, { exact: true }) })
      .getByRole("definition");
  // The same status words as the thank-you page and My Bookings.
  await expect(row("Status")).toHaveText("Paid");
  await expect(row("Amount Paid")).toHaveText(`£${(totalPence / 100).toFixed(2)}`);
  // Customers see the random reference; the sequential id stays in the URL only.
  await expect(row("Booking reference")).toHaveText(reference);
  await expect(
    page.getByText("Your chauffeur will contact you 24 hours before the journey."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute(
    "href",
    "/dashboard",
  );
  await checkA11y(page);
});

test("another customer's booking cannot be paid or viewed", async ({ page }) => {
  await registerAndSignIn(page);
  const { bookingId } = await createBooking(page.request, false);
  await page.context().clearCookies();
  await registerAndSignIn(page);

  await page.goto(`/payment?booking_id=${bookingId}`);
  await expect(page.getByRole("heading", { name: "Booking not found" })).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  await checkA11y(page);
  await page.goto(`/thank-you?booking_id=${bookingId}`);
  await expect(page.getByRole("heading", { name: "Thank You for Your Payment!" })).toHaveCount(0);
  const intent = await page.request.post("/api/create-payment-intent", {
    data: { booking_id: bookingId, amount: 1, currency: "gbp" },
  });
  expect(intent.status()).toBe(404);

  await page.goto("/payment");
  await expect(page.getByRole("heading", { name: "Invalid booking session" })).toBeVisible();
  await checkA11y(page);
});

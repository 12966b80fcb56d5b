import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Pays a booking (both legs of a return) through the API with the built-in test provider's
 * success card, as the payment page would: the intent for the server's total, then the card.
 */
export async function payWithTestCard(page: Page, bookingId: number, totalPence: number) {
  const intent = await page.request.post("/api/create-payment-intent", {
    data: { booking_id: bookingId, amount: totalPence / 100, currency: "gbp" },
  });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await page.request.post("/api/payments/test-provider/confirm", {
    data: {
      client_secret: clientSecret,
      card_number: "4242424242424242",
      expiry: "12/39",
      cvc: "123",
    },
  });
  expect(paid.ok()).toBe(true);
}

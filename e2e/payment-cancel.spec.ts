import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { checkA11y, expect, FROM_THIS_MACHINE, test } from "./support/fixtures";
import { signInThroughApi } from "./support/sign-in";
import { payWithTestCard } from "./support/pay";

/** A paid booking cancelled from My Bookings more than an hour before pickup is refunded. */

const PASSWORD = "journey-password-2026";
const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function paidBooking(page: Page): Promise<{
  bookingId: number;
  returnId: number;
  reference: string;
  returnReference: string;
  totalPence: number;
  email: string;
}> {
  const email = `canceller-${randomBytes(4).toString("hex")}@example.com`;
  const registered = await page.request.post("/api/auth/register", {
    data: {
      first_name: "Cara",
      last_name: "Canceller",
      phone_number: "+447700900789",
      email,
      address: "3 Journey Road",
      city: "London",
      state_province: "Greater London",
      zip_postal_code: "SW1A 2AA",
      country: "United Kingdom",
      password: PASSWORD,
    },
  });
  expect(registered.status()).toBe(201);
  await signInThroughApi(page, { email, password: PASSWORD });
  const created = await page.request.post("/api/bookings", {
    data: {
      booking_type: "point_to_point",
      pickup_location: "Heathrow Airport (LHR), Hounslow TW6, United Kingdom",
      dropoff_location: "Big Ben, Westminster, London SW1A 0AA, United Kingdom",
      destination_country: "uk",
      booking_date: daysFromNow(6),
      booking_time: "09:00",
      number_of_passengers: 1,
      number_of_luggage: 1,
      service_type: "business_class",
      is_self_booking: true,
      return_trip: { booking_date: daysFromNow(9), booking_time: "17:00" },
    },
  });
  expect(created.status()).toBe(201);
  const booking = (
    (await created.json()) as {
      data: {
        booking_id: number;
        booking_reference: string;
        price_pence: number;
        return_booking: { booking_id: number; booking_reference: string; price_pence: number };
      };
    }
  ).data;
  const totalPence = booking.price_pence + booking.return_booking.price_pence;
  await payWithTestCard(page, booking.booking_id, totalPence);
  return {
    bookingId: booking.booking_id,
    returnId: booking.return_booking.booking_id,
    reference: booking.booking_reference,
    returnReference: booking.return_booking.booking_reference,
    totalPence,
    email,
  };
}

test("a customer cancels a paid booking from My Bookings and it is refunded and listed under Canceled", async ({
  page,
}) => {
  const { bookingId, reference, returnReference, totalPence, email } = await paidBooking(page);
  await page.goto("/dashboard/bookings");
  await page.getByRole("button", { name: `View Details of booking ${reference}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel booking" }).click();
  // The confirmation names both legs with their dates and the refund the server computed.
  const confirm = page.getByRole("alertdialog", { name: "Cancel both rides?" });
  await expect(confirm).toContainText(`Outbound — booking ${reference}`);
  await expect(confirm).toContainText(`Return — booking ${returnReference}`);
  await expect(confirm).toContainText(
    `£${(totalPence / 100).toFixed(2)} will be refunded to your card.`,
  );
  await checkA11y(page);
  await confirm.getByRole("button", { name: "Yes, cancel both" }).click();
  await expect(
    page.getByText(
      `Booking cancelled. Your payment of £${(totalPence / 100).toFixed(2)} will be refunded.`,
    ),
  ).toBeVisible();

  await page.getByRole("tab", { name: /Canceled/ }).click();
  await expect(
    page.getByRole("button", { name: `View Details of booking ${reference}` }),
  ).toBeVisible();
  await checkA11y(page);
  const booking = (
    (await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as {
      data: { status: string; payment_status: string };
    }
  ).data;
  expect(booking).toMatchObject({ status: "cancelled", payment_status: "refunded" });

  // The customer is told by e-mail too, with both legs and the refund.
  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, {
    headers: FROM_THIS_MACHINE,
  });
  const mails = ((await outbox.json()) as { data: { template: string; text: string }[] }).data;
  const cancellation = mails.filter((mail) => mail.template === "cancellation");
  expect(cancellation).toHaveLength(1);
  expect(cancellation[0]!.text).toContain(`Return — booking ${returnReference}`);
  expect(cancellation[0]!.text).toContain(`£${(totalPence / 100).toFixed(2)}`);
});

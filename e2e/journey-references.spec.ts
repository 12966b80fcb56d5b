import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { checkA11y, expect, FROM_THIS_MACHINE, test } from "./support/fixtures";
import { chooseAddress } from "./support/address";
import { signInThroughApi } from "./support/sign-in";
import { payWithTestCard } from "./support/pay";

// Issue 10's journey items 1, 10 and 11 on a phone: the ride area named after the pickup's
// own town, a return trip shown as one journey, and the references customers see.
test.use({ viewport: { width: 390, height: 844 } });

const PASSWORD = "reference-pass-2026";
const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test("an hourly ride from Toronto offers the area inside or outside Toronto, not London", async ({
  page,
}) => {
  await page.goto("/about");
  await page.getByRole("contentinfo").getByRole("button", { name: "Book by Hour" }).click();
  const dialog = page.getByRole("dialog", { name: "Book a ride" });
  await dialog.getByLabel("Country").selectOption("canada");
  await chooseAddress(dialog, "Pickup location", "union station toronto", /Toronto Union Station/);
  await dialog.getByLabel("Duration").selectOption("3");
  await dialog.getByLabel("Date").fill(daysFromNow(5));
  await dialog.getByLabel("Time").selectOption("10:00");
  await dialog.getByLabel("Passengers").selectOption("1");
  await dialog.getByLabel("Luggage").selectOption("0");
  await dialog.getByLabel("Ride area").selectOption("outside");
  await dialog.getByRole("button", { name: "Book by the hour" }).click();

  await expect(page).toHaveURL(/\/service-class\?booking_id=.*rideArea=outside/);
  await expect(page.getByText("Ride area: Outside Toronto")).toBeVisible();
  // The only ride area named on the page is Toronto's.
  await expect(page.getByText(/^Ride area: /)).toHaveText(["Ride area: Outside Toronto"]);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await checkA11y(page, "service class for a Toronto hourly ride");
});

test("a paid return trip is one journey in My Bookings, with the customer's reference beside each leg and a booking reference that is not the id; the guest passenger gets the ride details", async ({
  page,
}) => {
  const email = `refs-${randomBytes(4).toString("hex")}@example.com`;
  const guestEmail = `guest-${randomBytes(4).toString("hex")}@example.com`;
  const registered = await page.request.post("/api/auth/register", {
    data: {
      first_name: "Rhea",
      last_name: "Reference",
      phone_number: "+447700900321",
      email,
      address: "4 Journey Road",
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
      is_self_booking: false,
      guest_title: "ms",
      guest_first_name: "Gia",
      guest_last_name: "Guest",
      guest_email: guestEmail,
      guest_phone_number: "+14165550199",
      reference_code: "PO-7781",
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
  // Not the sequential id in any spelling, and different per leg. (That a random reference
  // never contains the id's digits cannot be asserted: "GZ66HPJ26X" for booking 26 is chance,
  // about once a hundred runs; booking-reference.test.ts checks the alphabet and the spread.)
  expect(booking.booking_reference).toMatch(/^[A-Z0-9]{10}$/);
  for (const id of [booking.booking_id, booking.return_booking.booking_id])
    for (const leg of [booking.booking_reference, booking.return_booking.booking_reference])
      expect(leg.replace(/^0+/, "")).not.toBe(String(id));
  expect(booking.return_booking.booking_reference).not.toBe(booking.booking_reference);

  const total = booking.price_pence + booking.return_booking.price_pence;
  await payWithTestCard(page, booking.booking_id, total);

  await page.goto("/dashboard/bookings");
  const journeys = page.getByRole("list").filter({ hasText: "PO-7781" }).getByRole("listitem");
  // One journey: the return leg sits beneath its outbound, not as a second card.
  await expect(journeys).toHaveCount(1);
  const journey = journeys.first();
  await expect(journey.getByText("OUT", { exact: true })).toBeVisible();
  const back = journey.getByRole("region", { name: "Return leg" });
  await expect(back.getByText("RETURN", { exact: true })).toBeVisible();
  await expect(journey.getByText("Your ref PO-7781")).toHaveCount(2);
  await expect(
    journey.getByText(`Booking ${booking.booking_reference}`, { exact: true }),
  ).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await checkA11y(page, "My Bookings with a return journey");

  await back
    .getByRole("button", {
      name: `View Details of booking ${booking.return_booking.booking_reference}`,
    })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("RETURN · PO-7781")).toBeVisible();
  await expect(dialog.getByText(booking.return_booking.booking_reference)).toBeVisible();
  await checkA11y(page, "return leg details");
  await page.keyboard.press("Escape");

  // The guest passenger is told the ride, without its price.
  let guestMail = "";
  await expect(async () => {
    const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(guestEmail)}`, {
      headers: FROM_THIS_MACHINE,
    });
    const mails = ((await outbox.json()) as { data: { template: string; text: string }[] }).data;
    guestMail = mails.find((mail) => mail.template === "guest-ride")?.text ?? "";
    expect(guestMail).not.toBe("");
  }).toPass({ timeout: 15_000 });
  expect(guestMail).toContain(booking.booking_reference);
  expect(guestMail).not.toMatch(/£\s?\d/);
});

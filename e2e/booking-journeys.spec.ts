import type { Page } from "@playwright/test";
import { checkA11y, expect, test } from "./support/fixtures";
import { chooseAddress } from "./support/address";
import { chooseServiceClass } from "./support/service-class";
import { daysAhead } from "./support/dates";

interface BookingJson {
  booking_id: number;
  user_id: number;
  email: string;
  price_pence: number;
  status: string;
  service_type: string;
  number_of_hours: number | null;
  ride_area: string | null;
  is_return_booking: number;
  original_booking_id: number | null;
  return_booking_id: number | null;
  reference_code: string | null;
  leg: "OUT" | "RETURN" | null;
  pickup_location: string;
  pickup_place_name: string | null;
  dropoff_location: string | null;
}

const SAVOY = "Strand, London WC2R 0EZ, United Kingdom";

async function readBooking(page: Page, id: number | string): Promise<BookingJson> {
  const response = await page.request.get(`/api/bookings/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: BookingJson }).data;
}

test.describe("booking journeys", () => {
  test("a new customer books Heathrow to Big Ben in First Class with a return leg", async ({
    page,
  }) => {
    const email = `new-${Date.now()}@example.com`;
    await page.goto("/");
    await checkA11y(page, "home");
    const hero = page.getByRole("form", { name: "Book point to point" });
    await chooseAddress(hero, "Pickup location", "heath", /Heathrow Airport/);
    await chooseAddress(hero, "Destination", "big ben", /Big Ben/);
    await hero.getByLabel("Date").fill(daysAhead(5));
    await hero.getByLabel("Time").selectOption("10:00");
    await hero.getByLabel("Passengers").selectOption("2");
    await hero.getByLabel("Luggage").selectOption("2");
    await hero.getByRole("button", { name: "Get prices" }).click();

    await expect(page).toHaveURL(/\/service-class\?booking_id=/);
    const firstClass = page.getByRole("radio", { name: /First Class/ });
    await expect(firstClass).toBeAttached();
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
    await expect(page.getByRole("img", { name: /Map of the route/ })).toBeVisible();
    const progress = page.getByRole("navigation", { name: "Booking progress" });
    await expect(progress.locator('[aria-current="step"]')).toHaveText(/1\s*Choose your service/);
    await checkA11y(page, "service class");
    const shownPrice = await page.getByTestId("price-first_class").innerText();
    // The server priced the draft while rendering (its cookie copy): the prices are in the HTML.
    const classHtml = await (await page.request.get(page.url())).text();
    expect(classHtml.slice(0, classHtml.indexOf("</main>"))).toContain(
      'data-testid="price-first_class"',
    );
    await chooseServiceClass(page, /First Class/);
    // The draft survives a reload.
    await page.reload();
    await chooseServiceClass(page, /First Class/);
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/return-transfer\?booking_id=/);
    // The step's first HTML already has the form and the ride (from the draft's cookie copy),
    // not a loading line the scripts replace.
    const served = await (await page.request.get(page.url())).text();
    const firstHtml = served.slice(0, served.indexOf("</main>"));
    expect(firstHtml).toContain("Do you need a ride back?");
    expect(firstHtml).toContain("Heathrow Airport (LHR)");
    expect(firstHtml).not.toContain("Loading your booking");
    // The spec's other name for the return step leads to the same page, booking kept.
    const returnUrl = new URL(page.url());
    await page.goto(`/return${returnUrl.search}`);
    await page.waitForURL(/\/return-transfer\?booking_id=/);
    expect(new URL(page.url()).search).toBe(returnUrl.search);
    await expect(progress.locator('[aria-current="step"]')).toHaveText(/2\s*Return/);
    await expect(page.getByRole("radio", { name: "One way" })).toBeChecked();
    await page.getByRole("radio", { name: "Add a return transfer" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please select return date and time" }),
    ).toBeVisible();
    await page.getByLabel("Return date").fill(daysAhead(9));
    await page.getByLabel("Return time").selectOption("18:00");
    await checkA11y(page, "return transfer");
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/pickup-info\?booking_id=/);
    await expect(page.getByRole("heading", { name: "Your ride" })).toBeVisible();
    await page.getByRole("radio", { name: "Create a new account" }).check();
    await page.getByLabel("First name").fill("Nora");
    await page.getByLabel("Last name").fill("Newcomer");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone number").fill("7700 900123");
    await page.getByLabel("Password", { exact: true }).fill("journey-pass-1");
    await page.getByLabel("Confirm password").fill("journey-pass-2");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByText("Passwords do not match").first()).toBeVisible();
    await page.getByLabel("Confirm password").fill("journey-pass-1");
    await page.getByLabel("Flight number (optional)").fill("BA117");
    await checkA11y(page, "details");
    await page.getByRole("button", { name: "Continue to payment" }).click();

    await expect(page).toHaveURL(/\/payment\?booking_id=\d+/, { timeout: 20_000 });
    const bookingId = new URL(page.url()).searchParams.get("booking_id")!;
    const outbound = await readBooking(page, bookingId);
    expect(outbound.email).toBe(email);
    expect(outbound.service_type).toBe("first_class");
    expect(shownPrice).toContain((outbound.price_pence / 100).toFixed(2));
    // No reference typed: the legs are told apart by their links, not by a written OUT- prefix.
    expect(outbound.reference_code).toBeNull();
    expect(outbound.leg).toBe("OUT");
    const back = await readBooking(page, outbound.return_booking_id!);
    expect(back).toMatchObject({
      leg: "RETURN",
      is_return_booking: 1,
      original_booking_id: outbound.booking_id,
      user_id: outbound.user_id,
      price_pence: outbound.price_pence,
    });
    expect(back.pickup_location).toBe(outbound.dropoff_location);

    // The whole journey ends paid: both legs in the total, the test card, the thank-you page.
    const total = outbound.price_pence + back.price_pence;
    await expect(page.getByTestId("payment-total")).toHaveText(`£${(total / 100).toFixed(2)}`);
    await checkA11y(page, "payment");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry date (MM/YY)").fill("12/39");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: /^Pay £\d+\.\d{2}$/ }).click();
    await expect(page.getByRole("heading", { name: "Thank You for Your Payment!" })).toBeVisible({
      timeout: 20_000,
    });
    expect((await readBooking(page, bookingId)).status).toBe("paid");
    expect((await readBooking(page, outbound.return_booking_id!)).status).toBe("paid");
    await checkA11y(page, "thank you");
  });

  test("an existing customer books a 5-hour ride from The Savoy from the footer's Book by Hour", async ({
    page,
  }) => {
    const email = `known-${Date.now()}@example.com`;
    const password = "known-pass-123";
    const registered = await page.request.post("/api/auth/register", {
      data: {
        first_name: "Kim",
        last_name: "Known",
        phone_number: "+44 7700 900456",
        email,
        address: "1 Test Street",
        city: "London",
        state_province: "Greater London",
        zip_postal_code: "SW1A 1AA",
        country: "United Kingdom",
        password,
      },
    });
    expect(registered.status()).toBe(201);

    await page.goto("/about");
    await checkA11y(page, "about");
    await page.getByRole("contentinfo").getByRole("button", { name: "Book by Hour" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a ride" });
    await expect(dialog.getByRole("tab", { name: "Book by Hour" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await checkA11y(page, "booking popup");
    // A named place: its name stays with its street address all the way to the booking.
    await chooseAddress(dialog, "Pickup location", "savoy", /The Savoy/);
    const pickup = dialog.getByRole("combobox", { name: "Pickup location" });
    await expect(pickup).toHaveValue(SAVOY);
    await expect(pickup).toHaveAccessibleDescription("Chosen place: The Savoy");
    await dialog.getByLabel("Duration").selectOption("5");
    await dialog.getByLabel("Date").fill(daysAhead(6));
    await dialog.getByLabel("Time").selectOption("09:30");
    await dialog.getByLabel("Passengers").selectOption("1");
    await dialog.getByLabel("Luggage").selectOption("0");
    await dialog.getByLabel("Ride area").selectOption("outside");
    await dialog.getByRole("button", { name: "Book by the hour" }).click();

    await expect(page).toHaveURL(/\/service-class\?booking_id=.*rideArea=outside/);
    await expect(page.getByText(`The Savoy, ${SAVOY}`)).toBeVisible();
    await chooseServiceClass(page, /Business Class/);
    await expect(page.getByTestId("price-business_class")).toHaveText("£375.00");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/return-transfer/);
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/pickup-info/);
    await page.getByRole("radio", { name: "I have an account" }).check();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await checkA11y(page, "details, existing account");
    await page.getByRole("button", { name: "Continue to payment" }).click();

    await expect(page).toHaveURL(/\/payment\?booking_id=\d+/, { timeout: 20_000 });
    const booking = await readBooking(page, new URL(page.url()).searchParams.get("booking_id")!);
    expect(booking).toMatchObject({
      email,
      number_of_hours: 5,
      ride_area: "outside",
      price_pence: 37500,
      return_booking_id: null,
      dropoff_location: null,
      pickup_location: SAVOY,
      pickup_place_name: "The Savoy",
    });
    await expect(page.getByText(`The Savoy, ${SAVOY}`)).toBeVisible();
  });

  test("the home form needs every field and the steps need a booking", async ({ page }) => {
    await page.goto("/");
    const hero = page.getByRole("form", { name: "Book point to point" });
    await hero.getByRole("button", { name: "Get prices" }).click();
    // The spec's alert, beside each missing field's own message (issue 10, item 15).
    await expect(
      hero.getByRole("alert").filter({ hasText: "Please fill in all required fields" }),
    ).toBeVisible();
    await page.goto("/service-class");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Invalid booking session")).toBeVisible();
    await checkA11y(page, "home with the invalid-session message");
    await page.goto("/pickup-info?booking_id=unknown");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Booking not found")).toBeVisible();
    await checkA11y(page, "home with the booking-not-found message");
  });

  test("a hand-edited draft cookie is ignored, never an error", async ({ page }) => {
    for (const value of [
      "%E0%A4%A",
      "not-json",
      encodeURIComponent('{"id":"x","pickupTimeZone":"Mars/Base"}'),
      encodeURIComponent(JSON.stringify({ id: "x", passengers: 1e308 })),
    ]) {
      for (const [step, heading] of [
        ["/service-class", "Choose your service"],
        ["/return-transfer", "Return transfer"],
        ["/pickup-info", "Passenger details"],
      ]) {
        const response = await page.request.get(`${step}?booking_id=x`, {
          headers: { cookie: `booking-draft=${value}` },
        });
        expect(response.status(), `${step} with ${value}`).toBe(200);
        expect(await response.text()).toContain(heading);
      }
    }
  });

  test("suggestions work from the keyboard", async ({ page }) => {
    await page.goto("/");
    const pickup = page
      .getByRole("form", { name: "Book point to point" })
      .getByRole("combobox", { name: "Pickup location" });
    await pickup.focus();
    await expect(page.getByRole("option", { name: /Heathrow Airport/ })).toBeVisible();
    await pickup.press("ArrowDown");
    await pickup.press("Enter");
    await expect(pickup).toHaveValue(/Heathrow Airport \(LHR\)/);
    await checkA11y(page, "home with a chosen suggestion");
    await pickup.fill("gatw");
    await pickup.press("Escape");
    await expect(page.getByRole("listbox", { name: "Pickup location suggestions" })).toBeHidden();
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("server-renders the booking form shell", async ({ page }) => {
    await page.goto("/");
    const hero = page.getByRole("form", { name: "Book point to point" });
    await expect(hero.getByLabel("Country")).toBeVisible();
    await expect(hero.getByRole("combobox", { name: "Pickup location" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our services" })).toBeVisible();
  });
});

test.describe("home page before JavaScript runs", () => {
  // Axe runs inside the page, so the server's HTML is served with its scripts removed: what a
  // visitor has while the bundles are still loading.
  test("the server-rendered shell passes axe", async ({ page }) => {
    const html = await (await page.request.get("/")).text();
    const withoutScripts = html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
      .replace(/<link[^>]+rel="(?:modulepreload|preload)"[^>]*as="script"[^>]*>/gi, "");
    await page.route(
      (url) => url.pathname === "/",
      (route) => route.fulfill({ status: 200, contentType: "text/html", body: withoutScripts }),
    );
    await page.goto("/");
    await expect(
      page
        .getByRole("form", { name: "Book point to point" })
        .getByRole("combobox", { name: "Pickup location" }),
    ).toBeVisible();
    expect(await page.locator("script[src]").count()).toBe(0);
    await checkA11y(page, "home before JavaScript");
  });
});

test.describe("contact page", () => {
  test("sends a message and shows the success banner", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await page.getByLabel("Name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByLabel("Subject").fill("Airport pickup");
    await page.getByLabel("Message").fill("Do you meet at arrivals?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Thank you for your message. We will get back to you soon!",
    );
    await expect(page.getByLabel("Name")).toHaveValue("");
    await checkA11y(page, "contact");
    for (const path of ["/privacy-policy", "/terms-and-conditions"]) {
      await page.goto(path);
      await checkA11y(page, path);
    }
  });
});

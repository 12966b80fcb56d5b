import { randomBytes, randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { daysAhead } from "./support/dates";
import { expectFitsScreen } from "./support/screen";
import { checkA11y, expect, test } from "./support/fixtures";
import { registerCustomer } from "./support/registration";
import { signInThroughApi } from "./support/sign-in";
import { chooseServiceClass } from "./support/service-class";

/**
 * The site on a 390x844 phone (issue 10, journey items 2 and 14): no page is ever wider than
 * the screen, the small controls are 44x44 px targets, the pay button names the amount and
 * toasts never cover the header's menu button.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PUBLIC_PAGES = ["/", "/about", "/contact", "/login", "/register", "/forgot-password"];

async function expectTapTargets(targets: Locator, label: string): Promise<void> {
  const count = await targets.count();
  expect(count, `${label}: no controls found`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const target = targets.nth(index);
    const box = await target.boundingBox();
    const name = (await target.textContent())?.trim() || (await target.getAttribute("aria-label"));
    expect(box, `${label} "${name}" is not rendered`).not.toBeNull();
    expect(box!.width, `${label} "${name}" is narrower than 44 px`).toBeGreaterThanOrEqual(44);
    expect(box!.height, `${label} "${name}" is shorter than 44 px`).toBeGreaterThanOrEqual(44);
  }
}

async function registerAndSignIn(page: Page): Promise<void> {
  const email = `phone-${randomBytes(4).toString("hex")}@example.com`;
  const password = "phone-layout-2026";
  await registerCustomer(page.request, {
    first_name: "Pia",
    last_name: "Phone",
    phone_number: "+447700900321",
    address: "3 Narrow Lane",
    email,
    password,
  });
  await signInThroughApi(page, { email, password });
}

test.describe("the site on a 390 px phone", () => {
  test("public pages fit the screen and their small controls are 44 px targets", async ({
    page,
  }) => {
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expectFitsScreen(page, path);
      await expectTapTargets(
        page.getByRole("contentinfo").locator("a, button"),
        `${path} footer link`,
      );
      await checkA11y(page, path);
    }
    await page.goto("/");
    await expectTapTargets(
      page.getByRole("button", { name: /Show testimonial/ }),
      "testimonial dot",
    );
    await expectTapTargets(
      page.locator("main").getByRole("link", { name: /Call Now/ }),
      "Call Now",
    );
    await page.getByRole("button", { name: "Open menu" }).click();
    await expectTapTargets(
      page.locator("#mobile-menu").getByRole("link", { name: /Call Now|About|Contact/ }),
      "menu link",
    );
  });

  test("a toast never covers the header's menu button", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(`nobody-${Date.now()}@example.com`);
    await page.getByLabel("Password").fill("not-the-password-1");
    await page.getByRole("button", { name: "Log in" }).click();
    const toast = page.locator("[data-sonner-toast]").first();
    await expect(toast).toBeVisible();
    // Sonner slides the toast in: measure once it has settled.
    await page.waitForTimeout(600);
    const toastBox = (await toast.boundingBox())!;
    const menuBox = (await page.getByRole("button", { name: "Open menu" }).boundingBox())!;
    const overlaps =
      toastBox.x < menuBox.x + menuBox.width &&
      menuBox.x < toastBox.x + toastBox.width &&
      toastBox.y < menuBox.y + menuBox.height &&
      menuBox.y < toastBox.y + toastBox.height;
    expect(overlaps, `toast ${JSON.stringify(toastBox)} over menu ${JSON.stringify(menuBox)}`).toBe(
      false,
    );
  });

  test("every booking step fits; the class page shows vehicles and a sticky Continue bar; the pay button names the amount", async ({
    page,
  }) => {
    const draftId = randomUUID();
    await page.goto("/api/health");
    await page.evaluate(
      ({ id, date }) =>
        localStorage.setItem(
          "booking-draft",
          JSON.stringify({
            id,
            status: "Pending",
            bookingType: "point_to_point",
            destinationCountry: "uk",
            pickupLocation: "Heathrow Airport (LHR), Hounslow TW6, United Kingdom",
            pickupCoordinates: { lat: 51.47, lng: -0.4543 },
            dropoffLocation: "Big Ben, London SW1A 0AA, United Kingdom",
            dropoffCoordinates: { lat: 51.5007, lng: -0.1246 },
            date,
            time: "10:00:00",
            passengers: 2,
            luggage: 2,
          }),
        ),
      { id: draftId, date: daysAhead(5) },
    );

    await page.goto(`/service-class?booking_id=${draftId}`);
    await expect(page.getByTestId("price-first_class")).toBeVisible();
    for (const type of ["business_class", "first_class", "business_van"]) {
      const vehicle = page.getByTestId(`vehicle-${type}`);
      await expect(vehicle).toBeVisible();
      expect(
        await vehicle.evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
    }
    await expectFitsScreen(page, "service class");
    await chooseServiceClass(page, /First Class/);
    const price = await page.getByTestId("price-first_class").innerText();
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = page.getByTestId("continue-bar");
    await expect(bar).toContainText(price);
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height, "Continue bar is below the screen").toBeLessThanOrEqual(844);
    await expect(bar.getByRole("button", { name: "Continue" })).toBeInViewport();
    await checkA11y(page, "service class");
    await bar.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/return-transfer/);
    await expectFitsScreen(page, "return transfer");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/pickup-info/);
    await expect(page.getByRole("button", { name: "Continue to payment" })).toBeVisible();
    await expectFitsScreen(page, "details");
    await checkA11y(page, "details");

    await registerAndSignIn(page);
    const created = await page.request.post("/api/bookings", {
      data: {
        booking_type: "point_to_point",
        pickup_location: "Heathrow Airport (LHR), Hounslow TW6, United Kingdom",
        dropoff_location: "Big Ben, London SW1A 0AA, United Kingdom",
        destination_country: "uk",
        booking_date: daysAhead(5),
        booking_time: "10:00",
        number_of_passengers: 2,
        number_of_luggage: 1,
        service_type: "first_class",
        is_self_booking: true,
        return_trip: { booking_date: daysAhead(8), booking_time: "18:00" },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { booking_id: bookingId } = ((await created.json()) as { data: { booking_id: number } })
      .data;

    await page.goto(`/payment?booking_id=${bookingId}`);
    const total = (await page.getByTestId("payment-total").innerText()).trim();
    const pay = page.getByRole("button", { name: `Pay ${total}` });
    await expect(pay).toBeVisible();
    await expectFitsScreen(page, "payment");
    const form = page.getByRole("form", { name: "Card details" });
    const formBox = (await form.boundingBox())!;
    const cvcBox = (await page.getByLabel("CVC").boundingBox())!;
    expect(cvcBox.x + cvcBox.width, "the CVC box sticks out of the card form").toBeLessThanOrEqual(
      formBox.x + formBox.width,
    );
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await expect(page.getByTestId("card-brand")).toHaveAttribute("data-brand", "visa");
    await checkA11y(page, "payment");
    await page.getByLabel("Expiry date (MM/YY)").fill("12/39");
    await page.getByLabel("CVC").fill("123");
    await pay.click();
    await expect(page.getByRole("heading", { name: "Thank You for Your Payment!" })).toBeVisible({
      timeout: 20_000,
    });
    await expectFitsScreen(page, "thank you");
  });
});

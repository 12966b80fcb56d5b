import type { Locator, Page } from "@playwright/test";
import { checkA11y, expect, test } from "./support/fixtures";
import { chooseAddress } from "./support/address";
import { chooseServiceClass } from "./support/service-class";
import { daysAhead } from "./support/dates";

// Issue 10's journey on a phone: the booking forms at 390 x 844.
test.use({ viewport: { width: 390, height: 844 } });

/** A zone's wall clock 2.5 hours from now, on the form's 15-minute slots. */
function wallClockSoon(timeZone: string): { date: string; time: string } {
  const at = new Date(Math.ceil((Date.now() + 150 * 60_000) / 900_000) * 900_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

async function summaryValue(page: Page, term: string): Promise<Locator> {
  const summary = page.getByRole("region", { name: "Your ride" });
  return summary.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=../dd");
}

test.describe("booking forms on a phone", () => {
  test("the home form marks each missing field, then checks a Vancouver pickup in Pacific time", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = page.getByRole("form", { name: "Book point to point" });
    await hero.getByRole("button", { name: "Get prices" }).click();
    await expect(hero.getByText("Please fill in all required fields")).toBeVisible();
    for (const [field, message] of [
      [hero.getByRole("combobox", { name: "Pickup location" }), "Pickup location is required"],
      [hero.getByRole("combobox", { name: "Destination" }), "Destination is required"],
      [hero.getByLabel("Date"), "Date is required"],
      [hero.getByLabel("Time"), "Time is required"],
    ] as const) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(new RegExp(message));
    }
    await expect(hero.getByRole("combobox", { name: "Pickup location" })).toBeFocused();
    await checkA11y(page, "home, empty submit");

    await hero.getByLabel("Country").selectOption("canada");
    await chooseAddress(hero, "Pickup location", "vancouver airport", /Vancouver International/);
    await expect(hero.getByLabel("Time")).toHaveAccessibleDescription(/\(Pacific\)/);
    await expect(hero.getByLabel("Time")).not.toHaveAccessibleDescription(/America\//);
    await chooseAddress(hero, "Destination", "pacific central", /Pacific Central/);
    // 2.5 hours ahead in Vancouver is already past on Toronto's clock.
    const soon = wallClockSoon("America/Vancouver");
    await hero.getByLabel("Date").fill(soon.date);
    await hero.getByLabel("Time").selectOption(soon.time);
    await hero.getByRole("button", { name: "Get prices" }).click();
    await expect(page).toHaveURL(/\/service-class\?booking_id=/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Choose your service" }),
    ).toBeFocused();
  });

  test("steps focus their headings, the return shows both legs at once, the details step focuses the first error and takes an international passenger phone", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = page.getByRole("form", { name: "Book point to point" });
    await chooseAddress(hero, "Pickup location", "heath", /Heathrow Airport/);
    await chooseAddress(hero, "Destination", "big ben", /Big Ben/);
    await hero.getByLabel("Date").fill(daysAhead(5));
    await hero.getByLabel("Time").selectOption("10:00");
    await hero.getByRole("button", { name: "Get prices" }).click();

    await expect(
      page.getByRole("heading", { level: 1, name: "Choose your service" }),
    ).toBeFocused();
    await chooseServiceClass(page, /Business Class/);
    const price = (await page.getByTestId("price-business_class").innerText()).trim();
    const pence = Math.round(Number(price.replace(/[^\d.]/g, "")) * 100);
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/return-transfer\?booking_id=/);
    await expect(page.getByRole("heading", { level: 1, name: "Return transfer" })).toBeFocused();
    await expect(await summaryValue(page, "Fixed price")).toHaveText(price);
    await expect(page.getByText("Estimated price")).toHaveCount(0);
    await page.getByRole("radio", { name: "Add a return transfer" }).check();
    // At once, before any date is chosen: both legs and the doubled total.
    await expect(await summaryValue(page, "Return leg")).toHaveText(price);
    await expect(await summaryValue(page, "Fixed price")).toHaveText(
      `£${((pence * 2) / 100).toFixed(2)}`,
    );
    await page.getByLabel("Return date").fill(daysAhead(8));
    await page.getByLabel("Return time").selectOption("18:00");
    await checkA11y(page, "return transfer with a return");
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/pickup-info\?booking_id=/);
    await expect(page.getByRole("heading", { level: 1, name: "Passenger details" })).toBeFocused();
    await page.getByRole("radio", { name: "Create a new account" }).check();
    await page.getByLabel("First name", { exact: true }).fill("Pat");
    await page.getByLabel("Last name", { exact: true }).fill("Phone");
    await page.getByLabel("Email", { exact: true }).fill(`phone-${Date.now()}@example.com`);
    await page.getByLabel("Phone number").fill("07700 900123");
    await page.getByLabel("Password", { exact: true }).fill("phone-pass-1");
    await page.getByLabel("Confirm password").fill("phone-pass-1");
    await page.getByRole("radio", { name: "Book for another passenger" }).check();
    await page.getByLabel("Passenger title").selectOption("ms");
    await page.getByLabel("Passenger first name").fill("Ada");
    await page.getByLabel("Passenger last name").fill("Lee");
    await page.getByLabel("Passenger email").fill("ada.lee@example.com");
    // Scroll back up to the button's neighbourhood as a thumb would: the error is elsewhere.
    const passengerPhone = page.getByLabel("Passenger phone");
    await passengerPhone.fill("12");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(passengerPhone).toBeFocused();
    await expect(passengerPhone).toBeInViewport();
    await expect(passengerPhone).toHaveAttribute("aria-invalid", "true");
    await expect(passengerPhone).toHaveAccessibleDescription("Invalid phone number");
    await checkA11y(page, "details with an error");

    await page.getByRole("combobox", { name: "Passenger country code" }).selectOption("1");
    await passengerPhone.fill("604 555 0142");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page).toHaveURL(/\/payment\?booking_id=\d+/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeFocused();
    const id = new URL(page.url()).searchParams.get("booking_id");
    const response = await page.request.get(`/api/bookings/${id}`);
    expect(
      ((await response.json()) as { data: { guest_phone_number: string } }).data,
    ).toMatchObject({ guest_phone_number: "+16045550142" });
  });

  test("Escape on the booking popup gives the focus back to the button that opened it", async ({
    page,
  }) => {
    await page.goto("/about");
    const opener = page.getByRole("contentinfo").getByRole("button", { name: "Book by Hour" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Book a ride" });
    await expect(dialog).toBeVisible();
    await checkA11y(page, "booking popup on a phone");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The phone menu's Book a ride closes with its menu: the focus returns to the menu's toggle.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Book a ride" }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});

import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { checkA11y, expect, FROM_THIS_MACHINE, test } from "./support/fixtures";
import { SEEDED_ADMIN, signInThroughApi } from "./support/sign-in";
import { bookHeathrowToDetails } from "./support/booking-flow";

/**
 * Partners: registration in three steps, approval and a logo set by the operator, a guest booking
 * through /p/{slug}, the dashboard.
 */

test("a partner registers, is approved, a guest books through its page and the partner sees it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = randomBytes(3).toString("hex");
  const company = `Aurora ${tag} Travel`;
  const partnerEmail = `partner-${tag}@aurora.example`;
  const password = "limousine-2026";

  // Step 1: contact person, with the base hourly rates beside it.
  await page.goto("/partner-registration");
  await expect(page.getByRole("heading", { name: "Become a Partner", level: 1 })).toBeVisible();
  await expect(page.getByText("£60.00/hr")).toBeVisible();
  await expect(page.getByText("Vehicles must be at most 3 years old.")).toBeVisible();
  await checkA11y(page, "partner step 1");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Contact person name is required")).toBeVisible();
  await page.getByLabel("Contact person name").fill("Claire Bennett");
  await page.getByLabel("Contact email").fill(`claire-${tag}@aurora.example`);
  await page.getByLabel("Contact phone number").fill("7700 900456");
  await page.getByRole("button", { name: "Continue" }).click();

  // Step 2: the company.
  await expect(page).toHaveURL(/\/partner-company-details$/);
  await expect(page.getByRole("progressbar", { name: "Step 2 of 3" })).toBeVisible();
  await checkA11y(page, "partner step 2");
  await page.getByLabel("Company name").fill(company);
  await page.getByLabel("Company phone number").fill("20 7946 0001");
  await page.getByLabel("Company address").fill("1 Demo Road, London");
  await page.getByLabel("Company registration number").fill("09876543");
  await page.getByRole("button", { name: "Continue" }).click();

  // Step 3: the account.
  await expect(page).toHaveURL(/\/partner-signup$/);
  await expect(page.getByRole("heading", { name: "Create Your Partner Account" })).toBeVisible();
  await checkA11y(page, "partner step 3");
  await page.getByLabel("Email").fill(partnerEmail);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill("something-else");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords do not match.").first()).toBeVisible();
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 20_000 });
  await expect(
    page.getByText(
      "Registration received! Your partner account is under review; we will e-mail you once it is approved.",
    ),
  ).toBeVisible();

  // Signed in, the Pending partner sees the review banner; its page is not public yet.
  await page.getByLabel("Email").fill(partnerEmail);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(/\/partner-dashboard\/recent-bookings/, { timeout: 20_000 });
  await expect(page.getByText("Your partner account is under review.")).toBeVisible();
  await checkA11y(page, "recent bookings (pending)");
  await page.goto("/partner-dashboard/guest-page");
  const link = await page.getByRole("link", { name: /\/p\// }).innerText();
  const slug = link.split("/p/")[1]!;
  await page.getByLabel("Hero title").fill(`Ride with ${company}`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Guest page published")).toBeVisible();
  await checkA11y(page, "guest page settings");
  const notYet = await page.request.get(`/p/${slug}`);
  expect(notYet.status()).toBe(404);

  // The administrator approves it.
  // axe needs pages of a context of their own.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInThroughApi(admin, SEEDED_ADMIN);
  await admin.goto(`/admin/partners?q=${encodeURIComponent(tag)}`);
  await expect(admin.getByRole("heading", { name: "Partner Management" })).toBeVisible();
  await checkA11y(admin, "partner management");
  await admin.getByRole("button", { name: `Approve ${company}` }).click();
  const confirm = admin.getByRole("alertdialog", { name: `Approve ${company}?` });
  await confirm.getByRole("button", { name: "Approve partner" }).click();
  await expect(admin.getByRole("button", { name: `Deactivate ${company}` })).toBeVisible();
  const mail = await admin.request.get("/api/dev/outbox", { headers: FROM_THIS_MACHINE });
  expect(await mail.text()).toContain("partner account has been approved");

  // ...and sets its logo from View Details.
  await admin.getByRole("button", { name: `View details of ${company}` }).click();
  const details = admin.getByRole("dialog", { name: company });
  const logo = await sharp({
    create: { width: 600, height: 200, channels: 3, background: { r: 180, g: 140, b: 40 } },
  })
    .png()
    .toBuffer();
  await details.getByRole("button", { name: "Save logo" }).click();
  await expect(details.getByText("Choose a logo image")).toBeVisible();
  await details
    .getByLabel("Logo", { exact: true })
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await details.getByRole("button", { name: "Save logo" }).click();
  await expect(details.getByRole("img", { name: `${company} logo` })).toBeVisible();
  await checkA11y(admin, "partner details with its logo");
  await adminContext.close();

  // A new customer books and pays through the guest page.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/p/${slug}`);
  await expect(
    guest.getByRole("heading", { name: `Ride with ${company}`, level: 1 }),
  ).toBeVisible();
  await expect(guest.getByRole("img", { name: `${company} logo` })).toBeVisible();
  await checkA11y(guest, "guest page");
  await bookHeathrowToDetails(guest, 6);
  await guest.getByRole("radio", { name: "Create a new account" }).check();
  await guest.getByLabel("First name").fill("Grace");
  await guest.getByLabel("Last name").fill("Guest");
  await guest.getByLabel("Email").fill(`grace-${tag}@example.com`);
  await guest.getByLabel("Phone number").fill("7700 900123");
  await guest.getByLabel("Password", { exact: true }).fill("guest-pass-2026");
  await guest.getByLabel("Confirm password").fill("guest-pass-2026");
  await guest.getByRole("button", { name: "Continue to payment" }).click();
  await expect(guest).toHaveURL(/\/payment\?booking_id=\d+/, { timeout: 20_000 });
  const bookingId = new URL(guest.url()).searchParams.get("booking_id")!;
  await guest.getByLabel("Card number").fill("4242 4242 4242 4242");
  await guest.getByLabel("Expiry date (MM/YY)").fill("12/39");
  await guest.getByLabel("CVC").fill("123");
  await guest.getByRole("button", { name: /^Pay £\d/ }).click();
  await expect(guest.getByRole("heading", { name: "Thank You for Your Payment!" })).toBeVisible({
    timeout: 20_000,
  });
  await guestContext.close();

  // The partner (now Active) sees the booking, paid, in Recent Bookings.
  await page.goto("/partner-dashboard");
  await expect(page).toHaveURL(/\/partner-dashboard\/recent-bookings/);
  await expect(page.getByText("Your partner account is under review.")).toHaveCount(0);
  // Partner screens name a booking by its reference, as the transactions and statements do.
  const own = (await (await page.request.get("/api/partner/bookings")).json()) as {
    data: { booking_id: number; booking_reference: string }[];
  };
  const reference = own.data.find((b) => String(b.booking_id) === bookingId)!.booking_reference;
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText("Grace Guest");
  await expect(page.getByRole("region", { name: "Total Bookings" })).toContainText("1");
  await checkA11y(page, "recent bookings");
  await row.getByRole("button", { name: `View details of booking ${reference}` }).click();
  await expect(page.getByRole("dialog")).toContainText("Paid");
  await checkA11y(page, "booking details");
  await page.keyboard.press("Escape");
  await page.goto("/partner-dashboard/upcoming-bookings");
  await expect(page.getByRole("row").filter({ hasText: reference })).toBeVisible();
  await checkA11y(page, "upcoming bookings");

  // The commission on the paid booking: an airport transfer at the default 20%, not yet available.
  const ledger = await page.request.get("/api/partner/commission/transactions");
  const [transaction] = (
    (await ledger.json()) as {
      data: {
        amount_pence: number;
        commission_pence: number;
        service_type: string;
        status: string;
      }[];
    }
  ).data;
  expect(transaction).toMatchObject({ service_type: "Airport Transfers", status: "Pending" });
  expect(transaction!.commission_pence).toBe(Math.round(transaction!.amount_pence * 0.2));
  const commission = `£${(transaction!.commission_pence / 100).toFixed(2)}`;
  await page
    .getByRole("navigation", { name: "Partner portal" })
    .getByRole("link", { name: "Commission" })
    .click();
  await expect(page.getByRole("heading", { name: "Commission Earnings", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Total Earnings" })).toContainText(commission);
  await checkA11y(page, "commission earnings");
  await page
    .getByRole("navigation", { name: "Commission" })
    .getByRole("link", { name: "Transaction History" })
    .click();
  await expect(page.getByRole("row").filter({ hasText: "Airport Transfers" })).toContainText(
    commission,
  );
  await checkA11y(page, "transaction history");
  await page
    .getByRole("navigation", { name: "Commission" })
    .getByRole("link", { name: "Payouts" })
    .click();
  await expect(page.getByRole("heading", { name: "Commission Payouts", level: 1 })).toBeVisible();
  // The ride is days away, so nothing is available to pay out yet.
  await expect(page.getByRole("region", { name: "Available Balance" })).toContainText("£0.00");
  await expect(page.getByText("No payouts yet")).toBeVisible();
  await checkA11y(page, "commission payouts");
  await page
    .getByRole("navigation", { name: "Partner portal" })
    .getByRole("button", { name: "Logout" })
    .click();
  await expect(page).toHaveURL(/\/login/);
});

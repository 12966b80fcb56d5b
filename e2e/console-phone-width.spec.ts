import { randomBytes } from "node:crypto";
import { approvedChauffeur } from "./support/chauffeurs";
import { daysAhead } from "./support/dates";
import { approvedPartner, customerBooking, LONG } from "./support/long-email-accounts";
import { expectFitsScreen, expectListsFit, PHONE } from "./support/screen";
import { expect, FROM_THIS_MACHINE, test } from "./support/fixtures";
import { SEEDED_ADMIN, signInThroughApi } from "./support/sign-in";

/**
 * The three consoles on a 390x844 phone: no page scrolls sideways, whatever the length of the
 * e-mails and places in it; and the bookings table's actions on screen at 1440 px.
 */

test("admin bookings: a card per booking on a phone, every action on screen at 1440 px", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  const bookingId = await customerBooking(customerPage.request, customerPage);
  await customer.close();

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInThroughApi(page, SEEDED_ADMIN);
  await page.goto("/admin/bookings?when=all&sort=-created_at");
  const cards = page.getByRole("list", { name: "Bookings" });
  const card = cards.getByRole("listitem").filter({ hasText: `Booking #${bookingId}` });
  await expect(card).toBeVisible();
  for (const name of [`View details of booking #${bookingId}`, `Edit booking #${bookingId}`]) {
    const button = card.getByRole("button", { name });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    expect(box, `${name} is not rendered`).not.toBeNull();
    expect(box!.x + box!.width, `${name} is off-screen at 390 px`).toBeLessThanOrEqual(390);
  }
  await expectFitsScreen(page, "Admin bookings at 390 px");

  await page.setViewportSize({ width: 1440, height: 900 });
  const row = page
    .getByRole("table", { name: "Bookings" })
    .getByRole("row")
    .filter({
      has: page.getByRole("cell", { name: `#${bookingId}`, exact: true }),
    });
  for (const name of [`View details of booking #${bookingId}`, `Edit booking #${bookingId}`]) {
    const box = await row.getByRole("button", { name }).boundingBox();
    expect(box, `${name} is not rendered`).not.toBeNull();
    expect(box!.x + box!.width, `${name} is off-screen at 1440 px`).toBeLessThanOrEqual(1440);
  }
  await expectFitsScreen(page, "Admin bookings at 1440 px");
  // The table itself does not scroll sideways either: its actions need no scrolling to reach.
  const overflow = await page
    .getByRole("table", { name: "Bookings" })
    .evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});

test("the admin console's partners, pages, tickets and dashboard fit a phone", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = randomBytes(3).toString("hex");
  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  await customerBooking(customerPage.request, customerPage);
  await customer.close();
  // A partner with a long e-mail, and a ticket of it with a long subject.
  const partnerContext = await browser.newContext();
  const partnerPage = await partnerContext.newPage();
  const partner = await approvedPartner(browser, partnerPage.request, tag);
  await signInThroughApi(partnerPage, partner);
  const subject = `Statement ${tag}: the reference on the bank transfer does not match the payout`;
  const ticket = await partnerPage.request.post("/api/partner/tickets", {
    data: { subject, message: "Which reference should I quote to my bank?" },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  await partnerContext.close();

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInThroughApi(page, SEEDED_ADMIN);
  await expectListsFit(page, [
    { path: `/admin/partners?q=${tag}`, list: "Partners", item: partner.company },
    { path: "/admin/pages", list: "Pages" },
    { path: "/admin/partners/tickets?status=Open", list: "Tickets", item: subject },
    { path: "/admin/dashboard", list: "Recent bookings" },
  ]);
  await context.close();
});

test("the partner portal's bookings, payouts and transactions fit a phone", async ({ browser }) => {
  test.setTimeout(90_000);
  const tag = randomBytes(3).toString("hex");
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const partner = await approvedPartner(browser, page.request, tag);
  // A customer with a long e-mail books through the partner's guest page.
  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  await customerBooking(customerPage.request, customerPage, { partner_slug: partner.slug });
  await customer.close();

  await signInThroughApi(page, partner);
  await expectListsFit(page, [
    { path: "/partner-dashboard/recent-bookings", list: "Bookings", item: "Wanda" },
    { path: "/partner-dashboard/upcoming-bookings", list: "Upcoming bookings", item: "Wanda" },
  ]);
  await page.goto("/partner-dashboard/commission/payouts");
  await expect(page.getByRole("heading", { name: "Commission Payouts" })).toBeVisible();
  await expectFitsScreen(page, "Partner payouts at 390 px");
  await page.goto("/partner-dashboard/commission/transactions");
  await expect(page.getByRole("heading", { name: "Transaction History" })).toBeVisible();
  await expectFitsScreen(page, "Partner transactions at 390 px");
  await context.close();
});

test("the driver dashboard fits a phone with a long e-mail", async ({ browser }) => {
  test.setTimeout(90_000);
  const tag = randomBytes(3).toString("hex");
  const email = LONG(tag);
  const password = "driver-password-2026";
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInThroughApi(adminPage, SEEDED_ADMIN);
  await approvedChauffeur(adminPage, {
    first_name: "Dana",
    last_name: `Narrow${tag}`,
    email,
    driving_license_number: `DRV${tag.toUpperCase()}`,
    date_first_available: daysAhead(14),
    preferred_shift: "night",
  });

  // The approval e-mail's set-password link gives the driver a password.
  let token = "";
  await expect(async () => {
    const outbox = await adminPage.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, {
      headers: FROM_THIS_MACHINE,
    });
    const mails = ((await outbox.json()) as { data: { template: string; text: string }[] }).data;
    const text = mails.find((mail) => mail.template === "driver-approved")?.text ?? "";
    token = decodeURIComponent(/set-password\?token=([\w%-]+)/.exec(text)?.[1] ?? "");
    expect(token).not.toBe("");
  }).toPass({ timeout: 15_000 });
  await admin.close();

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const set = await page.request.post("/api/auth/reset-password-with-token", {
    data: { token, newPassword: password },
  });
  expect(set.ok(), await set.text()).toBe(true);
  await signInThroughApi(page, { email, password });
  await page.goto("/driver-dashboard/profile");
  await expect(page.getByRole("heading", { name: "Welcome, Dana" })).toBeVisible();
  const profile = page.getByRole("region", { name: "Profile" });
  await expect(profile.getByText(email)).toBeVisible();
  await expectFitsScreen(page, "Driver dashboard at 390 px");
  await context.close();
});

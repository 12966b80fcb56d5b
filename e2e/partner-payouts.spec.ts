import { randomBytes } from "node:crypto";
import { checkA11y, expect, FROM_THIS_MACHINE, test } from "./support/fixtures";
import { registerPartner } from "./support/registration";
import { SEEDED_ADMIN, signInThroughApi } from "./support/sign-in";
import { payWithTestCard } from "./support/pay";
import { daysAhead } from "./support/dates";
import { bookHeathrowToDetails } from "./support/booking-flow";

/**
 * Commission and payouts: a guest pays through a partner's page, the ride's 7 days pass (the
 * ledger clock moves, not the code), the administrator runs payouts twice (one payout) and marks
 * it paid, and the partner downloads its statement and exports its transactions. Then the guest
 * cancels that ride (refunded after it was paid out) and books a return trip: the next week's
 * payout carries the refund as a deduction.
 */

const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const formatPounds = (pence: number) => pounds.format(pence / 100);

interface PayoutAnswer {
  data: { lines: { booking_id: string; commission_pence: number }[] };
}
interface Trip {
  booking_id: number;
  price_pence: number;
  return_booking: { price_pence: number };
}

test("a paid guest booking becomes a payout the administrator pays and the partner's statement", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = randomBytes(3).toString("hex");
  const company = `Payout ${tag} Cars`;
  const partner = { email: `payout-${tag}@cars.example`, password: "limousine-2026" };
  const guestEmail = `gus-${tag}@example.com`;

  // A partner registers; the administrator approves it and sets a 50% airport rate.
  const registeredPartner = await registerPartner(page.request, {
    contactName: "Paula Payout",
    company,
    tag,
    ...partner,
  });
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInThroughApi(admin, SEEDED_ADMIN);
  const approved = await admin.request.patch(
    `/api/admin/partners/${registeredPartner.partner_id}`,
    {
      data: { status: "Active", rate_airport_bps: 5000 },
    },
  );
  expect(approved.ok()).toBe(true);

  // A guest books Heathrow to Big Ben through the partner's page and pays.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/p/${registeredPartner.slug}`);
  await bookHeathrowToDetails(guest, 3);
  await guest.getByRole("radio", { name: "Create a new account" }).check();
  await guest.getByLabel("First name").fill("Gus");
  await guest.getByLabel("Last name").fill("Guest");
  await guest.getByLabel("Email").fill(guestEmail);
  await guest.getByLabel("Phone number").fill("7700 900123");
  await guest.getByLabel("Password", { exact: true }).fill("guest-pass-2026");
  await guest.getByLabel("Confirm password").fill("guest-pass-2026");
  await guest.getByRole("button", { name: "Continue to payment" }).click();
  await expect(guest).toHaveURL(/\/payment\?booking_id=\d+/, { timeout: 20_000 });
  const firstBookingId = Number(new URL(guest.url()).searchParams.get("booking_id"));
  await guest.getByLabel("Card number").fill("4242 4242 4242 4242");
  await guest.getByLabel("Expiry date (MM/YY)").fill("12/39");
  await guest.getByLabel("CVC").fill("123");
  await guest.getByRole("button", { name: /^Pay £\d/ }).click();
  await expect(guest.getByRole("heading", { name: "Thank You for Your Payment!" })).toBeVisible({
    timeout: 20_000,
  });
  await guestContext.close();

  // Nothing is available yet; the ride's date plus 7 days pass on the ledger's clock.
  await admin.goto(`/admin/partners?q=${encodeURIComponent(tag)}`);
  await admin.getByRole("button", { name: `View details of ${company}` }).click();
  const details = admin.getByRole("region", { name: "Balance and payouts" });
  await expect(details).toContainText("Not yet available");
  await admin.keyboard.press("Escape");
  try {
    const moved = await admin.request.put("/api/dev/ledger-clock", {
      data: { offset_days: 11 },
      headers: FROM_THIS_MACHINE,
    });
    expect(moved.ok()).toBe(true);

    // The run, twice: one payout for this partner.
    await admin.reload();
    await admin.getByRole("button", { name: "Run payouts" }).click();
    await expect(admin.getByRole("status").filter({ hasText: /payouts? created/ })).toBeVisible();
    await admin.getByRole("button", { name: "Run payouts" }).click();
    await expect(admin.getByRole("status").filter({ hasText: /No new payouts for/ })).toBeVisible();
    const payouts = admin.getByRole("table", { name: "Payouts" });
    const row = payouts.getByRole("row").filter({ hasText: company });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Pending");
    await checkA11y(admin, "partner management with payouts");

    // Marked paid with the bank transfer reference.
    await row.getByRole("button", { name: /^Mark paid/ }).click();
    const dialog = admin.getByRole("dialog", { name: /Mark payout paid/ });
    await dialog.getByRole("button", { name: "Mark paid" }).click();
    await expect(dialog.getByText("Reference is required")).toBeVisible();
    await dialog.getByLabel(/Bank transfer reference/).fill(`BACS-${tag}`);
    await dialog.getByRole("button", { name: "Mark paid" }).click();
    await expect(row).toContainText("Paid");
    await expect(row).toContainText(`BACS-${tag}`);
    const href = await row.getByRole("link", { name: /Statement PDF/ }).getAttribute("href");
    const payoutId = /payouts\/(\d+)\/statement/.exec(href ?? "")?.[1];
    expect(payoutId).toBeTruthy();
    const mail = await admin.request.get(
      `/api/dev/outbox?to=${encodeURIComponent(partner.email)}`,
      { headers: FROM_THIS_MACHINE },
    );
    expect(await mail.text()).toContain("has been sent");

    // The partner downloads its statement.
    await signInThroughApi(page, partner);
    const statement = await page.request.get(
      `/api/partner/commission/payouts/${payoutId}/statement`,
    );
    expect(statement.status()).toBe(200);
    expect(statement.headers()["content-type"]).toBe("application/pdf");
    expect((await statement.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // ...and exports its transactions from Transaction History.
    await page.goto("/partner-dashboard/commission/transactions");
    const exportHref = await page.getByRole("link", { name: "Export" }).getAttribute("href");
    const csv = await page.request.get(exportHref ?? "");
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const firstPayout = (await (
      await page.request.get(`/api/partner/commission/payouts/${payoutId}`)
    ).json()) as PayoutAnswer;
    const firstLine = firstPayout.data.lines[0]!;
    expect(await csv.text()).toContain(firstLine.booking_id);

    // The partner registers for VAT after its first payout: that statement stays as it was paid
    // (no VAT), and the next payout pays VAT on top.
    const vat = await page.request.put("/api/partner/account/company", {
      data: {
        company_name: company,
        company_address: "3 Demo Road, London",
        vat_number: "GB123456782",
      },
    });
    expect(vat.ok(), await vat.text()).toBe(true);
    const statementAfterVat = await page.request.get(
      `/api/partner/commission/payouts/${payoutId}/statement`,
    );
    expect((await statementAfterVat.body()).equals(await statement.body())).toBe(true);

    // A refund after payout: the guest cancels the ride (still days ahead) and is refunded...
    const later = await browser.newContext();
    const customer = await later.newPage();
    await signInThroughApi(customer, { email: guestEmail, password: "guest-pass-2026" });
    const cancelled = await customer.request.post(`/api/bookings/${firstBookingId}/cancel`);
    expect(((await cancelled.json()) as { data: { refunded: boolean } }).data.refunded).toBe(true);
    // ...and books a return trip through the same partner's page, paid.
    const created = await customer.request.post("/api/bookings", {
      data: {
        booking_type: "point_to_point",
        pickup_location: "Heathrow Airport (LHR), Hounslow TW6, United Kingdom",
        dropoff_location: "Big Ben, Westminster, London SW1A 0AA, United Kingdom",
        destination_country: "uk",
        booking_date: daysAhead(4),
        booking_time: "09:00",
        number_of_passengers: 1,
        number_of_luggage: 1,
        service_type: "business_class",
        is_self_booking: true,
        partner_slug: registeredPartner.slug,
        return_trip: { booking_date: daysAhead(5), booking_time: "17:00" },
      },
    });
    expect(created.status()).toBe(201);
    const trip = ((await created.json()) as { data: Trip }).data;
    await payWithTestCard(
      customer,
      trip.booking_id,
      trip.price_pence + trip.return_booking.price_pence,
    );
    await later.close();

    // Two weeks on, the next run pays the return trip's two legs less the refunded commission.
    expect(
      (
        await admin.request.put("/api/dev/ledger-clock", {
          data: { offset_days: 25 },
          headers: FROM_THIS_MACHINE,
        })
      ).ok(),
    ).toBe(true);
    await admin.reload();
    await admin.getByRole("button", { name: "Run payouts" }).click();
    await expect(admin.getByRole("status").filter({ hasText: /payouts? created/ })).toBeVisible();
    const rows = payouts.getByRole("row").filter({ hasText: company });
    await expect(rows).toHaveCount(2);
    const list = (await (await page.request.get("/api/partner/commission/payouts")).json()) as {
      data: { payout_id: number; amount_pence: number; deductions_pence: number }[];
    };
    const next = list.data.find((payout) => String(payout.payout_id) !== payoutId)!;
    const nextPayout = (await (
      await page.request.get(`/api/partner/commission/payouts/${next.payout_id}`)
    ).json()) as PayoutAnswer;
    const deduction = nextPayout.data.lines.find((line) => line.commission_pence < 0)!;
    expect(deduction.booking_id).toBe(firstLine.booking_id);
    expect(-deduction.commission_pence).toBe(firstLine.commission_pence);
    expect(next.deductions_pence).toBe(firstLine.commission_pence);
    const linesTotal = nextPayout.data.lines.reduce((sum, line) => sum + line.commission_pence, 0);
    expect(next.amount_pence).toBe(linesTotal);

    // The partner sees it on Payouts, the deduction among the payout's lines.
    await page.goto(`/partner-dashboard/commission/payouts?payout=${next.payout_id}`);
    const number = `PO-${String(next.payout_id).padStart(6, "0")}`;
    const lines = page.getByRole("table", { name: `Lines of payout ${number}` });
    await expect(lines.getByRole("row").filter({ hasText: firstLine.booking_id })).toContainText(
      "-£",
    );
    await checkA11y(page, "payouts with a deduction");

    // Net, VAT at 20% (rounded half up, once, on the net) and the total sent, on a phone too.
    const vatPence = Math.floor((next.amount_pence * 20) / 100 + 0.5);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    // Under 640 px each payout is a card in the list named like the table, not a table row.
    const payoutRow = page
      .getByRole("list", { name: "Payouts" })
      .getByRole("listitem")
      .filter({ hasText: number });
    await expect(payoutRow).toContainText(formatPounds(next.amount_pence));
    await expect(payoutRow).toContainText(formatPounds(vatPence));
    await expect(payoutRow).toContainText(formatPounds(next.amount_pence + vatPence));
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(sideways, "the payouts page scrolls sideways on a phone").toBeLessThanOrEqual(0);
    await checkA11y(page, "payouts with VAT on a phone");
  } finally {
    await admin.request.put("/api/dev/ledger-clock", {
      data: { offset_days: 0 },
      headers: FROM_THIS_MACHINE,
    });
    await adminContext.close();
  }
});

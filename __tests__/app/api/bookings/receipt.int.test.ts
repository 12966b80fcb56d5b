import { NO_VAT_WORDING } from "@/lib/vat";
import { getDb } from "@/server/db/client";
import { offlinePayments, payments, type UserRow } from "@/server/db/schema";
import { BILLING_DEFAULTS, GENERAL_DEFAULTS } from "@/server/settings/registry";
import { createBookingRow, createUser } from "@test/factories";
import { createReturnTrip, quietPaymentsTestSetup } from "@test/payments";
import { downloadReceipt, HEATHROW_LINES, pdfText, setVat } from "@test/receipts";

quietPaymentsTestSetup();

let admin: UserRow;
let owner: UserRow;
let stranger: UserRow;
let partner: UserRow;
let driver: UserRow;
beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  owner = await createUser({ first_name: "Olive", last_name: "Owner" });
  stranger = await createUser();
  partner = await createUser({ role: "partner" });
  driver = await createUser({ role: "driver" });
});
afterEach(() => setVat(BILLING_DEFAULTS.vat_registration_number));

describe("GET /api/bookings/{id}/receipt", () => {
  it("gives the owner a PDF: operator, number, booking, passenger, journey, lines, no VAT, payments and refunds, amount paid", async () => {
    const booking = await createBookingRow({
      user_id: owner.user_id,
      price_lines: HEATHROW_LINES,
      payment_status: "paid",
    });
    const db = await getDb();
    await db.insert(payments).values({
      booking_id: booking.booking_id,
      provider: "test",
      provider_payment_id: `pi_receipt_${booking.booking_id}`,
      amount_pence: 10972,
      status: "succeeded",
      refunded_pence: 1000,
      refund_id: "re_receipt_1",
    });
    await db.insert(payments).values({
      booking_id: booking.booking_id,
      provider: "test",
      provider_payment_id: `pi_failed_${booking.booking_id}`,
      amount_pence: 10972,
      status: "failed",
    });
    await db.insert(offlinePayments).values({
      booking_id: booking.booking_id,
      method: "cash",
      reference: "Cash in car",
      amount_pence: 500,
    });
    const res = await downloadReceipt(booking.booking_id, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const number = `R-${booking.booking_reference}`;
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="receipt-${number}.pdf"`,
    );
    const text = await pdfText(res.bytes);
    expect(text).toContain(`Receipt ${number}`);
    expect(text).toContain(GENERAL_DEFAULTS.site_name);
    expect(text).toContain(GENERAL_DEFAULTS.business_address.split(",")[0]!);
    expect(text).toContain(`Booking reference: ${booking.booking_reference}`);
    expect(text).toContain("Passenger: Olive Owner");
    expect(text).toContain("From: Heathrow Airport");
    expect(text).toContain("To: Big Ben");
    expect(text).toContain("Business Class base fare (first 2 miles)");
    expect(text).toContain("£60.00");
    expect(text).toContain("£49.72");
    expect(text).toContain("£109.72");
    expect(text).toContain(NO_VAT_WORDING);
    expect(text).toContain(`Payment · Card (test) · pi_receipt_${booking.booking_id}`);
    expect(text).toContain("Refund · Card (test) · re_receipt_1");
    expect(text).toContain("-£10.00");
    expect(text).toContain("Payment · Cash · Cash in car");
    // Only money that moved: the failed attempt is not on the receipt.
    expect(text).not.toContain(`pi_failed_${booking.booking_id}`);
    expect(text).toMatch(/Amount paid\s*£104\.72/);
  });

  it("shows the VAT inside the price and the operator's VAT number when registered", async () => {
    await setVat("GB123456789");
    const booking = await createBookingRow({ user_id: owner.user_id, price_lines: HEATHROW_LINES });
    const text = await pdfText((await downloadReceipt(booking.booking_id, admin)).bytes);
    expect(text).toContain("VAT registration number: GB123456789");
    // 10972 × 20 / 120 = 1828.67 -> £18.29
    expect(text).toContain("Of which VAT at 20%: £18.29");
    expect(text).not.toContain(NO_VAT_WORDING);
    expect(text).toContain("No payment has been received yet.");
  });

  it("reads a booking priced before lines were kept as one Fare line", async () => {
    const booking = await createBookingRow({ user_id: owner.user_id, price_pence: 4321 });
    const text = await pdfText((await downloadReceipt(booking.booking_id, owner)).bytes);
    expect(text).toMatch(/Fare\s*£43\.21/);
  });

  it("covers both legs of a return trip under the outbound's number, from either leg", async () => {
    const { outbound, returnLeg } = await createReturnTrip(owner);
    const res = await downloadReceipt(returnLeg.booking_id, owner);
    expect(res.headers.get("content-disposition")).toContain(
      `receipt-R-${outbound.booking_reference}.pdf`,
    );
    const text = await pdfText(res.bytes);
    expect(text).toContain(`Outbound (${outbound.booking_reference})`);
    expect(text).toContain(`Return (${returnLeg.booking_reference})`);
    expect(text).toMatch(/Total\s*£190\.22/);
  });

  it("prints text the standard fonts cannot draw as '?', never failing", async () => {
    const booking = await createBookingRow({
      user_id: owner.user_id,
      is_self_booking: false,
      guest_first_name: "Zoë 李",
      guest_last_name: "🚗",
    });
    const res = await downloadReceipt(booking.booking_id, owner);
    expect(res.status).toBe(200);
    expect(await pdfText(res.bytes)).toContain("Passenger: Zoë ? ?");
  });

  it("answers 401 without a session, 404 to anyone but the owner or an administrator and to a malformed id", async () => {
    const booking = await createBookingRow({ user_id: owner.user_id });
    expect((await downloadReceipt(booking.booking_id)).status).toBe(401);
    for (const user of [stranger, partner, driver]) {
      const res = await downloadReceipt(booking.booking_id, user);
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    }
    expect((await downloadReceipt(booking.booking_id, admin)).status).toBe(200);
    expect((await downloadReceipt(999_999, admin)).status).toBe(404);
    // A malformed id reads exactly like a missing row (lib/validations/ids.ts).
    expect((await downloadReceipt("abc", owner)).status).toBe(404);
    expect((await downloadReceipt("-1", owner)).status).toBe(404);
  });
});

import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { POST as createBookingRoute } from "@/app/api/bookings/route";
import { GET as receipt } from "@/app/api/bookings/[id]/receipt/route";
import { sumLines, type PriceLine } from "@/lib/price-lines";
import { NO_VAT_WORDING } from "@/lib/vat";
import { getDb } from "@/server/db/client";
import { bookings, offlinePayments, payments, type UserRow } from "@/server/db/schema";
import { BILLING_DEFAULTS, GENERAL_DEFAULTS } from "@/server/settings/registry";
import { updateSettingsGroup } from "@/server/settings/update-settings";
import { hourlyPayload, pointToPointPayload } from "@test/booking";
import { putBooking } from "@test/booking-routes";
import { createBookingRow, createUser } from "@test/factories";
import {
  createReturnTrip,
  payWithTestCard,
  quietPaymentsTestSetup,
  readBooking,
  receiptEmails,
} from "@test/payments";
import { callRoute } from "@test/route-client";

quietPaymentsTestSetup();

const system = { kind: "system" as const, id: null, label: null };
const setVat = (vat_registration_number: string, vat_rate_percent = 20) =>
  updateSettingsGroup({
    key: "billing",
    value: { vat_registration_number, vat_rate_percent },
    actor: system,
  });

const LINES: PriceLine[] = [
  { code: "base_fare", label: "Business Class base fare (first 2 miles)", amountPence: 6000 },
  { code: "distance", label: "Distance: 18.08 more miles at £2.75 a mile", amountPence: 4972 },
];

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

function download(id: number | string, as?: UserRow) {
  return callRoute<{ success: boolean }, { id: string }>(receipt, {
    url: `/api/bookings/${id}/receipt`,
    params: { id: String(id) },
    as,
  });
}

async function textOf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

describe("GET /api/bookings/{id}/receipt", () => {
  it("gives the owner a PDF: operator, number, booking, passenger, journey, lines, no VAT, payments and refunds, amount paid", async () => {
    const booking = await createBookingRow({
      user_id: owner.user_id,
      price_lines: LINES,
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
    const res = await download(booking.booking_id, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const number = `R-${booking.booking_reference}`;
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="receipt-${number}.pdf"`,
    );
    const text = await textOf(res.bytes);
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
    const booking = await createBookingRow({ user_id: owner.user_id, price_lines: LINES });
    const text = await textOf((await download(booking.booking_id, admin)).bytes);
    expect(text).toContain("VAT registration number: GB123456789");
    // 10972 × 20 / 120 = 1828.67 -> £18.29
    expect(text).toContain("Of which VAT at 20%: £18.29");
    expect(text).not.toContain(NO_VAT_WORDING);
    expect(text).toContain("No payment has been received yet.");
  });

  it("reads a booking priced before lines were kept as one Fare line", async () => {
    const booking = await createBookingRow({ user_id: owner.user_id, price_pence: 4321 });
    const text = await textOf((await download(booking.booking_id, owner)).bytes);
    expect(text).toMatch(/Fare\s*£43\.21/);
  });

  it("covers both legs of a return trip under the outbound's number, from either leg", async () => {
    const { outbound, returnLeg } = await createReturnTrip(owner);
    const res = await download(returnLeg.booking_id, owner);
    expect(res.headers.get("content-disposition")).toContain(
      `receipt-R-${outbound.booking_reference}.pdf`,
    );
    const text = await textOf(res.bytes);
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
    const res = await download(booking.booking_id, owner);
    expect(res.status).toBe(200);
    expect(await textOf(res.bytes)).toContain("Passenger: Zoë ? ?");
  });

  it("answers 401 without a session, 404 to anyone but the owner or an administrator and to a malformed id", async () => {
    const booking = await createBookingRow({ user_id: owner.user_id });
    expect((await download(booking.booking_id)).status).toBe(401);
    for (const user of [stranger, partner, driver]) {
      const res = await download(booking.booking_id, user);
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    }
    expect((await download(booking.booking_id, admin)).status).toBe(200);
    expect((await download(999_999, admin)).status).toBe(404);
    // A malformed id reads exactly like a missing row (lib/validations/ids.ts).
    expect((await download("abc", owner)).status).toBe(404);
    expect((await download("-1", owner)).status).toBe(404);
  });
});

describe("price lines snapshotted on bookings", () => {
  it("a new booking keeps lines that sum to its price, point to point and hourly", async () => {
    for (const payload of [pointToPointPayload(), hourlyPayload()]) {
      const res = await callRoute<{ data: { booking_id: number } }>(createBookingRoute, {
        url: "/api/bookings",
        as: owner,
        body: payload,
      });
      expect(res.status).toBe(201);
      const stored = await readBooking(res.body.data.booking_id);
      expect(stored.price_lines?.length).toBeGreaterThan(0);
      expect(sumLines(stored.price_lines!)).toBe(stored.price_pence);
    }
  });

  it("an administrator's re-price snapshots new lines; a manual price adds its reason", async () => {
    const booking = await createBookingRow({
      user_id: owner.user_id,
      service_type: "business_class",
      price_lines: LINES,
    });
    expect(
      (await putBooking(booking.booking_id, { service_type: "first_class" }, admin)).status,
    ).toBe(200);
    const repriced = await readBooking(booking.booking_id);
    expect(repriced.price_lines?.[0]?.label).toBe("First Class base fare (first 2 miles)");
    expect(sumLines(repriced.price_lines!)).toBe(repriced.price_pence);

    const manual = await putBooking(
      booking.booking_id,
      { manual_price: 150, price_reason: "Wedding package" },
      admin,
    );
    expect(manual.status).toBe(200);
    const priced = await readBooking(booking.booking_id);
    expect(priced.price_pence).toBe(15000);
    expect(priced.price_lines?.at(-1)).toEqual({
      code: "adjustment",
      label: "Adjustment: Wedding package",
      amountPence: 15000 - repriced.price_pence,
    });
    expect(sumLines(priced.price_lines!)).toBe(15000);
    const text = await textOf((await download(booking.booking_id, owner)).bytes);
    expect(text).toContain("Adjustment: Wedding package");
  });

  it("serves the lines on the booking (one Fare line for an old booking)", async () => {
    const db = await getDb();
    const booking = await createBookingRow({ user_id: owner.user_id, price_pence: 5000 });
    await db
      .update(bookings)
      .set({ price_lines: null })
      .where(eq(bookings.booking_id, booking.booking_id));
    const { GET } = await import("@/app/api/bookings/[id]/route");
    const res = await callRoute<{ data: { price_lines: PriceLine[] } }, { id: string }>(GET, {
      url: `/api/bookings/${booking.booking_id}`,
      params: { id: String(booking.booking_id) },
      as: owner,
    });
    expect(res.body.data.price_lines).toEqual([{ code: "fare", label: "Fare", amountPence: 5000 }]);
  });
});

describe("the receipt e-mail", () => {
  it("says how each leg's price is made, what VAT says, and links the PDF", async () => {
    await setVat("GB123456789");
    const booking = await createBookingRow({ user_id: owner.user_id, price_lines: LINES });
    const { intent, paid } = await payWithTestCard(owner, booking.booking_id, 109.72);
    expect(paid.status).toBe(200);
    const [email] = await receiptEmails(intent.body.data!.payment_intent_id!);
    expect(email!.text).toContain(
      "How this price is made: Business Class base fare (first 2 miles) £60.00; Distance: 18.08 more miles at £2.75 a mile £49.72",
    );
    expect(email!.text).toContain("Of which VAT at 20%: £18.29");
    expect(email!.text).toContain(`/api/bookings/${booking.booking_id}/receipt`);
    expect(email!.html).toContain("How this price is made:");
    expect(email!.html).toContain("Download your receipt (PDF)");
    // Paid by card: the PDF now lists the payment and the amount paid.
    const text = await textOf((await download(booking.booking_id, owner)).bytes);
    expect(text).toMatch(/Amount paid\s*£109\.72/);
  });

  it("says no VAT is charged when the operator is not registered", async () => {
    const booking = await createBookingRow({ user_id: owner.user_id, price_lines: LINES });
    const { intent } = await payWithTestCard(owner, booking.booking_id, 109.72);
    const [email] = await receiptEmails(intent.body.data!.payment_intent_id!);
    expect(email!.text).toContain(NO_VAT_WORDING);
  });
});

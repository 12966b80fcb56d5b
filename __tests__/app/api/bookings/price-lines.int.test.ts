import { eq } from "drizzle-orm";
import { POST as createBookingRoute } from "@/app/api/bookings/route";
import { GET as getBooking } from "@/app/api/bookings/[id]/route";
import { sumLines, type PriceLine } from "@/lib/price-lines";
import { NO_VAT_WORDING } from "@/lib/vat";
import { getDb } from "@/server/db/client";
import { bookings, type UserRow } from "@/server/db/schema";
import { BILLING_DEFAULTS } from "@/server/settings/registry";
import { hourlyPayload, pointToPointPayload } from "@test/booking";
import { putBooking } from "@test/booking-routes";
import { createBookingRow, createUser } from "@test/factories";
import {
  payWithTestCard,
  quietPaymentsTestSetup,
  readBooking,
  receiptEmails,
} from "@test/payments";
import { downloadReceipt, HEATHROW_LINES, pdfText, setVat } from "@test/receipts";
import { callRoute } from "@test/route-client";

quietPaymentsTestSetup();

let admin: UserRow;
let owner: UserRow;
beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  owner = await createUser({ first_name: "Olive", last_name: "Owner" });
});
afterEach(() => setVat(BILLING_DEFAULTS.vat_registration_number));

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
      price_lines: HEATHROW_LINES,
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
    const text = await pdfText((await downloadReceipt(booking.booking_id, owner)).bytes);
    expect(text).toContain("Adjustment: Wedding package");
  });

  it("serves the lines on the booking (one Fare line for an old booking)", async () => {
    const db = await getDb();
    const booking = await createBookingRow({ user_id: owner.user_id, price_pence: 5000 });
    await db
      .update(bookings)
      .set({ price_lines: null })
      .where(eq(bookings.booking_id, booking.booking_id));
    const res = await callRoute<{ data: { price_lines: PriceLine[] } }, { id: string }>(
      getBooking,
      {
        url: `/api/bookings/${booking.booking_id}`,
        params: { id: String(booking.booking_id) },
        as: owner,
      },
    );
    expect(res.body.data.price_lines).toEqual([{ code: "fare", label: "Fare", amountPence: 5000 }]);
  });
});

describe("the receipt e-mail", () => {
  it("says how each leg's price is made, what VAT says, and links the PDF", async () => {
    await setVat("GB123456789");
    const booking = await createBookingRow({ user_id: owner.user_id, price_lines: HEATHROW_LINES });
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
    const text = await pdfText((await downloadReceipt(booking.booking_id, owner)).bytes);
    expect(text).toMatch(/Amount paid\s*£109\.72/);
  });

  it("says no VAT is charged when the operator is not registered", async () => {
    const booking = await createBookingRow({ user_id: owner.user_id, price_lines: HEATHROW_LINES });
    const { intent } = await payWithTestCard(owner, booking.booking_id, 109.72);
    const [email] = await receiptEmails(intent.body.data!.payment_intent_id!);
    expect(email!.text).toContain(NO_VAT_WORDING);
  });
});

import { eq } from "drizzle-orm";
import { POST as tip } from "@/app/api/bookings/[id]/tip/route";
import { POST as refundTipRoute } from "@/app/api/admin/payments/[id]/refund-tip/route";
import { getDb } from "@/server/db/client";
import { emailOutbox, payments } from "@/server/db/schema";
import { callRoute } from "@test/route-client";
import { createUser } from "@test/factories";
import type { FakeStripe } from "@test/fake-stripe";
import { ledgerRowsOf } from "@test/earnings";
import { deliverWebhook, quietPaymentsTestSetup, runFakeStripe, signedEvent } from "@test/payments";
import { completedRide } from "@test/ratings";

quietPaymentsTestSetup();

let fake: FakeStripe;
runFakeStripe((started) => (fake = started));

describe("a tip through Stripe", () => {
  it("is credited once when the webhook says it succeeded (delivered twice), and refunded through Stripe", async () => {
    const { customer, booking, driverId, job } = await completedRide(undefined, {
      payPence: 5_000,
    });
    const created = await callRoute<{ data: { payment_intent_id: string } }, { id: string }>(tip, {
      url: `/api/bookings/${booking.booking_id}/tip`,
      params: { id: String(booking.booking_id) },
      body: { amount_pence: 750 },
      as: customer,
    });
    expect(created.status).toBe(200);
    const intentId = created.body.data.payment_intent_id;
    expect(fake.intents.get(intentId)?.metadata).toMatchObject({
      kind: "tip",
      assignment_id: String(job.assignment_id),
    });

    const event = signedEvent({
      id: `evt_tip_${intentId}`,
      type: "payment_intent.succeeded",
      object: {
        id: intentId,
        object: "payment_intent",
        amount: 750,
        currency: "gbp",
        status: "succeeded",
        client_secret: `${intentId}_secret_x`,
        metadata: {
          booking_id: String(booking.booking_id),
          kind: "tip",
          assignment_id: String(job.assignment_id),
        },
        last_payment_error: null,
      },
    });
    expect((await deliverWebhook(event)).status).toBe(200);
    expect((await deliverWebhook(event)).status).toBe(200);

    expect((await ledgerRowsOf(driverId)).map((row) => [row.kind, row.amount_pence])).toEqual([
      ["job", 5_000],
      ["tip", 750],
    ]);
    const db = await getDb();
    const receipts = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupe_key, `tip_receipt:${intentId}`));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.to_address).toBe(customer.email);

    const [row] = await db
      .select()
      .from(payments)
      .where(eq(payments.provider_payment_id, intentId));
    const admin = await createUser({ role: "admin" });
    const refunded = await callRoute(refundTipRoute, {
      url: `/api/admin/payments/${row!.payment_id}/refund-tip`,
      params: { id: String(row!.payment_id) },
      method: "POST",
      as: admin,
    });
    expect(refunded.status).toBe(200);
    expect(fake.refunds).toEqual(
      expect.arrayContaining([expect.objectContaining({ payment_intent: intentId, amount: 750 })]),
    );
    expect((await ledgerRowsOf(driverId)).map((line) => line.amount_pence)).toEqual([
      5_000, 750, -750,
    ]);
  });
});

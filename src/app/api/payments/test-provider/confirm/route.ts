import { getServerConfig } from "@/env";
import { requireUser } from "@/server/auth/guards";
import { fail, ok } from "@/server/http/envelope";
import { notFound } from "@/server/http/errors";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { limitPaymentAttempts } from "@/server/payments/payment-attempt-limit";
import { confirmTestPayment } from "@/server/payments/confirm-test-payment";
import { testCardPaymentSchema } from "@/lib/validations/payment";

export const dynamic = "force-dynamic";

/** POST /api/payments/test-provider/confirm: the built-in card form's "Pay £…" button (no Stripe keys only). */
export const POST = route(async (request) => {
  const config = getServerConfig();
  if (config.payments.kind !== "test-provider" || config.isDeployment) throw notFound();
  const user = await requireUser(request);
  const body = await parseJsonBody(request, testCardPaymentSchema);
  await limitPaymentAttempts("test-card", user.user_id);
  const result = await confirmTestPayment({
    userId: user.user_id,
    clientSecret: body.client_secret,
    cardNumber: body.card_number,
    expiry: body.expiry,
    cvc: body.cvc,
  });
  if (result.status === "failed") return fail(402, result.message, { card_number: result.message });
  return ok(
    { booking_id: result.bookingId, status: "succeeded" },
    { message: "Payment processed successfully!" },
  );
});

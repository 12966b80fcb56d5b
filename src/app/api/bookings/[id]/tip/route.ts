import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { rideTipSchema } from "@/lib/validations/ride-rating";
import { jsonAction } from "@/server/http/json-action";
import { paymentIntentResponse } from "@/server/payments/intent-response";
import { limitPaymentAttempts } from "@/server/payments/payment-attempt-limit";
import { createTipIntent } from "@/server/ratings/tips/create-tip-intent";

export const dynamic = "force-dynamic";

/**
 * POST /api/bookings/{id}/tip `{ amount_pence, assignment_id? }`: a PaymentIntent for a tip on a
 * completed ride (cap £200), answered like /api/create-payment-intent with its `clientSecret` for
 * the card form. The tip is credited when the provider reports it paid. 409 on a cancelled or
 * uncompleted ride or one already tipped; another customer's booking is 404.
 */
export const POST = jsonAction(
  { role: "customer", params: bookingIdParamsSchema, body: rideTipSchema },
  async ({ user, params, body }) => {
    await limitPaymentAttempts("tip-intent", user.user_id);
    const intent = await createTipIntent({
      userId: user.user_id,
      bookingId: params.id,
      amountPence: body.amount_pence,
      assignmentId: body.assignment_id,
    });
    return paymentIntentResponse("Tip payment created", intent, {
      assignment_id: intent.assignmentId,
    });
  },
);

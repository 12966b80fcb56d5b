import "server-only";

/**
 * What the rest of the server may use of payments. Bookings call these (closing intents and
 * refunding on a cancellation); payments never import bookings, so there is no cycle.
 */
export { cancelOpenIntents, closeIntentsBeforeCancelling } from "./open-intents";
export {
  findSettledPayment,
  issueRefund,
  recordRefund,
  refundablePence,
  refundIdempotencyKey,
} from "./record-refund";

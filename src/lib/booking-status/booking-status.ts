/**
 * The booking's statuses and who may move a booking between them. Every status change on the
 * server (an administrator's edit, a customer's cancellation, a payment event) is checked here
 * and then written compare-and-set (`update ... where status = <from>`).
 *
 * Adding the dispatch states later is data only: add `assigned`, `on_the_way`, `arrived`,
 * `passenger_on_board` and `no_show` to BOOKING_STATUS_INFO (and the database enum), then rows
 * such as `{ from: "confirmed", to: "assigned", by: ["admin", "partner"] }`,
 * `{ from: "assigned", to: "on_the_way", by: ["driver"] }`, `{ from: "arrived", to: "no_show",
 * by: ["driver", "admin"] }`. No function below changes (see the dispatch test in
 * __tests__/lib/booking-status).
 */
import {
  defineStateMachine,
  type ActorKind,
  type StatusInfo,
  type TransitionContext,
  type TransitionRule,
} from "@/lib/state-machine";

export type { ActorKind, StatusTone, TransitionContext } from "@/lib/state-machine";

export const BOOKING_STATUSES = ["pending", "paid", "confirmed", "completed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Labels and badge colours, one map for every screen. Colours follow the administrator's
 * bookings table in the spec: completed and paid green, pending yellow, confirmed blue,
 * anything else (cancelled) red.
 */
export const BOOKING_STATUS_INFO: Readonly<Record<BookingStatus, StatusInfo>> = {
  pending: { label: "Pending", tone: "yellow", terminal: false },
  paid: { label: "Paid", tone: "green", terminal: false },
  confirmed: { label: "Confirmed", tone: "blue", terminal: false },
  completed: { label: "Completed", tone: "green", terminal: true },
  cancelled: { label: "Cancelled", tone: "red", terminal: true },
};

/** 'pending' means awaiting payment: a booking that has taken money never goes back to it. */
const notOncePaid = (context: TransitionContext): string | null =>
  context.paymentStatus === "paid" || context.paymentStatus === "refunded"
    ? "A confirmed booking cannot be changed to pending once it has been paid"
    : null;

/** A customer cancels only rides still to come; the operator may cancel any unfinished one. */
const pickupStillAhead = (context: TransitionContext): string | null =>
  context.pickupAt && context.pickupAt.getTime() <= (context.now ?? new Date()).getTime()
    ? "Only upcoming bookings can be cancelled"
    : null;

const CUSTOMER_CANCEL = { by: ["customer"], guard: pickupStillAhead } as const;
const ADMIN: readonly ActorKind[] = ["admin"];

export const BOOKING_TRANSITIONS: readonly TransitionRule<BookingStatus>[] = [
  // 'paid' is set only by the server, once it has seen the money.
  { from: "pending", to: "paid", by: ["system"] },
  { from: "pending", to: "confirmed", by: ADMIN },
  { from: "pending", to: "cancelled", by: ADMIN },
  { from: "pending", to: "cancelled", ...CUSTOMER_CANCEL },
  { from: "paid", to: "confirmed", by: ADMIN },
  // The system completes a booking once every car's ride is completed (complete-when-done.ts).
  { from: "paid", to: "completed", by: [...ADMIN, "system"] },
  { from: "paid", to: "cancelled", by: ADMIN },
  { from: "paid", to: "cancelled", ...CUSTOMER_CANCEL },
  { from: "confirmed", to: "pending", by: ADMIN, guard: notOncePaid },
  { from: "confirmed", to: "completed", by: [...ADMIN, "system"] },
  { from: "confirmed", to: "cancelled", by: ADMIN },
  { from: "confirmed", to: "cancelled", ...CUSTOMER_CANCEL },
];

export const bookingStateMachine = defineStateMachine<BookingStatus>({
  noun: "booking",
  statuses: BOOKING_STATUS_INFO,
  transitions: BOOKING_TRANSITIONS,
});

export function bookingStatusLabel(status: BookingStatus): string {
  return BOOKING_STATUS_INFO[status].label;
}

export function isTerminalBookingStatus(status: BookingStatus): boolean {
  return BOOKING_STATUS_INFO[status].terminal;
}

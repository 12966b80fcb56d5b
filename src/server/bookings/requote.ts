import "server-only";
import type { AdminBookingEdit } from "@/lib/validations/admin-booking";
import type { CreateBookingPayload } from "@/lib/validations/booking";
import { customerVisibleChanges } from "./booking-change-notice";
import { planBookingEdit } from "./plan-booking-edit";
import { priceBooking } from "./price-booking";

/**
 * The console's live re-quote of an edit: the price before and after, the refund a lower price
 * on a paid booking gives, and what the customer will be e-mailed. Nothing is written; the
 * numbers come from the same plan the save carries out.
 */
export async function requoteBookingEdit(input: {
  bookingId: number;
  edit: AdminBookingEdit;
  now?: Date;
}) {
  const plan = await planBookingEdit({ ...input, now: input.now ?? new Date() });
  const after = { ...plan.current, ...plan.next };
  const changes = customerVisibleChanges(plan.current, after);
  return {
    price_pence: plan.current.price_pence,
    new_price_pence: plan.newPricePence,
    refund_pence: plan.refundPence,
    changes,
    notify_customer: changes.length > 0,
  };
}

/**
 * A new booking's price before it is taken (the phone dialog): the server's own price for the
 * chosen class, and the return leg's, which createBooking stores at the same price.
 */
export async function quoteNewBooking(payload: CreateBookingPayload) {
  const priced = await priceBooking(payload);
  const returnPence = payload.return_trip ? priced.pricePence : 0;
  return {
    price_pence: priced.pricePence,
    return_price_pence: returnPence,
    total_pence: priced.pricePence + returnPence,
    cars: priced.cars,
  };
}

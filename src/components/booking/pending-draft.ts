"use client";

import { getSession } from "next-auth/react";
import { SERVICE_CLASSES } from "@/lib/service-classes";
import { toCreateBookingPayload, postBooking } from "./booking-payload";
import { clearDraft, readDraft } from "./draft-store";

/**
 * Called by the login page after a successful sign-in: a visitor who chose a class before
 * logging in gets that booking (and its return leg) created now. Null when there is nothing
 * pending. The server prices it again; the draft's price is only checked for presence.
 */
export async function submitPendingBookingDraft(): Promise<
  { redirectTo: string } | { error: string } | null
> {
  const draft = readDraft();
  if (!draft || !draft.serviceType) return null;
  const session = await getSession();
  const userId = (session?.user as { id?: number } | undefined)?.id;
  const required: [string, unknown][] = [
    ["User ID", userId],
    ["Booking Type", draft.bookingType],
    ["Pickup Location", draft.pickupLocation],
    ["Booking Date", draft.date],
    ["Booking Time", draft.time],
    ["Number of Passengers", draft.passengers],
    ["Number of Luggage", draft.luggage],
    [
      "Service Type",
      draft.serviceType && SERVICE_CLASSES[draft.serviceType] ? draft.serviceType : undefined,
    ],
    ["Price", draft.pricePence],
  ];
  const missing = required
    .filter(([, value]) => value === undefined || value === null || value === "")
    .map(([label]) => label);
  if (missing.length > 0) return { error: `Missing required fields: ${missing.join(", ")}` };

  const result = await postBooking(
    draft.id,
    toCreateBookingPayload(draft, { isSelfBooking: true }),
  );
  if (!result.ok) return { error: result.message };
  clearDraft();
  return { redirectTo: `/payment?booking_id=${result.data.booking_id}` };
}

import { PUT as putBookingRoute } from "@/app/api/bookings/[id]/route";
import type { UserRow } from "@/server/db/schema";
import { callRoute } from "@test/route-client";

/** The API's envelope, its data left loose for the test to read. */
export type Answer<T = Record<string, unknown>> = {
  success: boolean;
  message: string;
  data?: T;
  errors?: Record<string, string>;
};

/** PUT /api/bookings/{id} as `as` (signed out without one); the body goes as given. */
export const putBooking = (id: number | string, body: unknown, as?: UserRow) =>
  callRoute<Answer, { id: string }>(putBookingRoute, {
    method: "PUT",
    url: `/api/bookings/${id}`,
    params: { id: String(id) },
    body,
    as,
  });

import { GET as getBooking } from "@/app/api/bookings/[id]/route";
import { POST as cancelBooking } from "@/app/api/bookings/[id]/cancel/route";
import { PUT as setStatus } from "@/app/api/bookings/[id]/status/route";
import { GET as getLatest } from "@/app/api/bookings/latest/[user_id]/route";
import { GET as listForUser } from "@/app/api/bookings/user/[userId]/route";
import { GET as getUser, PUT as putUser } from "@/app/api/users/[user_id]/route";
import {
  DELETE as deletePhoto,
  POST as postPhoto,
} from "@/app/api/users/[user_id]/profile-image/route";
import { callRoute } from "@test/route-client";
import { createUser } from "@test/factories";

type Handler = (
  request: import("next/server").NextRequest,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

// Every dynamic API route with an id segment, and the segment's name.
const ROUTES: [string, string, Handler, string][] = [
  ["GET", "/api/bookings/{}", getBooking as Handler, "id"],
  ["POST", "/api/bookings/{}/cancel", cancelBooking as Handler, "id"],
  ["PUT", "/api/bookings/{}/status", setStatus as Handler, "id"],
  ["GET", "/api/bookings/latest/{}", getLatest as Handler, "user_id"],
  ["GET", "/api/bookings/user/{}", listForUser as Handler, "userId"],
  ["GET", "/api/users/{}", getUser as Handler, "user_id"],
  ["PUT", "/api/users/{}", putUser as Handler, "user_id"],
  ["POST", "/api/users/{}/profile-image", postPhoto as Handler, "user_id"],
  ["DELETE", "/api/users/{}/profile-image", deletePhoto as Handler, "user_id"],
];

const BAD_IDS = ["abc", "0", "-1", "1.5", "01", "1e3", "2147483648", "99999999999"];

describe("route ids are parsed one way", () => {
  it.each(ROUTES)(
    "%s %s answers 404 Not found for every malformed id",
    async (method, path, handler, name) => {
      const admin = await createUser({ role: "admin" });
      for (const id of BAD_IDS) {
        const result = await callRoute<Record<string, unknown>, Record<string, string>>(handler, {
          method,
          url: path.replace("{}", encodeURIComponent(id)),
          params: { [name]: id },
          body: method === "PUT" || method === "POST" ? { status: "confirmed" } : undefined,
          as: admin,
        });
        expect({ id, status: result.status }).toEqual({ id, status: 404 });
        expect(result.body).toEqual({
          success: false,
          message: "Not found",
          requestId: expect.any(String),
        });
      }
    },
  );

  it("reads the largest int4 id as an id (a missing row, not a server error)", async () => {
    const admin = await createUser({ role: "admin" });
    const result = await callRoute(getBooking as Handler, {
      url: "/api/bookings/2147483647",
      params: { id: "2147483647" },
      as: admin,
    });
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ success: false, message: "Booking not found" });
  });
});

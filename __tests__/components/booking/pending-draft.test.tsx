import { submitPendingBookingDraft } from "@/components/booking/pending-draft";
import { DRAFT_STORAGE_KEY } from "@/components/booking/draft-store";
import { heathrowDraft } from "@test/booking";

const getSession = jest.fn();
jest.mock("next-auth/react", () => ({ getSession: () => getSession() }));

const draft = heathrowDraft({
  pickupCoordinates: undefined,
  dropoffCoordinates: undefined,
  serviceType: "first_class",
  pricePence: 15781,
  returnTrip: { date: "2030-01-03", time: "18:00:00" },
});

describe("submitPendingBookingDraft", () => {
  beforeEach(() => {
    window.localStorage.clear();
    getSession.mockResolvedValue({ user: { id: 7 } });
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 201,
      json: async () => ({
        success: true,
        data: { booking_id: 41, return_booking: { booking_id: 42 } },
      }),
    })) as unknown as typeof fetch;
  });

  it("answers null without a chosen class", async () => {
    expect(await submitPendingBookingDraft()).toBeNull();
    window.localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ ...draft, serviceType: undefined }),
    );
    expect(await submitPendingBookingDraft()).toBeNull();
  });

  it("lists the missing fields", async () => {
    getSession.mockResolvedValue(null);
    window.localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ ...draft, pricePence: undefined, time: "" }),
    );
    expect(await submitPendingBookingDraft()).toEqual({
      error: "Missing required fields: User ID, Booking Time, Price",
    });
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("posts the booking with its return leg and points to the payment page", async () => {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
    expect(await submitPendingBookingDraft()).toEqual({ redirectTo: "/payment?booking_id=41" });
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/bookings");
    expect((init.headers as Record<string, string>)["idempotency-key"]).toBe("draft-d-1");
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      service_type: "first_class",
      return_trip: { booking_date: "2030-01-03", booking_time: "18:00:00" },
    });
    expect(body).not.toHaveProperty("price");
    expect(body).not.toHaveProperty("user_id");
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it("passes on the server's error", async () => {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
    global.fetch = jest.fn(async () => ({
      ok: false,
      status: 400,
      json: async () => ({ success: false, message: "Pickup time cannot be in the past" }),
    })) as unknown as typeof fetch;
    expect(await submitPendingBookingDraft()).toEqual({
      error: "Pickup time cannot be in the past",
    });
  });
});

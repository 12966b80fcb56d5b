import { quoteForStoredDraft } from "@/server/bookings/draft-quote";
import { quoteRide } from "@/server/bookings/quote-ride";
import { quoteRequestSchema } from "@/lib/validations/quote";
import { heathrowDraft } from "@test/booking";

let placeServiceDown = false;
jest.mock("@/server/places/resolve-place", () => {
  const actual = jest.requireActual<typeof import("@/server/places/resolve-place")>(
    "@/server/places/resolve-place",
  );
  return {
    ...actual,
    resolvePlace: (...args: Parameters<typeof actual.resolvePlace>) =>
      placeServiceDown
        ? Promise.reject(new Error("Google answered OVER_QUERY_LIMIT"))
        : actual.resolvePlace(...args),
  };
});

const draft = heathrowDraft({ passengers: 5, luggage: 2 });
const heathrow = draft.pickupCoordinates!;
const bigBen = draft.dropoffCoordinates!;

describe("the class page's prices worked out on the server", () => {
  it("are what POST /api/quote answers for the same ride", async () => {
    const served = await quoteForStoredDraft(JSON.stringify(draft));
    const asked = await quoteRide(
      quoteRequestSchema.parse({
        booking_type: "point_to_point",
        destination_country: "uk",
        pickup: { ...heathrow, address: draft.pickupLocation },
        dropoff: { ...bigBen, address: draft.dropoffLocation },
        number_of_passengers: 5,
        number_of_luggage: 2,
      }),
    );
    expect(served).toEqual({ quote: asked, pickup: heathrow, dropoff: bigBen });
    expect(served?.quote.classes.map((entry) => entry.price_pence).every((p) => p > 0)).toBe(true);
  });

  it("price an hourly ride by its hours and area", async () => {
    const hourly = {
      ...draft,
      bookingType: "hourly",
      dropoffLocation: undefined,
      dropoffCoordinates: undefined,
      duration: 6,
      rideArea: "outside",
    };
    const served = await quoteForStoredDraft(JSON.stringify(hourly));
    const asked = await quoteRide(
      quoteRequestSchema.parse({
        booking_type: "hourly",
        destination_country: "uk",
        pickup: { ...heathrow, address: draft.pickupLocation },
        number_of_hours: 6,
        ride_area: "outside",
        number_of_passengers: 5,
        number_of_luggage: 2,
      }),
    );
    expect(served?.quote).toEqual(asked);
  });

  it("are left to the browser when a place has no coordinates yet, or there is no draft", async () => {
    expect(
      await quoteForStoredDraft(JSON.stringify({ ...draft, dropoffCoordinates: undefined })),
    ).toBeNull();
    expect(
      await quoteForStoredDraft(JSON.stringify({ ...draft, pickupCoordinates: undefined })),
    ).toBeNull();
    expect(await quoteForStoredDraft(null)).toBeNull();
  });

  it("are left to the browser, which shows the reason, when the place service fails", async () => {
    placeServiceDown = true;
    try {
      expect(await quoteForStoredDraft(JSON.stringify(draft))).toBeNull();
    } finally {
      placeServiceDown = false;
    }
  });
});

import { checkedDraftJson } from "@/server/bookings/draft-cookie";

const draft = {
  id: "d-1",
  status: "Pending",
  bookingType: "point_to_point",
  destinationCountry: "canada",
  pickupLocation: "CN Tower, Toronto",
  pickupCoordinates: { lat: 43.6426, lng: -79.3871 },
  dropoffLocation: "Toronto Pearson",
  pickupTimeZone: "America/Toronto",
  date: "2030-01-01",
  time: "09:30:00",
  passengers: 2,
  luggage: 1,
  serviceType: "business_van",
  pricePence: 12_500,
  cars: 1,
  distanceMiles: 17.2,
  returnTrip: { date: "2030-01-03", time: "18:00:00" },
};
const cookie = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe("the booking draft's cookie copy, as the server reads it", () => {
  it("answers the stored JSON for the step's booking", () => {
    expect(checkedDraftJson(cookie(draft), "d-1")).toBe(JSON.stringify(draft));
    const hourly = { ...draft, bookingType: "hourly", dropoffLocation: undefined, duration: 4 };
    expect(checkedDraftJson(cookie(hourly), "d-1")).toBe(JSON.stringify(hourly));
  });

  it("ignores another booking's draft", () => {
    expect(checkedDraftJson(cookie(draft), "d-2")).toBeNull();
  });

  it.each([
    ["broken percent-encoding", "%E0%A4%A"],
    ["not JSON", encodeURIComponent("{not json")],
    ["JSON that is not an object", cookie([1, 2])],
    ["null", cookie(null)],
    ["an unknown country", cookie({ ...draft, destinationCountry: "mars" })],
    ["an unknown class", cookie({ ...draft, serviceType: "rocket" })],
    ["a zone Intl does not know", cookie({ ...draft, pickupTimeZone: "Mars/Olympus_Mons" })],
    ["an impossible date", cookie({ ...draft, date: "2030-02-31" })],
    ["a time without seconds", cookie({ ...draft, time: "9:30" })],
    ["a huge price", cookie({ ...draft, pricePence: 1e308 })],
    ["a negative price", cookie({ ...draft, pricePence: -1 })],
    ["a fractional passenger count", cookie({ ...draft, passengers: 1.5 })],
    ["too many passengers", cookie({ ...draft, passengers: 99 })],
    ["a latitude off the globe", cookie({ ...draft, pickupCoordinates: { lat: 91, lng: 0 } })],
    ["an address past the limit", cookie({ ...draft, pickupLocation: "x".repeat(301) })],
    ["a return without its time", cookie({ ...draft, returnTrip: { date: "2030-01-03" } })],
    ["another status", cookie({ ...draft, status: "Confirmed" })],
    ["no id", cookie({ ...draft, id: undefined })],
  ])("ignores a cookie with %s", (_label, value) => {
    expect(checkedDraftJson(value, "d-1")).toBeNull();
  });
});

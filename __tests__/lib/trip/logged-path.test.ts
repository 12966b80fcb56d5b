import { loggedPath } from "@/lib/trip/logged-path";

describe("loggedPath", () => {
  it.each([
    ["/api/trip/AbC123_-xyz", "/api/trip/[token]"],
    ["/api/trip/AbC123_-xyz/rating", "/api/trip/[token]/rating"],
    ["/trip/AbC123_-xyz", "/trip/[token]"],
  ])("hides the trip token in %s", (path, logged) => {
    expect(loggedPath(path)).toBe(logged);
  });

  it.each(["/api/bookings/12", "/api/driver/jobs/4/position", "/dashboard/trips/x", "/"])(
    "keeps %s as it is",
    (path) => {
      expect(loggedPath(path)).toBe(path);
    },
  );
});

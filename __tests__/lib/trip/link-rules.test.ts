import { tripLinkOpen, type TripLinkFacts } from "@/lib/trip/link-rules";

const HOUR = 60 * 60 * 1000;
const pickupAt = new Date("2026-10-25T00:30:00Z");
const facts = (over: Partial<TripLinkFacts>): TripLinkFacts => ({
  linkExpiresAt: null,
  bookingCancelled: false,
  pickupAt,
  job: { status: "assigned", updatedAt: pickupAt },
  now: new Date(pickupAt.getTime() - HOUR),
  ...over,
});

describe("tripLinkOpen", () => {
  it("is open before and during the ride, and while nobody holds the car yet", () => {
    expect(tripLinkOpen(facts({}))).toBe(true);
    expect(tripLinkOpen(facts({ job: { status: "on_board", updatedAt: pickupAt } }))).toBe(true);
    expect(tripLinkOpen(facts({ job: null }))).toBe(true);
  });

  it("closes 24 hours after the ride ends (across the October clock change)", () => {
    const ended = new Date("2026-10-25T01:30:00Z");
    const job = { status: "completed" as const, updatedAt: ended };
    expect(tripLinkOpen(facts({ job, now: new Date(ended.getTime() + 24 * HOUR - 1) }))).toBe(true);
    expect(tripLinkOpen(facts({ job, now: new Date(ended.getTime() + 24 * HOUR) }))).toBe(false);
  });

  it("closes at its own stop, when cancelled, and a week after pickup", () => {
    const now = new Date(pickupAt.getTime() + HOUR);
    expect(tripLinkOpen(facts({ now, linkExpiresAt: now }))).toBe(false);
    expect(tripLinkOpen(facts({ bookingCancelled: true }))).toBe(false);
    expect(tripLinkOpen(facts({ job: { status: "cancelled", updatedAt: pickupAt } }))).toBe(false);
    expect(tripLinkOpen(facts({ now: new Date(pickupAt.getTime() + 7 * 24 * HOUR) }))).toBe(false);
  });
});

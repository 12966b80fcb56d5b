import { render, screen } from "@testing-library/react";
import type { BookingDraftState } from "@/components/booking/draft-store";
import { RideSummary } from "@/components/booking/ride-summary";

const hourly: BookingDraftState = {
  id: "draft-1",
  bookingType: "hourly",
  destinationCountry: "uk",
  pickupLocation: "The Savoy, Strand, London",
  date: "2026-12-01",
  time: "09:00:00",
  passengers: 2,
  luggage: 1,
  duration: 3,
  status: "Pending",
  serviceType: "business_class",
  pricePence: 24000,
};

describe("RideSummary", () => {
  it("says an hourly ride below the minimum is billed as the minimum", () => {
    render(<RideSummary draft={hourly} showPrice />);
    expect(screen.getByText("3 hours (billed as 4, the minimum)")).toBeInTheDocument();
  });

  it("says only the hours at or above the minimum", () => {
    render(<RideSummary draft={{ ...hourly, duration: 5 }} />);
    expect(screen.getByText("5 hours")).toBeInTheDocument();
  });
});

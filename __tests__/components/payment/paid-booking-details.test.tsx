import { render, screen, within } from "@testing-library/react";
import { PaidBookingDetails } from "@/components/payment/paid-booking-details";
import { paidStatusLabel, WhatsNext } from "@/components/payment/whats-next";

const hourly = {
  bookingId: 42,
  bookingReference: "K7QMP3XAW9",
  from: "The Savoy, Strand, London WC2R 0EZ",
  to: null,
  hours: 6,
  dateTime: "Friday, 4 December 2026 at 10:00",
  service: "First Class (2 cars)",
  returnDateTime: null,
  totalPence: 31562,
};

function row(term: string) {
  return screen.getByText(term, { selector: "dt" }).parentElement as HTMLElement;
}

describe("the details shown after payment", () => {
  it("labels an hourly ride's hours Duration, not To", () => {
    render(<PaidBookingDetails ride={hourly} statusLabel="Paid" />);
    expect(within(row("Duration")).getByText("6 hours")).toBeInTheDocument();
    expect(screen.queryByText("To", { selector: "dt" })).not.toBeInTheDocument();
  });

  it("shows the booking reference, not the sequential id", () => {
    render(<PaidBookingDetails ride={hourly} statusLabel="Paid" />);
    expect(within(row("Booking reference")).getByText("K7QMP3XAW9")).toBeInTheDocument();
    expect(screen.queryByText("#42")).not.toBeInTheDocument();
  });

  it("names the number of cars beside the class", () => {
    render(<PaidBookingDetails ride={hourly} statusLabel="Paid" />);
    expect(within(row("Service")).getByText("First Class (2 cars)")).toBeInTheDocument();
  });

  it("uses the status words My Bookings uses", () => {
    expect(paidStatusLabel({ paid: true, refunded: false })).toBe("Paid");
    expect(paidStatusLabel({ paid: true, refunded: true })).toBe("Refunded");
    expect(paidStatusLabel({ paid: false, refunded: false })).toBe("Awaiting payment confirmation");
  });

  it("says what happens next", () => {
    render(<WhatsNext />);
    expect(screen.getByRole("heading", { name: "What's next?" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
  });
});

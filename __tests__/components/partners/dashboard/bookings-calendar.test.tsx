import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookingsCalendar } from "@/components/partners/dashboard/bookings-calendar";
import type { PartnerBookingView } from "@/lib/partners/types";

const booking = (id: number, date: string): PartnerBookingView => ({
  booking_id: id,
  booking_reference: `REF${id}`,
  guest_name: `Guest ${id}`,
  guest_email: null,
  guest_phone: null,
  booking_type: "point_to_point",
  service_type: "Airport Transfer",
  pickup_location: "Heathrow Airport",
  dropoff_location: "Mayfair",
  booking_date: date,
  booking_time: "09:30",
  pickup_time_zone: "Europe/London",
  pickup_at: `${date}T09:30:00.000Z`,
  number_of_passengers: 1,
  number_of_luggage: 0,
  number_of_hours: null,
  flight_number: null,
  status: "Confirmed",
  paid: true,
  payment_status: "paid",
  amount_pence: 9000,
  created_at: "2026-11-01T10:00:00.000Z",
});

describe("BookingsCalendar", () => {
  it("marks days with bookings, shows a day's bookings and moves between months", async () => {
    const user = userEvent.setup();
    render(
      <BookingsCalendar
        bookings={[booking(1, "2026-12-03"), booking(2, "2026-12-03"), booking(3, "2027-01-10")]}
        today="2026-11-23"
      />,
    );
    expect(screen.getByRole("heading", { name: "December 2026" })).toBeInTheDocument();
    await user.click(screen.getByRole("gridcell", { name: "3 December 2026, 2 bookings" }));
    expect(screen.getByText(/REF1 · Guest 1/)).toBeInTheDocument();
    expect(screen.getByText(/REF2 · Guest 2/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next month" }));
    expect(screen.getByRole("heading", { name: "January 2027" })).toBeInTheDocument();
    expect(
      screen.getByRole("gridcell", { name: "10 January 2027, 1 booking" }),
    ).toBeInTheDocument();
  });

  it("moves focus with the arrow keys and opens a day with Enter", async () => {
    const user = userEvent.setup();
    render(<BookingsCalendar bookings={[booking(1, "2026-12-02")]} today="2026-11-23" />);
    const first = screen.getByRole("gridcell", { name: "1 December 2026, 0 bookings" });
    expect(first).toHaveAttribute("tabindex", "0");
    first.focus();
    await user.keyboard("{ArrowRight}");
    const second = screen.getByRole("gridcell", { name: "2 December 2026, 1 booking" });
    expect(second).toHaveAttribute("tabindex", "0");
    second.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByText(/REF1 · Guest 1/)).toBeInTheDocument();
  });
});

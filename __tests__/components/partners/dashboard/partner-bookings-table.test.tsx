import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PartnerBookingsTable } from "@/components/partners/dashboard/partner-bookings-table";
import type { PartnerBookingView } from "@/lib/partners/types";

const booking: PartnerBookingView = {
  booking_id: 41,
  booking_reference: "WEJK5B5SSY",
  guest_name: "Grace Hopper",
  guest_email: "grace@example.com",
  guest_phone: "+44 7700 900456",
  booking_type: "point_to_point",
  service_type: "Airport Transfer",
  pickup_location: "Heathrow Airport",
  dropoff_location: "Mayfair, London",
  booking_date: "2026-12-01",
  booking_time: "09:30",
  pickup_time_zone: "Europe/London",
  pickup_at: "2026-12-01T09:30:00.000Z",
  number_of_passengers: 2,
  number_of_luggage: 2,
  number_of_hours: null,
  flight_number: null,
  status: "Confirmed",
  paid: false,
  payment_status: "refunded",
  amount_pence: 12000,
  created_at: "2026-11-20T10:00:00.000Z",
};

describe("PartnerBookingsTable Contact Guest", () => {
  it("offers e-mail and telephone links for upcoming bookings", () => {
    render(<PartnerBookingsTable bookings={[booking]} caption="Upcoming bookings" upcoming />);
    // The table (from 1024 px) and the phone cards both offer them.
    for (const layout of [
      screen.getByRole("table", { name: "Upcoming bookings" }),
      screen.getByRole("list", { name: "Upcoming bookings" }),
    ]) {
      expect(
        within(layout).getByRole("link", { name: "Contact guest of booking WEJK5B5SSY" }),
      ).toHaveAttribute("href", "mailto:grace@example.com");
      expect(
        within(layout).getByRole("link", { name: "Call guest of booking WEJK5B5SSY" }),
      ).toHaveAttribute("href", "tel:+447700900456");
    }
  });

  it("names the booking by its reference and a refunded one as Refunded", async () => {
    render(<PartnerBookingsTable bookings={[booking]} caption="Recent bookings" />);
    const table = screen.getByRole("table", { name: "Recent bookings" });
    expect(within(table).getByRole("cell", { name: "WEJK5B5SSY" })).toBeInTheDocument();
    expect(screen.queryByText("#41")).not.toBeInTheDocument();
    await userEvent.click(
      within(table).getByRole("button", { name: "View details of booking WEJK5B5SSY" }),
    );
    expect(within(screen.getByRole("dialog")).getByText("Refunded")).toBeInTheDocument();
    expect(screen.queryByText(/Not paid/)).not.toBeInTheDocument();
  });

  it("does not offer them for recent bookings", () => {
    render(<PartnerBookingsTable bookings={[booking]} caption="Recent bookings" />);
    expect(screen.queryByRole("link", { name: /guest of booking/ })).not.toBeInTheDocument();
  });
});

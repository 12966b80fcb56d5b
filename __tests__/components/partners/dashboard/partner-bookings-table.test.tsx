import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PartnerBookingsTable } from "@/components/partners/dashboard/partner-bookings-table";
import { partnerBookingView } from "@test/booking-views";

const booking = partnerBookingView();

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

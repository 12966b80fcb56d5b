import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookingDetailsDialog } from "@/components/dashboard/booking-details-dialog";
import { dashboardBookingView } from "@test/booking-views";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }),
}));

const LINES = [
  {
    code: "base_fare" as const,
    label: "Business Class base fare (first 2 miles)",
    amountPence: 6000,
  },
  {
    code: "distance" as const,
    label: "Distance: 18.08 more miles at £2.75 a mile",
    amountPence: 4972,
  },
];

describe("My Bookings' Booking Details: price and receipt", () => {
  it("explains a paid booking's price and offers its receipt", async () => {
    const user = userEvent.setup();
    render(
      <BookingDetailsDialog
        booking={dashboardBookingView({
          booking_id: 7,
          payment_status: "paid",
          price_lines: LINES,
        })}
        onOpenChange={jest.fn()}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Booking Details" });
    await user.click(within(dialog).getByRole("button", { name: "How is this price made?" }));
    const list = within(dialog).getByLabelText("Price breakdown");
    expect(list).toHaveTextContent("Distance: 18.08 more miles at £2.75 a mile£49.72");
    expect(list).toHaveTextContent("Total£109.72");
    expect(within(dialog).getByRole("link", { name: "Download receipt" })).toHaveAttribute(
      "href",
      "/api/bookings/7/receipt",
    );
  });

  it("offers no receipt before any money has moved", () => {
    render(
      <BookingDetailsDialog
        booking={dashboardBookingView({ payment_status: "unpaid", price_lines: LINES })}
        onOpenChange={jest.fn()}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Booking Details" });
    expect(within(dialog).queryByRole("link", { name: "Download receipt" })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "How is this price made?" })).toBeVisible();
  });
});

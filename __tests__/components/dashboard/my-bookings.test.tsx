import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DashboardBookingView } from "@/components/dashboard/booking-types";
import { MyBookings } from "@/components/dashboard/my-bookings";

function booking(overrides: Partial<DashboardBookingView>): DashboardBookingView {
  return {
    booking_id: 1,
    booking_type: "point_to_point",
    pickup_location: "Heathrow Airport",
    dropoff_location: "Big Ben",
    booking_date: "2030-01-10",
    booking_time: "10:00:00",
    pickup_time_zone: "Europe/London",
    pickup_at: "2030-01-10T10:00:00.000Z",
    number_of_passengers: 2,
    number_of_luggage: 1,
    number_of_hours: null,
    service_type: "business_class",
    number_of_cars: 1,
    price: 109.72,
    status: "pending",
    payment_status: "unpaid",
    flight_number: "BA123",
    pickup_sign: null,
    notes_for_chauffeur: null,
    reference_code: null,
    customer_name: "Ada Lovelace",
    tab: "upcoming",
    ...overrides,
  };
}

const BOOKINGS = [
  booking({ booking_id: 1 }),
  booking({
    booking_id: 2,
    pickup_location: "Gatwick Airport",
    dropoff_location: "The Shard",
    status: "confirmed",
    booking_date: "2030-02-01",
  }),
  booking({
    booking_id: 3,
    booking_type: "hourly",
    dropoff_location: null,
    number_of_hours: 4,
    status: "completed",
    tab: "past",
    booking_date: "2020-01-01",
  }),
  booking({ booking_id: 4, status: "cancelled", tab: "canceled", customer_name: "Guest Person" }),
  booking({ booking_id: 5, status: "mystery" }),
];

describe("MyBookings", () => {
  it("shows tabs with counts and the upcoming list first", () => {
    render(<MyBookings bookings={BOOKINGS} />);
    expect(screen.getByRole("tab", { name: "Upcoming (3)", selected: true })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Past (1)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Canceled (1)" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /View Details/ })).toHaveLength(3);
  });

  it("switches tabs by keyboard and mouse", async () => {
    const user = userEvent.setup();
    render(<MyBookings bookings={BOOKINGS} />);
    await user.click(screen.getByRole("tab", { name: "Canceled (1)" }));
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByText(/Guest Person/)).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Past (1)", selected: true })).toBeInTheDocument();
    expect(within(screen.getByRole("tabpanel")).getByText(/4 hours/)).toBeInTheDocument();
  });

  it("searches name, pickup and dropoff case-insensitively, with 'No results' when nothing matches", async () => {
    const user = userEvent.setup();
    render(<MyBookings bookings={BOOKINGS} />);
    const searchBox = screen.getByRole("searchbox", { name: "Search bookings" });
    await user.type(searchBox, "the shard");
    expect(screen.getByRole("tab", { name: "Upcoming (1)" })).toBeInTheDocument();
    await user.clear(searchBox);
    await user.type(searchBox, "GUEST");
    expect(screen.getByRole("tab", { name: "Canceled (1)" })).toBeInTheDocument();
    expect(screen.getByText("No results")).toBeInTheDocument();
    expect(screen.getByText("No upcoming rides match your search.")).toBeInTheDocument();
  });

  it("filters by status, ride type and date range", async () => {
    const user = userEvent.setup();
    render(<MyBookings bookings={BOOKINGS} />);
    await user.click(screen.getByRole("button", { name: "Filter" }));
    await user.selectOptions(screen.getByLabelText("Status"), "confirmed");
    expect(screen.getByRole("tab", { name: "Upcoming (1)" })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Status"), "");
    await user.selectOptions(screen.getByLabelText("Ride type"), "hourly");
    expect(screen.getByRole("tab", { name: "Past (1)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Upcoming (0)" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await user.type(screen.getByLabelText("From date"), "2030-01-15");
    expect(screen.getByRole("tab", { name: "Upcoming (1)" })).toBeInTheDocument();
  });

  it.each([
    [1, "Pending", "bg-yellow-100"],
    [2, "Confirmed", "bg-green-100"],
    [5, "Mystery", "bg-neutral-200"],
  ])("View Details of booking %i shows status %s in its colour", async (id, label, colour) => {
    const user = userEvent.setup();
    render(<MyBookings bookings={BOOKINGS} />);
    await user.click(screen.getByRole("button", { name: `View Details of booking ${id}` }));
    const dialog = screen.getByRole("dialog", { name: "Booking Details" });
    const status = within(dialog).getByTestId("booking-status");
    expect(status).toHaveTextContent(label);
    expect(status.className).toContain(colour);
    expect(within(dialog).getByText("Business Class")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("exports the current tab's filtered list as CSV", async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return "blob:csv";
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, "click")
      .mockImplementation(() => undefined);
    render(<MyBookings bookings={BOOKINGS} />);
    await user.type(screen.getByRole("searchbox", { name: "Search bookings" }), "gatwick");
    await user.click(screen.getByRole("button", { name: "Export" }));
    expect(click).toHaveBeenCalled();
    // jsdom's Blob has no text(); FileReader reads it as a browser would.
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain("Booking ID,Customer");
    expect(lines[1]).toContain("Gatwick Airport");
  });
});

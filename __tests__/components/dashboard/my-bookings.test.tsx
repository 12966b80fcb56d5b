import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type {
  BookingListPage,
  BookingListQuery,
  DashboardBookingView,
} from "@/components/dashboard/booking-types";
import { MyBookings } from "@/components/dashboard/my-bookings";
import { dashboardBookingView } from "@test/booking-views";

const replace = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace, refresh: jest.fn(), push: jest.fn() }),
  usePathname: () => "/dashboard/bookings",
}));

beforeEach(() => replace.mockClear());

const booking = dashboardBookingView;

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
  booking({ booking_id: 4, status: "cancelled", tab: "cancelled", customer_name: "Guest Person" }),
  // A status this build does not know (a newer server) still renders.
  booking({ booking_id: 5, status: "mystery" as DashboardBookingView["status"] }),
];

/** What the page hands over for one server answer: the page of bookings and its counts. */
function page(
  bookings: DashboardBookingView[],
  overrides: Partial<BookingListPage["pagination"]> = {},
): BookingListPage {
  return {
    bookings,
    pagination: {
      page: 1,
      page_size: 10,
      total: bookings.length,
      total_is_estimate: false,
      ...overrides,
    },
    tabCounts: { upcoming: 3, past: 1, cancelled: 1 },
  };
}

const UPCOMING = BOOKINGS.filter((booking) => booking.tab === "upcoming");
const show = (list: BookingListPage, query: BookingListQuery = {}) =>
  render(<MyBookings list={list} query={query} />);
const navigatedTo = (url: string) =>
  expect(replace).toHaveBeenLastCalledWith(url, { scroll: false });

describe("MyBookings", () => {
  it("shows the server's tab counts, the tab from the URL and its page of bookings", () => {
    show(page(UPCOMING));
    expect(screen.getByRole("tab", { name: "Upcoming (3)", selected: true })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Past (1)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Canceled (1)" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /View Details/ })).toHaveLength(3);
    expect(screen.getByText("Showing 1 to 3 of 3 entries")).toBeInTheDocument();
  });

  it("puts the chosen tab in the URL, by mouse and keyboard, back to page 1", async () => {
    const user = userEvent.setup();
    const { rerender } = show(page(UPCOMING), { page: "2" });
    await user.click(screen.getByRole("tab", { name: "Canceled (1)" }));
    navigatedTo("/dashboard/bookings?tab=cancelled");
    rerender(<MyBookings list={page([BOOKINGS[3]!])} query={{ tab: "cancelled" }} />);
    expect(within(screen.getByRole("tabpanel")).getByText(/Guest Person/)).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    navigatedTo("/dashboard/bookings?tab=past");
  });

  it("sends the search to the URL after a pause and shows 'No results' for an empty page", async () => {
    const user = userEvent.setup();
    const { rerender } = show(page(UPCOMING), { tab: "upcoming" });
    await user.type(screen.getByRole("searchbox", { name: "Search bookings" }), "  the shard ");
    await waitFor(() => navigatedTo("/dashboard/bookings?tab=upcoming&q=the+shard"));
    expect(replace).toHaveBeenCalledTimes(1);
    rerender(<MyBookings list={page([])} query={{ tab: "upcoming", q: "the shard" }} />);
    expect(screen.getByText("No results")).toBeInTheDocument();
    expect(screen.getByText("No upcoming rides match your search.")).toBeInTheDocument();
  });

  it("filters by status, ride type and date range through the URL", async () => {
    const user = userEvent.setup();
    show(page(UPCOMING), { q: "heathrow", page: "2" });
    await user.click(screen.getByRole("button", { name: "Filter" }));
    const status = screen.getByRole("combobox", { name: "Status" });
    act(() => status.focus());
    await user.keyboard("{Enter}");
    await user.click(await screen.findByRole("option", { name: "Confirmed" }));
    navigatedTo("/dashboard/bookings?q=heathrow&status=confirmed");
    const type = screen.getByRole("combobox", { name: "Ride type" });
    act(() => type.focus());
    await user.keyboard("{Enter}");
    await user.click(await screen.findByRole("option", { name: "Hourly" }));
    navigatedTo("/dashboard/bookings?q=heathrow&type=hourly");
    await user.type(screen.getByLabelText("From date"), "2030-01-15");
    navigatedTo("/dashboard/bookings?q=heathrow&from=2030-01-15");
  });

  it("opens the filters when the URL has some, and clears them", async () => {
    const user = userEvent.setup();
    show(page(UPCOMING), { status: "paid", to: "2030-02-01", tab: "past" });
    expect(screen.getByRole("button", { name: "Filter (2)" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveTextContent("Paid");
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    navigatedTo("/dashboard/bookings?tab=past");
  });

  it.each([
    [1, "Pending", "bg-yellow-100"],
    [2, "Confirmed", "bg-green-100"],
    [5, "Mystery", "bg-neutral-200"],
  ])("View Details of booking %i shows status %s in its colour", async (id, label, colour) => {
    const user = userEvent.setup();
    show(page(BOOKINGS));
    await user.click(screen.getByRole("button", { name: `View Details of booking REF${id}` }));
    const dialog = screen.getByRole("dialog", { name: "Booking Details" });
    const status = within(dialog).getByTestId("booking-status");
    expect(status).toHaveTextContent(label);
    expect(status.className).toContain(colour);
    expect(within(dialog).getByText("Business Class")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("exports every page of the current selection from the server", () => {
    show(page(UPCOMING), { q: "gatwick", page: "2", status: "paid" });
    expect(screen.getByRole("link", { name: "Export" })).toHaveAttribute(
      "href",
      "/api/bookings/export?tab=upcoming&q=gatwick&status=paid",
    );
  });

  it("pages with links that keep the filters", () => {
    show(page(UPCOMING, { page: 2, total: 23 }), { tab: "past", q: "x", page: "2" });
    expect(screen.getByText("Showing 11 to 20 of 23 entries")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Page 3" })).toHaveAttribute(
      "href",
      "/dashboard/bookings?tab=past&q=x&page=3",
    );
  });

  it("offers 'Complete payment' for an upcoming booking that is not paid, and only for it", async () => {
    const user = userEvent.setup();
    show(page(UPCOMING));
    const links = screen.getAllByRole("link", { name: /Complete payment/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "/payment?booking_id=1");
    expect(
      screen.queryByRole("link", { name: "Complete payment for booking REF2" }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "View Details of booking REF1" }));
    expect(
      within(screen.getByRole("dialog")).getByRole("link", { name: "Complete payment" }),
    ).toHaveAttribute("href", "/payment?booking_id=1");
    // The dialog names the customer-facing reference; the sequential id stays in the link only.
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText("Booking reference")).toBeInTheDocument();
    expect(within(dialog).getByText("REF1")).toBeInTheDocument();
    expect(within(dialog).queryByText("Booking ID")).not.toBeInTheDocument();
  });

  it("shows a return leg's label beside the customer's own reference, as typed", async () => {
    const user = userEvent.setup();
    show(page([booking({ booking_id: 3, leg: "RETURN", reference_code: "PO-7781" })]));
    await user.click(screen.getByRole("button", { name: "View Details of booking REF3" }));
    expect(within(screen.getByRole("dialog")).getByText("RETURN · PO-7781")).toBeInTheDocument();
  });

  it("shows the cars with the class and an hourly ride's Duration in the details", async () => {
    const user = userEvent.setup();
    show(
      page([
        booking({
          booking_id: 7,
          booking_type: "hourly",
          number_of_hours: 6,
          dropoff_location: null,
          number_of_cars: 2,
        }),
      ]),
    );
    expect(screen.getByText(/\(2 cars\)/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "View Details of booking REF7" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText("Duration")).toBeInTheDocument();
    expect(within(dialog).getByText("Business Class (2 cars)")).toBeInTheDocument();
  });

  it("shows a return trip as one journey: the return leg beneath its outbound, with its own actions", async () => {
    const user = userEvent.setup();
    const back = booking({
      booking_id: 8,
      pickup_location: "Big Ben",
      dropoff_location: "Heathrow Airport",
      booking_date: "2030-01-17",
      status: "confirmed",
      payment_status: "paid",
    });
    show(page([booking({ booking_id: 7, return_leg: back })]));
    const card = screen.getAllByRole("listitem")[0]!;
    expect(within(card).getByText("OUT")).toBeInTheDocument();
    const leg = within(card).getByRole("region", { name: "Return leg" });
    expect(within(leg).getByText("RETURN")).toBeInTheDocument();
    expect(within(leg).getByText(/17 January 2030|January 17, 2030/)).toBeInTheDocument();
    expect(within(leg).getByText("Big Ben → Heathrow Airport")).toBeInTheDocument();
    expect(within(leg).getByText(/confirmed/i)).toBeInTheDocument();
    expect(
      within(card).getByRole("link", { name: /Complete payment for booking REF7/ }),
    ).toBeVisible();
    expect(within(leg).queryByRole("link", { name: /Complete payment/ })).not.toBeInTheDocument();
    await user.click(within(leg).getByRole("button", { name: "View Details of booking REF8" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });

  it("shows the customer's own reference as typed beside the leg label, in the card and dialog", async () => {
    const user = userEvent.setup();
    const back = booking({ booking_id: 8, reference_code: "PO-7781", booking_date: "2030-01-17" });
    show(page([booking({ booking_id: 7, reference_code: "PO-7781", return_leg: back })]));
    const card = screen.getAllByRole("listitem")[0]!;
    expect(within(card).getAllByText("Your ref PO-7781")).toHaveLength(2);
    expect(within(card).getByText("Booking REF7")).toBeInTheDocument();
    expect(within(card).getByText("Booking REF8")).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "View Details of booking REF8" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("RETURN · PO-7781")).toBeInTheDocument();
  });
});

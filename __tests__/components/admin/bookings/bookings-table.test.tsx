import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminBooking } from "@/components/admin/admin-booking-types";
import { bookingSort, BookingsTable } from "@/components/admin/bookings/bookings-table";
import { ADMIN_BOOKING } from "@test/admin-booking";

const BOOKING: AdminBooking = {
  ...ADMIN_BOOKING,
  first_name: "Ada",
  last_name: "Lovelace",
};

function renderTable(search = "") {
  const onView = jest.fn();
  const onEdit = jest.fn();
  const params = new URLSearchParams(search);
  render(
    <BookingsTable
      bookings={[BOOKING]}
      sortFor={(sort) => bookingSort("/admin/bookings", params, sort)}
      onView={onView}
      onEdit={onEdit}
    />,
  );
  return { onView, onEdit };
}

describe("BookingsTable", () => {
  it("keeps the columns that find and act on a booking at every table width", () => {
    renderTable();
    const table = screen.getByRole("table", { name: "Bookings" });
    // The table shows from 1024 px: below, beside the sidebar, it would not fit.
    expect(table.parentElement).toHaveClass("hidden", "lg:block");
    const always = ["Booking ID", "Booking Reference", "Customer", "Status", "Actions"];
    for (const name of always)
      expect(within(table).getByRole("columnheader", { name })).not.toHaveClass("hidden");
    expect(within(table).getByRole("columnheader", { name: /Date & Time/ })).not.toHaveClass(
      "hidden",
    );
    expect(within(table).getByRole("columnheader", { name: "Pickup" })).toHaveClass(
      "xl:table-cell",
    );
    expect(within(table).getByRole("columnheader", { name: "Destination Country" })).toHaveClass(
      "2xl:table-cell",
    );
    expect(within(table).getByRole("cell", { name: "#42" })).toBeInTheDocument();
    expect(within(table).getByRole("cell", { name: "HQ5BZ69HCE" })).toBeInTheDocument();
  });

  it("offers View Details and Edit in the row and in the phone card, by the same names", async () => {
    const { onView, onEdit } = renderTable();
    const row = within(screen.getByRole("table", { name: "Bookings" })).getAllByRole("row")[1]!;
    await userEvent.click(within(row).getByRole("button", { name: "Edit booking #42" }));
    expect(onEdit).toHaveBeenCalledWith(BOOKING);
    const card = within(screen.getByRole("list", { name: "Bookings" })).getByRole("listitem");
    expect(within(card).getByText("Booking #42")).toBeInTheDocument();
    expect(
      within(card).getByText("Big Ben, Westminster, London SW1A 0AA, United Kingdom"),
    ).toBeInTheDocument();
    await userEvent.click(
      within(card).getByRole("button", { name: "View details of booking #42" }),
    );
    expect(onView).toHaveBeenCalledWith(42);
  });

  it("sorts by pickup and amount from the headers, in the URL the Sort by control writes", () => {
    renderTable("when=upcoming&page=3");
    const table = screen.getByRole("table", { name: "Bookings" });
    const pickup = within(table).getByRole("columnheader", { name: /Date & Time/ });
    // Upcoming rides are listed soonest first when the URL names no sort.
    expect(pickup).toHaveAttribute("aria-sort", "ascending");
    expect(within(pickup).getByRole("link")).toHaveAttribute(
      "href",
      "/admin/bookings?when=upcoming&sort=-pickup_at",
    );
    const amount = within(table).getByRole("columnheader", { name: /Amount/ });
    expect(amount).toHaveAttribute("aria-sort", "none");
    expect(within(amount).getByRole("link")).toHaveAttribute(
      "href",
      "/admin/bookings?when=upcoming&sort=-price",
    );
  });
});

describe("bookingSort", () => {
  it("flips the sorted column and reads the order the URL gives", () => {
    const params = new URLSearchParams("sort=price&q=ada");
    expect(bookingSort("/b", params, "price")).toEqual({
      href: "/b?q=ada&sort=-price",
      direction: "ascending",
    });
    expect(bookingSort("/b", params, "pickup_at")).toEqual({
      href: "/b?q=ada&sort=-pickup_at",
      direction: undefined,
    });
  });

  it("reads the pickup of chosen dates ('Today') soonest first, as the server orders it", () => {
    const today = new URLSearchParams("from=2026-11-26&to=2026-11-26");
    expect(bookingSort("/b", today, "pickup_at")).toEqual({
      href: "/b?from=2026-11-26&to=2026-11-26&sort=-pickup_at",
      direction: "ascending",
    });
  });

  it("shows a chosen place's name with its address", () => {
    const savoy = "Strand, London WC2R 0EZ, United Kingdom";
    render(
      <BookingsTable
        bookings={[{ ...BOOKING, pickup_location: savoy, pickup_place_name: "The Savoy" }]}
        sortFor={(sort) => bookingSort("/admin/bookings", new URLSearchParams(), sort)}
        onView={jest.fn()}
        onEdit={jest.fn()}
      />,
    );
    const table = screen.getByRole("table", { name: "Bookings" });
    expect(within(table).getByText(`The Savoy, ${savoy}`)).toBeInTheDocument();
  });
});

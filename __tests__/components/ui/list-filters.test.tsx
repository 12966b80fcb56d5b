import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BOOKING_FILTERS } from "@/components/admin/bookings/booking-filters";
import { DRIVER_FILTERS } from "@/components/admin/drivers/driver-filters";
import { ListFilters, nextListQuery, type FilterDefinition } from "@/components/ui/list-filters";

const replace = jest.fn();
let path = "/admin/bookings";
let search = new URLSearchParams();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => path,
  useSearchParams: () => search,
}));

const TODAY = "2026-11-26"; // a Thursday

function renderBookings(query: string, shown: Record<string, string> = {}) {
  path = "/admin/bookings";
  search = new URLSearchParams(query);
  render(
    <ListFilters
      label="Booking filters"
      filters={BOOKING_FILTERS}
      shown={shown}
      clearable
      exportHref="/x"
      today={TODAY}
    />,
  );
}

function renderDrivers(query: string) {
  path = "/admin/drivers";
  search = new URLSearchParams(query);
  render(<ListFilters label="Driver filters" filters={DRIVER_FILTERS} clearable />);
}

const combobox = (name: string) => screen.getByRole("combobox", { name });
const lastUrl = () => replace.mock.lastCall?.[0] as string;

beforeEach(() => replace.mockClear());

describe("ListFilters (the console's bookings)", () => {
  it("shows the list's opening order as the server gives it: upcoming rides, soonest first", () => {
    renderBookings("", { when: "upcoming", sort: "pickup_at" });
    expect(screen.getByRole("group", { name: "Booking filters" })).toBeInTheDocument();
    expect(combobox("Rides")).toHaveTextContent("Upcoming rides");
    expect(combobox("Sort by")).toHaveTextContent("Pickup: soonest first");
    expect(combobox("Status")).toHaveTextContent("All statuses");
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/x");
  });

  it("shows every ride, latest first, for a search", () => {
    renderBookings("q=lovelace", { when: "all", sort: "-pickup_at" });
    expect(combobox("Rides")).toHaveTextContent("All rides");
    expect(combobox("Sort by")).toHaveTextContent("Pickup: latest first");
    expect(screen.getByLabelText("Search")).toHaveValue("lovelace");
  });

  it("shows the URL's choice, in the one sort syntax", () => {
    renderBookings("when=past&sort=-created_at", { when: "all", sort: "-pickup_at" });
    expect(combobox("Rides")).toHaveTextContent("Past rides");
    expect(combobox("Sort by")).toHaveTextContent("Booked: newest first");
  });

  it("writes a sort and its direction as one parameter, back to the first page", async () => {
    const user = userEvent.setup();
    renderBookings("status=paid&page=4", { when: "upcoming", sort: "pickup_at" });
    await user.click(combobox("Sort by"));
    await user.click(screen.getByRole("option", { name: "Booked: newest first" }));
    expect(lastUrl()).toBe("/admin/bookings?status=paid&sort=-created_at");
    await user.click(combobox("Rides"));
    await user.click(screen.getByRole("option", { name: "Past rides" }));
    expect(lastUrl()).toBe("/admin/bookings?when=past&status=paid");
    await user.click(combobox("Status"));
    await user.click(screen.getByRole("option", { name: "All statuses" }));
    expect(lastUrl()).toBe("/admin/bookings");
  });

  it("searches on Search, trimmed, and clears every filter", async () => {
    const user = userEvent.setup();
    renderBookings("status=paid&page=2");
    await user.type(screen.getByLabelText("Search"), "  HQ5BZ69HCE ");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(lastUrl()).toBe("/admin/bookings?q=HQ5BZ69HCE&status=paid");
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(lastUrl()).toBe("/admin/bookings");
  });
});

describe("ListFilters (a date range)", () => {
  const choice = () => combobox("Pickup dates");

  it("opens on any date", () => {
    renderBookings("");
    expect(choice()).toHaveTextContent("Any date");
    expect(screen.queryByText("From")).toBeNull();
  });

  it("shows the filter the URL holds, never 'Pick a date' over an active range", () => {
    renderBookings("from=2026-11-23&to=2026-11-29");
    expect(choice()).toHaveTextContent("This week (Monday to Sunday)");
  });

  it("reads a single date in the URL as its day", () => {
    renderBookings("date=2026-11-27");
    expect(choice()).toHaveTextContent("Tomorrow");
  });

  it("shows a custom range with both of its dates", () => {
    renderBookings("from=2026-11-01&to=2026-11-10");
    expect(choice()).toHaveTextContent("Custom range");
    expect(screen.getByRole("button", { name: /From/ })).toHaveTextContent(/1 Nov 2026|2026-11-01/);
    expect(screen.getByRole("button", { name: /To/ })).toHaveTextContent(/10 Nov 2026|2026-11-10/);
  });

  it("writes a preset to the URL as a range", async () => {
    const user = userEvent.setup();
    renderBookings("date=2026-12-01&page=3");
    await user.click(choice());
    await user.click(screen.getByRole("option", { name: "Today" }));
    expect(lastUrl()).toBe(`/admin/bookings?from=${TODAY}&to=${TODAY}`);
    await user.click(choice());
    await user.click(screen.getByRole("option", { name: "This week (Monday to Sunday)" }));
    expect(lastUrl()).toBe("/admin/bookings?from=2026-11-23&to=2026-11-29");
  });

  it("clears an active range with 'Any date'", async () => {
    const user = userEvent.setup();
    renderBookings("from=2026-11-01&to=2026-11-10&q=ada");
    await user.click(choice());
    await user.click(screen.getByRole("option", { name: "Any date" }));
    expect(lastUrl()).toBe("/admin/bookings?q=ada");
  });

  it("offers From and To once a custom range is chosen", async () => {
    const user = userEvent.setup();
    renderBookings("");
    await user.click(choice());
    await user.click(screen.getByRole("option", { name: "Custom range" }));
    expect(choice()).toHaveTextContent("Custom range");
    expect(screen.getByText("From")).toBeInTheDocument();
    expect(screen.getByText("To")).toBeInTheDocument();
  });

  it("offers From and To when a custom range is chosen over an active preset", async () => {
    const user = userEvent.setup();
    renderBookings("from=2026-11-23&to=2026-11-29");
    await user.click(choice());
    await user.click(screen.getByRole("option", { name: "Custom range" }));
    expect(choice()).toHaveTextContent("Custom range");
    expect(screen.getByRole("button", { name: /From/ })).toHaveTextContent(
      /23 Nov 2026|2026-11-23/,
    );
    expect(screen.getByRole("button", { name: /To/ })).toHaveTextContent(/29 Nov 2026|2026-11-29/);
  });
});

describe("ListFilters (Driver Management)", () => {
  it("puts a search in the URL, back to the first page", async () => {
    const user = userEvent.setup();
    renderDrivers("status=Available&page=2");
    await user.type(screen.getByLabelText("Search"), "AB12");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(replace).toHaveBeenCalledWith("/admin/drivers?q=AB12&status=Available", {
      scroll: false,
    });
  });

  it("sorts and filters on the server through the URL", async () => {
    const user = userEvent.setup();
    renderDrivers("status=Available&page=2");
    expect(combobox("Sort by")).toHaveTextContent("Newest first");
    await user.click(combobox("Sort by"));
    await user.click(await screen.findByRole("option", { name: "Name" }));
    expect(replace).toHaveBeenLastCalledWith("/admin/drivers?status=Available&sort=name", {
      scroll: false,
    });
    await user.click(combobox("Licence"));
    await user.click(await screen.findByRole("option", { name: "Licence expired" }));
    expect(replace).toHaveBeenLastCalledWith("/admin/drivers?status=Available&license=expired", {
      scroll: false,
    });
  });
});

describe("ListFilters (a plain date and a select with an 'All')", () => {
  const FILTERS: FilterDefinition[] = [
    { kind: "search", name: "q", label: "Search by booking ID" },
    {
      kind: "select",
      name: "status",
      label: "Status",
      emptyValue: "all",
      options: [
        { value: "all", label: "All" },
        { value: "Paid", label: "Paid" },
      ],
    },
    { kind: "date", name: "from", label: "From" },
  ];

  it("labels every control and keeps other parameters of the URL", () => {
    path = "/partner-dashboard/commission/transactions";
    search = new URLSearchParams("from=2026-11-02&page_size=25");
    render(<ListFilters label="Transaction filters" filters={FILTERS} />);
    expect(screen.getByRole("searchbox", { name: "Search by booking ID" })).toBeInTheDocument();
    expect(combobox("Status")).toHaveTextContent("All");
    expect(screen.getByRole("button", { name: /From/ })).toHaveTextContent(/2 Nov 2026|2026-11-02/);
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
    expect(nextListQuery(search, FILTERS, { status: "Paid" })).toBe(
      "status=Paid&from=2026-11-02&page_size=25",
    );
  });
});

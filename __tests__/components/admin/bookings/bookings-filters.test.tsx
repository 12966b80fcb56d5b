import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookingsFilters } from "@/components/admin/bookings/bookings-filters";

function renderFilters(query: string) {
  const onChange = jest.fn();
  render(
    <BookingsFilters params={new URLSearchParams(query)} onChange={onChange} exportHref="/x" />,
  );
  return onChange;
}

describe("BookingsFilters", () => {
  it("shows the list's opening order: upcoming rides, pickup soonest first", () => {
    renderFilters("");
    expect(screen.getByRole("combobox", { name: "Rides" })).toHaveTextContent("Upcoming rides");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveTextContent(
      "Pickup: soonest first",
    );
  });

  it("shows every ride, latest first, for a search", () => {
    renderFilters("q=lovelace");
    expect(screen.getByRole("combobox", { name: "Rides" })).toHaveTextContent("All rides");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveTextContent(
      "Pickup: latest first",
    );
  });

  it("shows the URL's choice", () => {
    renderFilters("when=past&sort=created&order=desc");
    expect(screen.getByRole("combobox", { name: "Rides" })).toHaveTextContent("Past rides");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveTextContent(
      "Booked: newest first",
    );
  });

  it("puts a sort and its direction in the URL together", async () => {
    const user = userEvent.setup();
    const onChange = renderFilters("");
    await user.click(screen.getByRole("combobox", { name: "Sort by" }));
    await user.click(screen.getByRole("option", { name: "Booked: newest first" }));
    expect(onChange).toHaveBeenCalledWith({ sort: "created", order: "desc", page: "" });
    await user.click(screen.getByRole("combobox", { name: "Rides" }));
    await user.click(screen.getByRole("option", { name: "Past rides" }));
    expect(onChange).toHaveBeenCalledWith({ when: "past", page: "" });
  });
});

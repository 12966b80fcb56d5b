import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PickupDateFilter } from "@/components/admin/bookings/pickup-date-filter";

const TODAY = "2026-11-26"; // a Thursday

function renderFilter(query: string) {
  const onChange = jest.fn();
  render(
    <PickupDateFilter params={new URLSearchParams(query)} onChange={onChange} today={TODAY} />,
  );
  return onChange;
}

const choice = () => screen.getByRole("combobox", { name: "Pickup dates" });

describe("PickupDateFilter", () => {
  it("opens on any date", () => {
    renderFilter("");
    expect(choice()).toHaveTextContent("Any date");
    expect(screen.queryByText("From")).toBeNull();
  });

  it("shows the filter the URL holds, never 'Pick a date' over an active range", () => {
    renderFilter("date_from=2026-11-23&date_to=2026-11-29");
    expect(choice()).toHaveTextContent("This week (Monday to Sunday)");
  });

  it("reads a single date in the URL as its day", () => {
    renderFilter("date=2026-11-27");
    expect(choice()).toHaveTextContent("Tomorrow");
  });

  it("shows a custom range with both of its dates", () => {
    renderFilter("date_from=2026-11-01&date_to=2026-11-10");
    expect(choice()).toHaveTextContent("Custom range");
    expect(screen.getByRole("button", { name: /From/ })).toHaveTextContent(/1 Nov 2026|2026-11-01/);
    expect(screen.getByRole("button", { name: /To/ })).toHaveTextContent(/10 Nov 2026|2026-11-10/);
  });

  it("writes a preset to the URL as a range", async () => {
    const user = userEvent.setup();
    const onChange = renderFilter("");
    await user.click(choice());
    await user.click(screen.getByRole("option", { name: "Today" }));
    expect(onChange).toHaveBeenLastCalledWith({
      date: "",
      date_from: TODAY,
      date_to: TODAY,
      page: "",
    });
    await user.click(choice());
    await user.click(screen.getByRole("option", { name: "This week (Monday to Sunday)" }));
    expect(onChange).toHaveBeenLastCalledWith({
      date: "",
      date_from: "2026-11-23",
      date_to: "2026-11-29",
      page: "",
    });
  });

  it("clears an active range with 'Any date'", async () => {
    const user = userEvent.setup();
    const onChange = renderFilter("date_from=2026-11-01&date_to=2026-11-10");
    await user.click(choice());
    await user.click(screen.getByRole("option", { name: "Any date" }));
    expect(onChange).toHaveBeenLastCalledWith({ date: "", date_from: "", date_to: "", page: "" });
  });

  it("offers From and To once a custom range is chosen", async () => {
    const user = userEvent.setup();
    renderFilter("");
    await user.click(choice());
    await user.click(screen.getByRole("option", { name: "Custom range" }));
    expect(choice()).toHaveTextContent("Custom range");
    expect(screen.getByText("From")).toBeInTheDocument();
    expect(screen.getByText("To")).toBeInTheDocument();
  });
});

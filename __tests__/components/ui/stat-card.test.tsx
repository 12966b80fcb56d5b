import { render, screen } from "@testing-library/react";
import { StatCard } from "@/components/ui/stat-card";

describe("StatCard", () => {
  it("says the direction and size of a change in words", () => {
    render(<StatCard title="Revenue" value="£10.00" change={12.5} periodLabel="vs last month" />);
    const card = screen.getByRole("region", { name: "Revenue" });
    expect(card).toHaveTextContent("Up 12.5% vs last month");
  });

  it("says a fall", () => {
    render(<StatCard title="Revenue" value="£10.00" change={-3} />);
    expect(screen.getByRole("region", { name: "Revenue" })).toHaveTextContent("Down 3%");
  });

  it("says there is nothing to compare with when the period before had nothing", () => {
    render(<StatCard title="Revenue" value="£10.00" change={null} periodLabel="vs last month" />);
    const card = screen.getByRole("region", { name: "Revenue" });
    expect(card).toHaveTextContent("Nothing to compare with (vs last month)");
    expect(card).not.toHaveTextContent("Up");
    expect(card).not.toHaveTextContent("0%");
  });

  it("says an unchanged figure is unchanged, never 'Up 0%'", () => {
    render(<StatCard title="Active Drivers" value="8" change={0} periodLabel="Last 30 days" />);
    const card = screen.getByRole("region", { name: "Active Drivers" });
    expect(card).toHaveTextContent("No change Last 30 days");
    expect(card).not.toHaveTextContent("Up");
    expect(card).not.toHaveTextContent("0%");
  });

  it("says 'No change' for an equal period, with no arrow and no 'Up 0%'", () => {
    render(<StatCard title="Revenue" value="£10.00" change={0} periodLabel="vs yesterday" />);
    const card = screen.getByRole("region", { name: "Revenue" });
    expect(card).toHaveTextContent("No change vs yesterday");
    expect(card).not.toHaveTextContent("Up");
    expect(card).not.toHaveTextContent("0%");
  });

  it("shows no change line when none is given", () => {
    render(<StatCard title="Revenue" value="£10.00" />);
    expect(screen.getByRole("region", { name: "Revenue" })).toHaveTextContent(/^Revenue£10.00$/);
  });
});

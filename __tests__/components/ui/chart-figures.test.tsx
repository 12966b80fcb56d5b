import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ChartFigures } from "@/components/ui/chart-figures";

const days = [
  { date: "2026-11-01", pence: 1200 },
  { date: "2026-11-02", pence: 0 },
];

describe("ChartFigures", () => {
  it("folds the chart's figures into a table that stays a table on a phone", async () => {
    render(
      <ChartFigures
        caption="Commission per day"
        columns={[
          { key: "date", header: "Date", cell: (day) => day.date },
          { key: "pence", header: "Pence", align: "right", cell: (day) => day.pence },
        ]}
        rows={days}
        rowKey={(day) => day.date}
      />,
    );
    await userEvent.click(screen.getByText("Show the figures as a table"));
    const table = screen.getByRole("table", { name: "Commission per day" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(within(table).getByRole("cell", { name: "1200" })).toHaveClass("text-right");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});

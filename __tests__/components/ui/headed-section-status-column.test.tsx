import { render, screen } from "@testing-library/react";
import { DataTable } from "@/components/ui/data-table";
import { HeadedSection } from "@/components/ui/headed-section";
import { statusColumn } from "@/components/ui/status-column";

describe("HeadedSection", () => {
  it("is a region named by its heading, with its actions beside the heading", () => {
    render(
      <HeadedSection id="payouts-heading" title="Payouts" actions={<button>Run payouts</button>}>
        <p>Rows</p>
      </HeadedSection>,
    );
    const region = screen.getByRole("region", { name: "Payouts" });
    expect(region).toContainElement(screen.getByRole("heading", { level: 2, name: "Payouts" }));
    expect(region).toContainElement(screen.getByRole("button", { name: "Run payouts" }));
  });

  it("takes a third-level heading inside another region", () => {
    render(
      <HeadedSection id="fits" title="Chauffeurs who fit (2)" level={3}>
        <p>Fits</p>
      </HeadedSection>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Chauffeurs who fit (2)" })).toBeVisible();
  });
});

describe("statusColumn", () => {
  it("words each status by its label under a Status header", () => {
    const rows = [
      { id: 1, status: "open" as const },
      { id: 2, status: "closed" as const },
    ];
    render(
      <DataTable
        caption="Feedback"
        columns={[
          statusColumn(
            (row: (typeof rows)[number]) => row.status,
            (status) => (status === "open" ? "yellow" : "grey"),
            { open: "Open", closed: "Closed" },
          ),
        ]}
        rows={rows}
        rowKey={(row) => row.id}
        cardsBelow="none"
      />,
    );
    expect(screen.getByRole("columnheader", { name: "Status" })).toBeInTheDocument();
    expect(screen.getByText("Open")).toBeInTheDocument();
    expect(screen.getByText("Closed")).toBeInTheDocument();
  });
});

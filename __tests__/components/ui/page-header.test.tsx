import { render, screen } from "@testing-library/react";
import { PageHeader } from "@/components/ui/page-header";

describe("PageHeader", () => {
  it("is the page's one h1, with its description and actions beside it", () => {
    render(
      <PageHeader
        id="payouts-heading"
        title="Commission Payouts"
        description="Paid on Thursdays."
        actions={<a href="/export">Export Data</a>}
      />,
    );
    const heading = screen.getByRole("heading", { level: 1, name: "Commission Payouts" });
    expect(heading).toHaveAttribute("id", "payouts-heading");
    expect(screen.getAllByRole("heading")).toHaveLength(1);
    expect(screen.getByText("Paid on Thursdays.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Export Data" })).toHaveAttribute("href", "/export");
  });

  it("stacks the actions under the title on a phone and beside it from 640 px", () => {
    const { container } = render(
      <PageHeader title="Partner Tickets" actions={<a href="/admin/partners">Back</a>} />,
    );
    expect(container.firstChild).toHaveClass("flex-col", "sm:flex-row");
  });

  it("renders no empty description or actions", () => {
    const { container } = render(<PageHeader title="Dashboard Overview" />);
    expect(container.querySelectorAll("p, a")).toHaveLength(0);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Dashboard Overview");
  });
});

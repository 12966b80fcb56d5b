import { render, screen } from "@testing-library/react";
import { OperatorRecordForm } from "@/components/admin/reports/operator-record-form";

describe("OperatorRecordForm", () => {
  it("offers the CSV of the chosen range", () => {
    render(
      <OperatorRecordForm
        range={{ from: "2026-10-28", to: "2026-11-26" }}
        errors={{}}
        download="/api/admin/reports/operator-record?from=2026-10-28&to=2026-11-26"
      />,
    );
    expect(screen.getByLabelText("From (pickup day)")).toHaveValue("2026-10-28");
    expect(screen.getByLabelText("To (pickup day)")).toHaveValue("2026-11-26");
    expect(screen.getByRole("link", { name: /Download CSV/ })).toHaveAttribute(
      "href",
      "/api/admin/reports/operator-record?from=2026-10-28&to=2026-11-26",
    );
  });

  it("shows why a range cannot be exported, and no link", () => {
    render(
      <OperatorRecordForm
        range={{ from: "2026-11-26", to: "2026-10-28" }}
        errors={{ to: "To must be on or after From" }}
        download={null}
      />,
    );
    expect(screen.getByText("To must be on or after From")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Download CSV/ })).not.toBeInTheDocument();
  });
});

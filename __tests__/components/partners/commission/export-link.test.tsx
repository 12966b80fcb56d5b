import { render, screen } from "@testing-library/react";
import { CommissionExportLink } from "@/components/partners/commission/export-link";

describe("CommissionExportLink", () => {
  it("downloads the list with the page's filters", () => {
    render(
      <CommissionExportLink list="payouts" query="status=Paid">
        Export Data
      </CommissionExportLink>,
    );
    const link = screen.getByRole("link", { name: "Export Data" });
    expect(link).toHaveAttribute("href", "/api/partner/commission/payouts/export?status=Paid");
    expect(link).toHaveAttribute("download");
  });

  it("has no query string when no filter is set", () => {
    render(
      <CommissionExportLink list="transactions" query="">
        Export
      </CommissionExportLink>,
    );
    expect(screen.getByRole("link", { name: "Export" })).toHaveAttribute(
      "href",
      "/api/partner/commission/transactions/export",
    );
  });
});

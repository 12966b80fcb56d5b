import { render, screen } from "@testing-library/react";
import { DocumentBadges } from "@/components/admin/vehicles/document-badges";

describe("DocumentBadges", () => {
  it("names each lapsed or expiring document and leaves valid ones out", () => {
    render(
      <DocumentBadges
        documents={[
          { document: "phv_licence", expiry: "2026-06-20", state: "expiring", days_left: 10 },
          { document: "mot", expiry: "2026-06-01", state: "lapsed", days_left: -9 },
          { document: "insurance", expiry: "2027-01-01", state: "valid", days_left: 205 },
        ]}
      />,
    );
    const list = screen.getByRole("list", { name: "Documents needing attention" });
    expect(list).toHaveTextContent("PHV licence expires in 10 days");
    expect(list).toHaveTextContent("MOT lapsed");
    expect(list).not.toHaveTextContent("Insurance");
  });

  it("says the documents are in date when none needs attention", () => {
    render(<DocumentBadges documents={[]} />);
    expect(screen.getByText("In date")).toBeInTheDocument();
  });
});

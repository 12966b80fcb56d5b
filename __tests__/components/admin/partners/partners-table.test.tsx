import { render, screen, within } from "@testing-library/react";
import { PartnersTable } from "@/components/admin/partners/partners-table";
import type { AdminPartnerCard } from "@/components/admin/partners/partner-types";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

// Only what the table and its actions read.
const partner = {
  partner_id: 7,
  company_name: "Okafor Cars",
  contact_person_name: "Ada Okafor",
  contact_person_email: "ada@okafor.example",
  contact_person_phone: "+44 7700 900456",
  status: "Pending",
  bookings_count: 3,
  revenue_pence: 45_000,
  created_at: "2026-11-01T09:00:00.000Z",
  slug: "okafor-cars",
} as AdminPartnerCard;

describe("PartnersTable", () => {
  it("shows each partner as a row (a card on a phone) with its figures and actions", () => {
    render(
      <PartnersTable
        partners={[partner]}
        guestPageUrl={(slug) => `https://example.test/p/${slug}`}
        empty={<p>No partners found</p>}
        pager={{ path: "/admin/partners", page: 1, pageSize: 1, total: 2, label: "Partner pages" }}
      />,
    );
    const table = screen.getByRole("table", { name: "Partners" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Company", "Contact", "Status", "Bookings", "Revenue", "Joined", "Actions"]);
    const row = within(table).getByRole("row", { name: /Okafor Cars/ });
    expect(row).toHaveTextContent("£450.00");
    expect(row).toHaveTextContent("2026-11-01");
    expect(within(row).getByRole("button", { name: "View details of Okafor Cars" })).toBeVisible();
    expect(within(row).getByRole("button", { name: "Approve Okafor Cars" })).toBeVisible();
    const card = within(screen.getByRole("list", { name: "Partners" })).getByRole("listitem");
    expect(card).toHaveTextContent("ada@okafor.example");
    const pages = screen.getByRole("navigation", { name: "Partner pages" });
    expect(within(pages).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "href",
      "/admin/partners?page=2",
    );
  });

  it("shows the empty state when no partner matches", () => {
    render(
      <PartnersTable
        partners={[]}
        guestPageUrl={(slug) => slug}
        empty={<p>None</p>}
        pager={{ path: "/admin/partners", page: 1, pageSize: 20, total: 0, label: "Partner pages" }}
      />,
    );
    expect(screen.getByText("None")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });
});

import { render, screen, within } from "@testing-library/react";
import { DataTable, listPages, sortBy, type DataColumn } from "@/components/ui/data-table";

interface Payout {
  id: number;
  email: string;
  total: string;
}

const rows: Payout[] = [
  { id: 1, email: "a-very-long-address@example.com", total: "£10.00" },
  { id: 2, email: "b@example.com", total: "£20.00" },
];

const columns: DataColumn<Payout>[] = [
  { key: "id", header: "Payout ID", cell: (row) => `PO-${row.id}` },
  { key: "email", header: "Account", cell: (row) => row.email, from: "xl" },
  {
    key: "total",
    header: "Total",
    cell: (row) => row.total,
    align: "right",
    sort: { href: "/payouts?sort=-total", direction: "ascending" },
  },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Payout>>[0]> = {}) {
  return render(
    <DataTable
      caption="Payouts"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      actions={(row) => <a href={`/payouts/${row.id}`}>View Details of PO-{row.id}</a>}
      {...props}
    />,
  );
}

describe("DataTable", () => {
  it("is a table named by its caption, with column headers scoped to their columns", () => {
    renderTable();
    const table = screen.getByRole("table", { name: "Payouts" });
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual([
      "Payout ID",
      "Account",
      "Total↑",
      "Actions",
    ]);
    for (const header of headers) expect(header).toHaveAttribute("scope", "col");
    const row = within(table).getAllByRole("row")[1]!;
    expect(within(row).getByRole("cell", { name: "PO-1" })).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "View Details of PO-1" })).toBeInTheDocument();
  });

  it("makes a sortable header a link that writes the sort, with aria-sort saying the order", () => {
    renderTable();
    const table = screen.getByRole("table", { name: "Payouts" });
    const total = within(table).getByRole("columnheader", { name: /Total/ });
    expect(total).toHaveAttribute("aria-sort", "ascending");
    expect(within(total).getByRole("link", { name: /Total/ })).toHaveAttribute(
      "href",
      "/payouts?sort=-total",
    );
    expect(within(table).getByRole("columnheader", { name: "Payout ID" })).not.toHaveAttribute(
      "aria-sort",
    );
    expect(total).toHaveClass("text-right");
  });

  it("hides a low-priority column below its width, in the header and in every row", () => {
    renderTable();
    const table = screen.getByRole("table", { name: "Payouts" });
    expect(within(table).getByRole("columnheader", { name: "Account" })).toHaveClass(
      "hidden",
      "xl:table-cell",
    );
    expect(within(table).getByRole("cell", { name: "b@example.com" })).toHaveClass(
      "hidden",
      "xl:table-cell",
    );
  });

  it("shows the table from 640 px and, below, one card per row with every column and the actions", () => {
    renderTable({ cardTitle: (row) => `Payout PO-${row.id}` });
    const table = screen.getByRole("table", { name: "Payouts" });
    expect(table.parentElement).toHaveClass("hidden", "sm:block");
    const cards = screen.getByRole("list", { name: "Payouts" });
    expect(cards).toHaveClass("sm:hidden");
    const items = within(cards).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(within(first).getByText("Payout PO-1")).toBeInTheDocument();
    const terms = within(first)
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(terms).toEqual(["Payout ID", "Account", "Total"]);
    const email = within(first).getByText("a-very-long-address@example.com");
    expect(email.tagName).toBe("DD");
    // A long e-mail wraps inside the card instead of widening the page.
    expect(email).toHaveClass("min-w-0", "[overflow-wrap:anywhere]");
    expect(within(first).getByRole("link", { name: "View Details of PO-1" })).toBeInTheDocument();
  });

  it("can keep the cards up to 1024 px for a table too wide for a tablet", () => {
    renderTable({ cardsBelow: "lg", compact: true });
    const table = screen.getByRole("table", { name: "Payouts" });
    expect(table.parentElement).toHaveClass("hidden", "lg:block");
    expect(table.parentElement).not.toHaveClass("sm:block");
    expect(screen.getByRole("list", { name: "Payouts" })).toHaveClass("lg:hidden");
    expect(within(table).getByRole("cell", { name: "PO-1" })).toHaveClass("px-3");
  });

  it("stays a table at every width for a table narrow enough for a phone", () => {
    renderTable({ cardsBelow: "none", actions: undefined });
    const table = screen.getByRole("table", { name: "Payouts" });
    expect(table.parentElement).not.toHaveClass("hidden");
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("shows the empty state instead of both layouts when there are no rows", () => {
    renderTable({ rows: [], empty: <p>No payouts yet</p> });
    expect(screen.getByText("No payouts yet")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});

describe("DataTable pages", () => {
  const pages = (total: number, page = 1) =>
    listPages("/payouts", "status=Paid", { page, page_size: 2 }, total, "Payout pages");

  it("shows the list's pages under it, links keeping the list's query", () => {
    renderTable({ pages: pages(5) });
    const nav = screen.getByRole("navigation", { name: "Payout pages" });
    expect(within(nav).getByRole("link", { name: "Page 3" })).toHaveAttribute(
      "href",
      "/payouts?status=Paid&page=3",
    );
    expect(screen.getByText("Showing 1 to 2 of 5 entries")).toBeInTheDocument();
  });

  it("shows no pages for a list without entries, but a way back from a page past the last", () => {
    const { unmount } = renderTable({ rows: [], empty: <p>No payouts yet</p>, pages: pages(0) });
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    unmount();
    renderTable({ rows: [], empty: <p>No payouts yet</p>, pages: pages(5, 9) });
    expect(screen.getByText("No payouts yet")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Payout pages" })).toBeInTheDocument();
  });
});

describe("sortBy", () => {
  it("sorts a column ascending first, flips it on the next click and goes back to page 1", () => {
    expect(sortBy("/p", "q=x&page=3", "date", undefined)).toEqual({
      href: "/p?q=x&sort=date",
      direction: undefined,
    });
    expect(sortBy("/p", "sort=date", "date", "date")).toEqual({
      href: "/p?sort=-date",
      direction: "ascending",
    });
    expect(sortBy("/p", "sort=-date", "date", "-date")).toEqual({
      href: "/p?sort=date",
      direction: "descending",
    });
    expect(sortBy("/p", "sort=-date", "total", "-date").direction).toBeUndefined();
  });
});
